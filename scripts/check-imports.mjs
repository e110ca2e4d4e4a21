#!/usr/bin/env node
// Fails on an import cycle between our own source files, and on an import that goes up
// against one of the layer rules below (issue 19 item 7; decision 0060). A cycle makes load
// order matter (a module sees another half-initialised) and means two modules are really
// one: the fix is to move what both need into a third, lower module. It follows relative
// imports and exports, static and dynamic, type-only ones included (a type cycle is the
// same tangle, only harmless at run time for now), with TypeScript's own parser and module
// resolution: no extra dependency. Run by `pnpm test` after the typecheck.
//   node scripts/check-imports.mjs            the packages' sources (DEFAULT_ROOTS)
//   node scripts/check-imports.mjs dir ...    other folders (cycles only)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repo = fileURLToPath(new URL('..', import.meta.url));

export const DEFAULT_ROOTS = [
  'contracts/src',
  'client-kit/src',
  'api/src',
  'gateway/src',
  'gateway/test',
  'web/app',
  'web/server',
  'kiosk/app',
  'kiosk/server',
  'bench/src',
  'e2e',
];

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', '__generated__', '.react-router']);

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** Every module specifier a file names: imports, re-exports, import() and import('…').Type. */
function specifiers(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// Bundler resolution understands all our styles: './x.ts', './x.js' for x.ts, and the web's
// extensionless './x' and './x.server'.
const resolution = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  allowImportingTsExtensions: true,
  allowJs: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** file -> the files among `files` it imports directly (relative specifiers only). */
export function importGraph(files) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of specifiers(file)) {
      if (!specifier.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(specifier, file, resolution, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && known.has(resolve(resolved))) targets.add(resolve(resolved));
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * One cycle per tangle: for each strongly connected component with more than one file (or
 * a file importing itself), the shortest cycle from its first file in path order, which a
 * reader can follow and break; break it and the next run shows what else holds it together.
 */
export function findCycles(graph) {
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, [...graph.get(start)]]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, pending] = frame;
      const next = pending.shift();
      if (next !== undefined) {
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push([next, [...(graph.get(next) ?? [])]]);
        } else if (onStack.has(next)) {
          low.set(node, Math.min(low.get(node), index.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || graph.get(node).has(node)) components.push(component);
      }
    }
  }
  return components.map((component) => oneCycle(graph, new Set(component)));
}

/** A shortest way from the component's first file back to itself, inside the component. */
function oneCycle(graph, members) {
  const start = [...members].sort()[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node)) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * Imports that would point up: `from` files (tests aside: they may compose anything) may
 * not import `to` files. Paths are relative to the repository, prefixes end in "/".
 */
export const LAYER_RULES = [
  {
    from: ['api/src/platform/'],
    to: ['api/src/'],
    allowed: ['api/src/platform/', 'api/src/db/', 'api/src/env.ts', 'api/src/locale/'],
    why: "platform/ holds foundations only and knows no domain: a domain's mail templates live in the domain (the list is api/src/mail-templates.ts), and what a foundation needs from a domain app.ts hands in",
  },
  {
    from: ['api/src/db/'],
    to: ['api/src/'],
    allowed: ['api/src/db/', 'api/src/env.ts'],
    why: 'db/ is below every domain; the step that migrates and then seeds them is api/src/seed/',
  },
  {
    from: ['api/src/'],
    except: ['api/src/seed/', 'api/src/server.ts', 'api/src/testing.ts', 'api/src/commands/', 'api/src/test-support/'],
    to: ['api/src/seed/'],
    why: "only the entry points (server.ts, testing.ts, the commands and the tests' app) run the seed step",
  },
  {
    from: ['api/src/search/'],
    to: ['api/src/content/'],
    why: 'content is built on catalog and search, not the other way round (shared labels: catalog/category-labels.ts)',
  },
  {
    from: ['gateway/src/platform/'],
    to: ['gateway/src/'],
    allowed: ['gateway/src/platform/', 'gateway/src/__generated__/', 'gateway/src/env.ts'],
    why: "the gateway's platform/ is foundations only: server-app.ts and context.ts, which compose the domains, hand it what it needs",
  },
  {
    from: ['web/app/platform/'],
    to: ['web/app/'],
    allowed: ['web/app/platform/', 'web/app/locale/', 'web/app/__generated__/'],
    why: 'platform/ holds the foundations every domain stands on (Apollo, page meta, browser context, scripts, toasts, error reporting): a domain hands platform what it adds (apollo-type-policies.ts, entry.client.tsx), platform never reaches up for it',
  },
  {
    from: ['kiosk/app/platform/'],
    to: ['kiosk/app/'],
    allowed: ['kiosk/app/platform/', 'kiosk/app/locale/', 'kiosk/app/__generated__/'],
    why: "the kiosk's platform/ holds its foundations (Apollo, config, device session, network, lockdown, error reporting): the visit, its frame and the screens stand on it",
  },
];

const TEST_FILE = /\.test(-support)?\.[cm]?[jt]sx?$/;

/**
 * The rooms of each package's source, bottom first (docs/architecture.md, "Rules the import
 * check enforces"). A room is a top-level folder or file of `root`; a room may import only
 * rooms listed before it, so the domains stand on each other in one direction and no import
 * runs back up. A domain's face is the files at its top level: its subfolders (a domain's
 * mail/, perks/, seed/ …) are its own inside, which no other room imports. Foundations
 * (`foundations`, listed first) are open: their subfolders are foundations too. The
 * composition (`composition`: the app, its entry points, the boot seed, the mail registry) puts
 * the domains together and may take a part from inside one (a domain's mail templates, its seed).
 * A package without an entry here is held to LAYER_RULES and the cycle check alone.
 */
export const ROOM_ORDERS = [
  {
    root: 'api/src/',
    foundations: ['db', 'platform', 'locale'],
    composition: ['seed', 'mail-templates.ts', 'env.ts', 'fulfilment-hooks.ts', 'app.ts', 'commands', 'server.ts', 'testing.ts', 'test-support'],
    rooms: [
      'db',
      'platform',
      'locale',
      'account',
      'store',
      'lists',
      'assistant',
      'catalog',
      'kiosk',
      'booking',
      'content',
      'search',
      'loyalty',
      'cart',
      // Migrating and seeding every domain at boot (prepare-db.ts), above what it seeds.
      'seed',
      'order',
      'checkout',
      'reviews',
      'mail-templates.ts',
      'env.ts',
      'fulfilment-hooks.ts',
      'app.ts',
      'commands',
      'server.ts',
      'testing.ts',
      'test-support',
    ],
  },
  {
    root: 'gateway/src/',
    foundations: ['__generated__', 'platform', 'locale'],
    rooms: [
      '__generated__',
      'platform',
      'locale',
      'env.ts',
      // What a resolver may use; each domain adds its own fields to it (declare module).
      'context.ts',
      'search',
      'catalog',
      'checkout',
      'store',
      'sandbox',
      'account',
      'assistant',
      'kiosk',
      'lists',
      'booking',
      'cart',
      'order',
      'loyalty',
      'content',
      // The composition: the schema's resolvers, each request's context, the app and its process.
      'schema.ts',
      'request-context.ts',
      'server-app.ts',
      'server.ts',
    ],
  },
  {
    root: 'web/app/',
    foundations: ['__generated__', 'locale', 'platform'],
    composition: ['apollo-type-policies.ts', 'root.tsx', 'entry.server.tsx', 'entry.client.tsx', 'routes.ts'],
    rooms: [
      '__generated__',
      'locale',
      'platform',
      'analytics',
      // A product's wish-list heart and alerts stand below the bag and the catalogue, which show them.
      'lists',
      'cart',
      'catalog',
      'search',
      'assistant',
      'loyalty',
      'booking',
      'store',
      // Content is built on the catalogue: its blocks show products, and a brand page is its entry above the listing.
      'content',
      'legal',
      // The shopper's own pages: the dashboard's sections come from the domains below, the wish list page adds to the bag.
      'account',
      'order',
      'checkout',
      'picks',
      // The frame of every page (header, footer, banners), composed from the domains.
      'shell',
      'sandbox',
      // The composition: the cache's type policies, the root route, the entry points, the route table.
      'apollo-type-policies.ts',
      'root.tsx',
      'entry.server.tsx',
      'entry.client.tsx',
      'routes.ts',
    ],
  },
  {
    root: 'kiosk/app/',
    foundations: ['__generated__', 'platform', 'analytics'],
    rooms: [
      '__generated__',
      'platform',
      'analytics',
      'send-to-phone',
      'lists',
      // What a shopper leaves at the screen (picks, a booking draft, the session), which the idle wipe clears.
      'visit',
      'locale',
      'picks',
      'barcode',
      'attract',
      'catalog',
      'booking',
      'frame',
      'loyalty',
      'start',
      'KioskApp.tsx',
      'main.tsx',
    ],
  },
];

const roomOf = (path, root) => path.slice(root.length).split('/')[0];

/** Every import that runs back up a package's room order, or into another domain's inside. */
export function roomViolations(graph, orders = ROOM_ORDERS, base = repo) {
  const found = [];
  for (const [file, targets] of graph) {
    const from = relative(base, file);
    if (TEST_FILE.test(from)) continue;
    const order = orders.find((entry) => from.startsWith(entry.root));
    if (!order) continue;
    const fromRoom = roomOf(from, order.root);
    const fromIndex = order.rooms.indexOf(fromRoom);
    for (const target of targets) {
      const to = relative(base, target);
      if (!to.startsWith(order.root) || TEST_FILE.test(to)) continue;
      const toRoom = roomOf(to, order.root);
      if (toRoom === fromRoom) continue;
      const toIndex = order.rooms.indexOf(toRoom);
      if (fromIndex < 0 || toIndex < 0) {
        found.push({ from, to, why: `${fromIndex < 0 ? fromRoom : toRoom} is not in the room order of ${order.root} (ROOM_ORDERS): place it` });
      } else if (toIndex > fromIndex) {
        found.push({
          from,
          to,
          why: `${toRoom} stands above ${fromRoom} in the room order of ${order.root}: move what both need down, or hand it in from above`,
        });
      } else if (!order.foundations.includes(toRoom) && !order.composition?.includes(fromRoom) && to.slice(order.root.length).split('/').length > 2) {
        found.push({ from, to, why: `${to} is inside the ${toRoom} domain: import what its top-level files export` });
      }
    }
  }
  return found;
}

const under = (path, prefixes = []) => prefixes.some((prefix) => path === prefix || path.startsWith(prefix));

/** Every import (file -> file, relative to `base`) that breaks a rule, with the rule's reason. */
export function layerViolations(graph, rules = LAYER_RULES, base = repo) {
  const found = [];
  for (const [file, targets] of graph) {
    const from = relative(base, file);
    if (TEST_FILE.test(from)) continue;
    for (const target of targets) {
      const to = relative(base, target);
      for (const rule of rules) {
        if (under(from, rule.from) && !under(from, rule.except) && under(to, rule.to) && !under(to, rule.allowed)) {
          found.push({ from, to, why: rule.why });
        }
      }
    }
  }
  return found;
}

function filesUnder(roots, base) {
  return roots.flatMap((root) => {
    const dir = resolve(base, root);
    return statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? sourceFiles(dir) : [];
  });
}

/** The cycles and rule breaks under the given folders, as paths relative to `base`. */
export function checkImports(roots = DEFAULT_ROOTS, { base = repo, rules = LAYER_RULES, orders = ROOM_ORDERS } = {}) {
  const graph = importGraph(filesUnder(roots, base));
  return {
    files: graph.size,
    cycles: findCycles(graph).map((cycle) => cycle.map((file) => relative(base, file))),
    violations: [...layerViolations(graph, rules, base), ...roomViolations(graph, orders, base)],
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const roots = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_ROOTS;
  const { files, cycles, violations } = checkImports(roots, process.argv.length > 2 ? { base: process.cwd(), rules: [], orders: [] } : {});
  for (const cycle of cycles) console.error(`import cycle:\n  ${cycle.join('\n    -> ')}`);
  for (const { from, to, why } of violations) console.error(`upward import: ${from} -> ${to}\n  (${why})`);
  if (cycles.length + violations.length > 0) {
    console.error(`\nimports: ${cycles.length} cycle(s), ${violations.length} upward import(s) in ${files} files`);
    process.exit(1);
  }
  console.log(`imports: no cycle, no upward import in ${files} files (${roots.join(', ')})`);
}
