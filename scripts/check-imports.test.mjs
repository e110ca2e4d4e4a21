// The import check on small made-up packages (it must see a cycle, however it is made, and
// an upward import), then on the repository itself.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from './check-imports.mjs';

let dirs = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A folder with these files (path -> source); returns its path. */
function fixture(files) {
  const base = mkdtempSync(join(tmpdir(), 'check-imports-'));
  dirs.push(base);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), source);
  }
  return base;
}

const check = (base, rules = []) => checkImports(['src'], { base, rules });

describe('import check', () => {
  it('passes a tree without cycles', () => {
    const base = fixture({
      'src/a.ts': "import { b } from './b.ts';\nexport const a = b;",
      'src/b.ts': "import { c } from './lib/c';\nexport const b = c;",
      'src/lib/c.ts': 'export const c = 1;',
    });
    expect(check(base)).toEqual({ files: 3, cycles: [], violations: [] });
  });

  // Every cycle the check must report, each from its first file in path order, then in import order.
  it.each([
    {
      name: 'a three-file cycle',
      files: {
        'src/cart/bag-extras.ts': "import { card } from './gift-cards/gift-card-repository.ts';\nexport const extras = () => card;",
        'src/cart/gift-cards/gift-card-repository.ts': "import { readCart } from '../cart-repository.ts';\nexport const card = () => readCart;",
        'src/cart/cart-repository.ts': "import { extras } from './bag-extras.ts';\nexport const readCart = () => extras;",
        'src/cart/cost-summary.ts': "import { readCart } from './cart-repository.ts';\nexport const summary = readCart;",
      },
      cycles: [['src/cart/bag-extras.ts', 'src/cart/gift-cards/gift-card-repository.ts', 'src/cart/cart-repository.ts', 'src/cart/bag-extras.ts']],
    },
    {
      name: 'cycles made by re-exports, dynamic imports, type-only imports and extensionless paths',
      files: {
        'src/reexport/a.ts': "export * from './b.ts';",
        'src/reexport/b.ts': "export { a } from './a.ts';",
        'src/dynamic/a.ts': "export const load = () => import('./b.ts');",
        'src/dynamic/b.ts': "import { load } from './a.ts';\nexport const b = load;",
        'src/types/a.ts': "import type { B } from './b.ts';\nexport type A = B[];",
        'src/types/b.ts': "export type B = import('./a.ts').A | string;",
        'src/web/page.tsx': "import { helper } from './page.server';\nexport const Page = () => helper;",
        'src/web/page.server.ts': "import { Page } from './page';\nexport const helper = Page;",
        'src/self.ts': "import './self.ts';",
      },
      cycles: [
        ['src/dynamic/a.ts', 'src/dynamic/b.ts', 'src/dynamic/a.ts'],
        ['src/reexport/a.ts', 'src/reexport/b.ts', 'src/reexport/a.ts'],
        ['src/self.ts', 'src/self.ts'],
        ['src/types/a.ts', 'src/types/b.ts', 'src/types/a.ts'],
        ['src/web/page.server.ts', 'src/web/page.tsx', 'src/web/page.server.ts'],
      ],
    },
  ])('finds $name', ({ files, cycles }) => {
    expect(check(fixture(files)).cycles).toEqual(cycles);
  });

  it('reports an import that breaks a layer rule, but not from a test', () => {
    const base = fixture({
      'src/db/prepare-db.ts': "import { seed } from '../catalog/seed.ts';\nexport const prepare = seed;",
      'src/db/prepare-db.test.ts': "import { seed } from '../catalog/seed.ts';\nexport const t = seed;",
      'src/db/db.ts': "import { env } from '../env.ts';\nexport const db = env;",
      'src/env.ts': 'export const env = {};',
      'src/catalog/seed.ts': "import { db } from '../db/db.ts';\nexport const seed = db;",
    });
    const rules = [{ from: ['src/db/'], to: ['src/'], allowed: ['src/db/', 'src/env.ts'], why: 'db is below the domains' }];
    expect(check(base, rules).violations).toEqual([{ from: 'src/db/prepare-db.ts', to: 'src/catalog/seed.ts', why: 'db is below the domains' }]);
  });

  it.each([
    {
      name: 'holds a package to its room order: nothing back up, no domain reaching into another one',
      files: {
        'src/platform/mail/send.ts': 'export const send = 1;',
        'src/platform/log.ts': "import { cart } from '../cart/cart.ts';\nexport const log = cart;",
        'src/catalog/product.ts': "import { send } from '../platform/mail/send.ts';\nexport const product = send;",
        'src/cart/cart.ts':
          "import { product } from '../catalog/product.ts';\nimport { pts } from '../loyalty/perks/points.ts';\nexport const cart = product + pts;",
        'src/cart/cart.test.ts': "import { x } from '../orders/x.ts';\nexport const t = x;",
        'src/loyalty/perks/points.ts': 'export const pts = 1;',
        'src/orders/x.ts': "import { cart } from '../cart/cart.ts';\nexport const x = cart;",
      },
      orders: [{ root: 'src/', foundations: ['platform'], rooms: ['platform', 'catalog', 'loyalty', 'cart'] }],
      found: ['src/cart/cart.ts -> src/loyalty/perks/points.ts', 'src/orders/x.ts -> src/cart/cart.ts', 'src/platform/log.ts -> src/cart/cart.ts'],
    },
    {
      name: 'lets the composition take a part from inside a domain, and nobody else',
      files: {
        'src/account/mail/welcome.ts': 'export const welcome = 1;',
        'src/mail-templates.ts': "import { welcome } from './account/mail/welcome.ts';\nexport const all = [welcome];",
        'src/cart/cart.ts': "import { welcome } from '../account/mail/welcome.ts';\nexport const cart = welcome;",
      },
      orders: [{ root: 'src/', foundations: [], composition: ['mail-templates.ts'], rooms: ['account', 'cart', 'mail-templates.ts'] }],
      found: ['src/cart/cart.ts -> src/account/mail/welcome.ts'],
    },
  ])('$name', ({ files, orders, found }) => {
    const { violations } = checkImports(['src'], { base: fixture(files), rules: [], orders });
    expect(violations.map(({ from, to }) => `${from} -> ${to}`).sort()).toEqual(found);
  });

  it('finds no cycle and no upward import in this repository', () => {
    const { files, cycles, violations } = checkImports();
    expect(files).toBeGreaterThan(300);
    expect(cycles).toEqual([]);
    expect(violations).toEqual([]);
  });
});
