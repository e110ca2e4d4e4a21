// The decision index (docs/decisions/README.md) lists every record once, with the record's
// own title, so a newcomer finds a decision from one page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const records = readdirSync(dir)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(join(dir, 'README.md'), 'utf8');

describe('the decision index', () => {
  it('lists every record once, under its own title', () => {
    expect(records.length).toBeGreaterThan(0);
    for (const name of records) {
      const title = readFileSync(join(dir, name), 'utf8')
        .split('\n')[0]
        .replace(/^# \d+ /, '');
      const rows = index.split('\n').filter((line) => line.includes(`](${name})`));
      expect(rows, name).toHaveLength(1);
      expect(rows[0], name).toContain(title);
    }
  });

  it('links no record that does not exist', () => {
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(linked.filter((name) => !records.includes(name))).toEqual([]);
  });
});
