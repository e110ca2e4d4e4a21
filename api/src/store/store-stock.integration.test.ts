// A store's own shelf (issue 18, decision 0119): each store carries part of its country's
// range; GET stores/{id}/stock answers for the variants asked, leaving out those the store
// does not carry ("online only" at the kiosk).
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';

describe.each(TEST_DATABASES)("a store's shelf on $name", (database) => {
  const api = startTestAppForSuite(database, {}, 300_000);

  it('stocks every store with about 40% of its country range: some sold out, some low, most on the shelf', async () => {
    const { rows } = await api.db.query<{ store_id: string; share: number; sold_out: number; low: number }>(
      `select s.id as store_id,
         count(ss.variant_id)::float / (select count(*) from stock st where st.country = s.country) as share,
         count(*) filter (where ss.quantity = 0)::float / count(ss.variant_id) as sold_out,
         count(*) filter (where ss.quantity between 1 and 3)::float / count(ss.variant_id) as low
       from store s left join store_stock ss on ss.store_id = s.id group by s.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(31);
    for (const row of rows) {
      expect(row.share, row.store_id).toBeGreaterThan(0.3);
      expect(row.share, row.store_id).toBeLessThan(0.5);
      expect(row.sold_out, row.store_id).toBeGreaterThan(0.05);
      expect(row.low, row.store_id).toBeGreaterThan(0.05);
    }
    // Nothing on a shelf that the country has none of.
    const { rows: phantom } = await api.db.query(
      `select 1 from store_stock ss join store s on s.id = ss.store_id join stock st on st.variant_id = ss.variant_id and st.country = s.country where st.quantity = 0 and ss.quantity > 0`,
    );
    expect(phantom).toEqual([]);
  });

  it("answers with the store's units of the variants it carries, in the order asked, leaving out the rest", async () => {
    const { rows: carried } = await api.db.query<{ variant_id: string; quantity: number }>(
      `select variant_id, quantity from store_stock where store_id = 'ST-SG-3' order by variant_id desc limit 3`,
    );
    const { rows: notCarried } = await api.db.query<{ variant_id: string }>(
      `select st.variant_id from stock st where st.country = 'SG' and not exists (select 1 from store_stock ss where ss.store_id = 'ST-SG-3' and ss.variant_id = st.variant_id) limit 1`,
    );
    const ids = [carried[0]!.variant_id, notCarried[0]!.variant_id, carried[1]!.variant_id, 'P-NOPE', carried[2]!.variant_id];
    const res = await api.get(`stores/ST-SG-3/stock?variantIds=${ids.join(',')}`, { country: 'SG' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ storeId: 'ST-SG-3', items: carried.map((c) => ({ variantId: c.variant_id, quantity: c.quantity })) });
  });

  it("refuses an unknown store, another country's store, and more than 100 variants", async () => {
    expect((await api.get('stores/ST-XX-9/stock?variantIds=P1-1', { country: 'SG' })).body.code).toBe('STORE_NOT_FOUND');
    const abroad = await api.get('stores/ST-TH-1/stock?variantIds=P1-1', { country: 'SG' });
    expect(abroad.status).toBe(404);
    expect((await api.get('stores/ST-TH-1/stock?variantIds=P1-1', { country: 'TH' })).status).toBe(200);
    const many = Array.from({ length: 101 }, (_, i) => `P${i}-1`).join(',');
    expect((await api.get(`stores/ST-SG-1/stock?variantIds=${many}`, { country: 'SG' })).body.code).toBe('VALIDATION_FAILED');
    expect((await api.get('stores/ST-SG-1/stock', { country: 'SG' })).status).toBe(400);
  });
});
