// Each module gets only the GraphQL documents it uses (issue 16 item 4). codegen's client
// preset resolves `graphql(`…`)` at run time through one map of every document of the app
// (app/__generated__/gql.ts), so any page that calls it ships all ~100 documents. In a
// production build this plugin replaces each call with an import of that one document, a
// module of its own made from app/__generated__/graphql.ts, so the bundler puts each in the
// chunk of the pages that use it (graphql.ts as one module would be one shared chunk of
// every used document): what the preset's babel and swc plugins do, without adding either
// to the build. Development keeps the map (codegen may rewrite it at any moment).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const generated = fileURLToPath(new URL('../app/__generated__/', import.meta.url));

/** Document text (as written in the source) → the name of its constant in graphql.ts. */
export function documentNames(gqlSource: string): Map<string, string> {
  const names = new Map<string, string>();
  const start = gqlSource.indexOf('const documents');
  if (start < 0) return names;
  const body = gqlSource.slice(start, gqlSource.indexOf('\n};', start));
  for (const [, text, name] of body.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    names.set(JSON.parse(text!) as string, name!);
  }
  return names;
}

/** Each document constant of graphql.ts (name → its JSON), one line each as codegen writes them. */
export function documentBodies(graphqlSource: string): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const [, name, json] of graphqlSource.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*;$/gm)) {
    bodies.set(name!, json!);
  }
  return bodies;
}

const VIRTUAL = '\0graphql-document:';

// A call with one template literal without substitutions: the only form the preset reads.
// ($variables are fine; a ${…} substitution or an escape is not matched.)
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;

/** The module with each known call replaced by its document's module, or undefined when none was. */
export function replaceCalls(code: string, names: Map<string, string>, from = VIRTUAL): string | undefined {
  const used = new Map<string, string>();
  const replaced = code.replace(CALL, (call, text: string) => {
    const name = names.get(text);
    if (!name) return call; // not in the map (codegen out of date): left to the map at run time
    const local = `__document_${name}`;
    used.set(name, local);
    // The call's line breaks stay, so the lines after it keep their numbers too.
    return local + '\n'.repeat(call.split('\n').length - 1);
  });
  if (used.size === 0) return undefined;
  const imports = [...used].map(([name, local]) => `import ${local} from ${JSON.stringify(`${from}${name}`)};`).join(' ');
  // On the first line, so every other line keeps its number.
  return `${imports} ${replaced}`;
}

export function graphqlDocumentsPlugin(): Plugin {
  let names = new Map<string, string>();
  let bodies = new Map<string, string>();
  return {
    name: 'beauty:graphql-documents',
    apply: 'build',
    // Before TypeScript is compiled away: the calls are still as the author wrote them.
    enforce: 'pre',
    buildStart() {
      names = documentNames(readFileSync(`${generated}gql.ts`, 'utf8'));
      bodies = documentBodies(readFileSync(`${generated}graphql.ts`, 'utf8'));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : undefined;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return undefined;
      const body = bodies.get(id.slice(VIRTUAL.length));
      if (!body) throw new Error(`${id.slice(VIRTUAL.length)} is not in app/__generated__/graphql.ts: run codegen`);
      return `export default ${body};`;
    },
    transform(code, id) {
      // Route modules come with a query (?__react-router-build-client-route…).
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(generated) || !code.includes('graphql(')) return undefined;
      const next = replaceCalls(code, names);
      return next === undefined ? undefined : { code: next, map: null };
    },
  };
}
