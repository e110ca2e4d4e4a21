// GET catalog/version (migrations 0098, 0099): the gateway answers guests from its response
// cache only while this counter stands, so it must move with every change a guest can see,
// and only once that change is committed.
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';

describe.each(TEST_DATABASES)('catalogue version on $name', (database) => {
  const api = startTestAppForSuite(database);

  const version = async () => {
    const res = await api.get<{ version: string }>('catalog/version');
    expect(res.status).toBe(200);
    return BigInt(res.body.version);
  };
  const aVariant = async () =>
    (await api.db.query<{ variant_id: string }>(`select variant_id from stock where country = 'SG' order by variant_id limit 1`)).rows[0]!.variant_id;

  it('moves with a price change', async () => {
    const before = await version();
    await api.db.query(
      `update variant_price set amount = amount + 100 where variant_id = (select variant_id from variant_price order by variant_id limit 1) and country = 'SG'`,
    );
    expect(await version()).toBeGreaterThan(before);
  });

  it('moves when stock changes near what a shopper sees (low stock, the bag line cap), not far above it', async () => {
    const variantId = await aVariant();
    const setStock = (quantity: number) => api.db.query(`update stock set quantity = $2 where variant_id = $1 and country = 'SG'`, [variantId, quantity]);
    await setStock(60);
    let before = await version();
    await setStock(59);
    expect(await version(), '60 -> 59 shows nowhere').toBe(before);
    await setStock(10);
    expect(await version(), '59 -> 10: the bag line cap is now the stock').toBeGreaterThan(before);
    before = await version();
    await setStock(0);
    expect(await version(), 'sold out').toBeGreaterThan(before);
  });

  it('moves at commit: a reader during the writing transaction still sees the old version', async () => {
    const variantId = await aVariant();
    await api.db.query(`update stock set quantity = 8 where variant_id = $1 and country = 'SG'`, [variantId]);
    const before = await version();
    let during: bigint | undefined;
    await api.db.transaction(async (tx) => {
      await tx.query(`update stock set quantity = 7 where variant_id = $1 and country = 'SG'`, [variantId]);
      // PGlite runs one connection, so the request waits for the transaction there; Postgres answers at once.
      if (database.name !== 'pglite') during = await version();
    });
    if (during !== undefined) expect(during).toBe(before);
    expect(await version()).toBeGreaterThan(before);
  });
});
