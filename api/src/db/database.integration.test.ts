// Migrations, seeding and the constraints behind the code, on each database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../seed/seed-catalog.ts';
import { openTestDatabase } from '../testing.ts';
import { TEST_DATABASES } from '../test-support/app.test-support.ts';
import { PG_ERROR, pgErrorCode, type Db } from './db.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations/all-migrations.ts';
import { prepareDatabase } from '../seed/prepare-db.ts';

describe.each(TEST_DATABASES)('database on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase(database.url, { empty: true }));
  });
  afterAll(() => drop?.());

  const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  /** The catalogue's rows, counted the same way before and after a re-seed. */
  const catalogueCounts = async () => ({
    product: await count('product'),
    variant: await count('variant'),
    brand: await count('brand'),
    category: await count('category'),
    price: await count('variant_price'),
    stock: await count('stock'),
  });

  it('migrates an empty database, then does nothing the second time', async () => {
    // Every migration, in version order (the engineers' numbers leave gaps: 0003, 0010, 0020…).
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version).sort((a, b) => a - b));
    expect(await migrate(db)).toEqual([]);
  });

  it('seeds the whole catalogue, quickly, and a second seed changes nothing', async () => {
    const first = await prepareDatabase(db);
    expect(first.seed).toMatchObject({ seeded: true, products: 1_000, variants: 2_056 });
    // Each step says how long it took (the lines a first start prints); the catalogue's seed among them.
    expect(first.steps.map((s) => s.step)).toContain('seed the catalogue');
    expect(first.steps.every((s) => Number.isInteger(s.ms) && s.ms >= 0)).toBe(true);
    console.info(`[seed] ${database.name}: ${Math.round(first.seed!.ms)} ms for 1,000 products`);
    const counts = await catalogueCounts();
    expect(counts).toMatchObject({ product: 1_000, variant: 2_056, brand: 240, category: 154 });

    expect((await prepareDatabase(db)).seed).toBeNull(); // not empty: no seed at boot
    expect((await seedCatalog(db)).seeded).toBe(false); // same data: a no-op
    const forced = await seedCatalog(db, { force: true }); // rewrites in place
    expect(forced.seeded).toBe(true);
    expect(await catalogueCounts()).toEqual(counts);
  });

  it('keeps live stock when re-seeding', async () => {
    await db.query(`update stock set quantity = 3 where variant_id = 'P448733-1' and country = 'SG'`);
    await seedCatalog(db, { force: true });
    const { rows } = await db.query<{ quantity: number }>(`select quantity from stock where variant_id = 'P448733-1' and country = 'SG'`);
    expect(rows[0]!.quantity).toBe(3);
  });

  it('refuses negative stock, a second line for one variant, and bag lines for variants that do not exist', async () => {
    const refused = async (sql: string) => {
      try {
        await db.query(sql);
      } catch (error) {
        return pgErrorCode(error);
      }
      return 'accepted';
    };
    expect(await refused(`update stock set quantity = -1 where variant_id = 'P448733-1' and country = 'SG'`)).toBe(PG_ERROR.checkViolation);
    await db.query(`insert into cart (id, device_id, country) values ('c1', 'd1', 'SG')`);
    await db.query(`insert into cart_line (id, cart_id, variant_id, quantity) values ('l1', 'c1', 'P448733-1', 1)`);
    expect(await refused(`insert into cart_line (id, cart_id, variant_id, quantity) values ('l2', 'c1', 'P448733-1', 1)`)).toBe(PG_ERROR.uniqueViolation);
    expect(await refused(`insert into cart_line (id, cart_id, variant_id, quantity) values ('l3', 'c1', 'nope', 1)`)).toBe(PG_ERROR.foreignKeyViolation);
    expect(await refused(`update cart_line set quantity = 11 where id = 'l1'`)).toBe(PG_ERROR.checkViolation);
    expect(await refused(`insert into cart (id, device_id, country) values ('c2', 'd1', 'SG')`)).toBe(PG_ERROR.uniqueViolation);
    expect(await refused(`update variant_price set sale_amount = amount where variant_id = 'P448733-1' and country = 'SG'`)).toBe(PG_ERROR.checkViolation);
  });

  it('rolls a failed transaction back entirely', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into cart (id, device_id, country) values ('c9', 'd9', 'TH')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.query(`select 1 from cart where id = 'c9'`)).rows).toHaveLength(0);
  });
});
