// Migration 0097 on a catalogue seeded before it (a database that has been running): every
// variant gets the barcode the seed would give it (the SQL and catalog/barcode.ts agree), and
// every store the shelf the seed would give it (the migration's copy of store-shelves.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { assignBarcodes } from '../catalog/barcode.ts';
import { seedStoreShelves } from '../catalog/seed/store-shelves.ts';
import { TEST_DATABASES } from '../test-support/app.test-support.ts';
import { prepareDatabase } from '../seed/prepare-db.ts';
import { openTestDatabase } from '../testing.ts';

describe.each(TEST_DATABASES)('migration 0097 on a seeded catalogue on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase(database.url));
    await prepareDatabase(db);
  }, 300_000);
  afterAll(() => drop?.());

  it('gives the barcodes and shelves the seed gives', async () => {
    const shelf = async () =>
      (await db.query<{ k: string }>(`select store_id || '|' || variant_id || '|' || quantity as k from store_stock order by 1`)).rows.map((r) => r.k);
    const seeded = await shelf();
    expect(seeded.length).toBeGreaterThan(10_000);
    // Back to the schema before 0097, the catalogue and stores still there.
    await db.exec(`
      drop table kiosk_sign_in_code; drop table kiosk_device; drop table store_stock;
      alter table variant drop column barcode;
      delete from schema_migration where version = 97;`);
    expect(await migrate(db)).toEqual([97]);

    const { rows } = await db.query<{ id: string; barcode: string }>(`select id, barcode from variant`);
    const expected = assignBarcodes(rows.map((r) => r.id));
    expect(rows.filter((r) => r.barcode !== expected.get(r.id))).toEqual([]);
    expect(await shelf()).toEqual(seeded);
    // The seed's statement leaves a stocked store alone.
    expect(await seedStoreShelves(db)).toBe(0);
  }, 120_000);
});
