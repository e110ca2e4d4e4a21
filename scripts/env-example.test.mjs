// .env.example lists every setting (issue 33 item 1): each variable a service's environment
// schema parses, and each one README "Configuration" documents, is there, commented out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const listed = new Set([...readFileSync(join(repo, '.env.example'), 'utf8').matchAll(/^# ([A-Z][A-Z0-9_]+)=$/gm)].map((m) => m[1]));

/** The names parsed by the zod environment schemas (`NAME: z.…`, or the api's `NAME: blankIsUnset(…)` / `secret(…)`, platform/env-fields.ts) under a folder. */
function schemaNames(dir) {
  const names = [];
  for (const entry of readdirSync(join(repo, dir), { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.(ts|js)$/.test(entry.name) || /\.test\.|__generated__|node_modules/.test(path)) continue;
    for (const m of readFileSync(path, 'utf8').matchAll(/\b([A-Z][A-Z0-9_]{3,}): (?:z\b|blankIsUnset\(|secret\()/g)) names.push(m[1]);
  }
  return names;
}

describe('.env.example', () => {
  it('lists every variable an environment schema parses', () => {
    const parsed = new Set(['api/src', 'gateway/src', 'web/server', 'kiosk/server', 'server-kit/src'].flatMap(schemaNames));
    expect(parsed.size).toBeGreaterThan(50);
    expect([...parsed].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });

  it('lists every variable README "Configuration" documents', () => {
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Security'));
    const documented = [...table.matchAll(/^\| (.+?) \|/gm)].flatMap((row) => [...row[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    expect(documented.filter((name) => !listed.has(name)).sort()).toEqual([]);
  });
});
