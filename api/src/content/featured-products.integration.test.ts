// POST featured-products/: every carousel of a page in one call, each selection by its
// rule, only products the request's country sells, as the catalogue's Product DTO.
import { describe, expect, it } from 'vitest';
import type { Product } from '@beauty/contracts/catalog';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import type { FeaturedProducts } from '@beauty/contracts/content';

describe.each(TEST_DATABASES)('featured products on $name', (database) => {
  const api = startTestAppForSuite(database);

  const featured = (selections: unknown, country = 'sg') => api.call<FeaturedProducts>('POST', 'featured-products/', { country, body: { selections } });
  const shelf = async (country: string, query: string) => (await api.get<{ products: Product[] }>(`products?${query}`, { country })).body.products;

  it('answers several selections of both kinds in one call, each in its own order', async () => {
    const [first, second, third] = await shelf('sg', 'limit=3&sort=top_rated');
    const res = await featured([
      { id: 'picked', rule: { kind: 'products', products: [third!.id, first!.slug, 'P-NOT-OURS', second!.id] } },
      { id: 'dior', rule: { kind: 'query', brand: 'dior', sort: 'price_desc', limit: 5 } },
      { id: 'gift-sets', rule: { kind: 'query', category: 'fragrance/value-gift-sets', limit: 4 } },
      { id: 'new', rule: { kind: 'query', tag: 'new', sort: 'newest', limit: 6 } },
    ]);
    expect(res.status).toBe(200);
    const [picked, dior, gifts, fresh] = res.body.selections;
    expect(res.body.selections.map((s) => s.id)).toEqual(['picked', 'dior', 'gift-sets', 'new']);
    expect(picked!.products.map((p) => p.id)).toEqual([third!.id, first!.id, second!.id]);
    expect(dior!.products.length).toBeGreaterThan(0);
    expect(dior!.products.length).toBeLessThanOrEqual(5);
    const diorBrandId = dior!.products[0]!.brandId;
    expect(dior!.products.every((p) => p.brandId === diorBrandId)).toBe(true);
    const prices = dior!.products.map((p) => p.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(gifts!.products).toHaveLength(4);
    expect(fresh!.products.every((p) => p.isNew)).toBe(true);
    // The catalogue's own DTO, priced in the request's currency.
    expect(picked!.products[0]).toEqual((await api.get<Product>(`products/${third!.id}`, { country: 'sg' })).body);
    expect(res.body.selections.flatMap((s) => s.products).every((p) => p.price.currency === 'SGD')).toBe(true);
  });

  it("prices in the request's country and leaves out products it does not sell", async () => {
    // Every seeded product is priced everywhere: take one off the Thai shelf (this test's own database).
    const [notSold, sold] = await shelf('th', 'limit=2');
    await api.db.query(`delete from variant_price where country = 'TH' and variant_id in (select id from variant where product_id = $1)`, [notSold!.id]);
    const ids = [notSold!.id, sold!.id];
    const res = await featured([{ id: 'picked', rule: { kind: 'products', products: ids } }], 'th');
    expect(res.body.selections[0]!.products.map((p) => p.id)).toEqual([sold!.id]);
    expect(res.body.selections[0]!.products[0]!.price.currency).toBe('THB');
  });

  it('refuses a malformed batch with 400', async () => {
    for (const selections of [
      [],
      [{ id: 'a', rule: { kind: 'query', limit: 500 } }],
      [{ id: 'a', rule: { kind: 'sql', query: 'select 1' } }],
      [
        { id: 'a', rule: { kind: 'query' } },
        { id: 'a', rule: { kind: 'query' } },
      ],
      Array.from({ length: 21 }, (_, i) => ({ id: `s${i}`, rule: { kind: 'query' } })),
    ]) {
      const res = await featured(selections);
      expect(res.status, JSON.stringify(selections).slice(0, 80)).toBe(400);
      expect((res.body as unknown as { code: string }).code).toBe('VALIDATION_FAILED');
    }
  });
});
