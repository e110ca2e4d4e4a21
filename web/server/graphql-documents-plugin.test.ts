import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentBodies, documentNames, replaceCalls } from './graphql-documents-plugin';

const app = fileURLToPath(new URL('../app/', import.meta.url));
const generated = `${app}__generated__/`;
const names = documentNames(readFileSync(`${generated}gql.ts`, 'utf8'));
const bodies = documentBodies(readFileSync(`${generated}graphql.ts`, 'utf8'));

describe('each module gets only its own GraphQL documents', () => {
  it('replaces every graphql() call of the app with its one document, so no page ships the map of all of them', () => {
    const files = execFileSync('grep', ['-rl', '--include=*.ts', '--include=*.tsx', 'graphql(', app], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter((file) => !file.startsWith(generated) && !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(50);
    const leftOver = files.filter((file) => {
      const out = replaceCalls(readFileSync(file, 'utf8'), names);
      return out === undefined || /\bgraphql\(\s*`/.test(out);
    });
    expect(leftOver).toEqual([]);
  });

  it('has a document for every call it replaces, each operation with its trusted-document hash', () => {
    for (const name of names.values()) {
      expect(bodies.get(name), name).toBeDefined();
      const document = JSON.parse(bodies.get(name)!) as { kind: string; __meta__?: { hash: string } };
      expect(document.kind).toBe('Document');
      if (name.endsWith('Document')) expect(document.__meta__?.hash, name).toMatch(/^sha256:/);
    }
  });

  it('imports the document on the first line, keeping the others where they were', () => {
    const [text, name] = [...names].find(([, n]) => n.endsWith('Document'))!;
    const source = `// a page\nconst Query = graphql(\`${text}\`);\n`;
    const out = replaceCalls(source, names)!;
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
    expect(out.startsWith(`import __document_${name} from ${JSON.stringify(`\0graphql-document:${name}`)}; // a page`)).toBe(true);
    expect(out).toMatch(new RegExp(`\\nconst Query = __document_${name}\\n+;\\n$`));
  });
});
