// Listing filters and facets through the gateway, against a real api: the counts a
// shopper sees beside each option match what choosing it shows, in the site's currency,
// and a filtered listing with its facets still costs a constant number of REST calls.
import { describe, expect, it } from 'vitest';
import { coldCacheStack } from './support/stack.ts';

const stack = coldCacheStack();

const FACETS = `
  query Facets($category: String, $filter: ProductFilter) {
    productFilters(category: $category, filter: $filter) {
      totalCount
      brands { slug name count }
      categories { path name count }
      priceRanges { key min { amount currency } max { amount currency } count }
      others { key count }
      onSaleCount
    }
  }`;
const LISTING = `
  query Listing($category: String, $filter: ProductFilter, $sort: ProductSort, $first: Int) {
    products(category: $category, filter: $filter, sort: $sort, first: $first) {
      totalCount
      nodes { id price { amount } salePrice { amount } brand { slug } }
    }
  }`;

describe('listing filters', () => {
  it('count each option as many as the listing shows when it is chosen', async () => {
    const { body } = await stack().graphql(FACETS, { variables: { category: 'makeup' } });
    expect(body.errors).toBeUndefined();
    const facets = body.data!.productFilters;
    expect(facets.totalCount).toBe(258);
    const vegan = facets.others.find((o: any) => o.key === 'VEGAN');
    expect(vegan.count).toBeGreaterThan(0);
    const brand = facets.brands.find((b: any) => b.count >= 3);
    for (const [filter, count] of [
      [{ others: ['VEGAN'] }, vegan.count],
      [{ brands: [brand.slug] }, brand.count],
      [{ categories: [facets.categories[0].path] }, facets.categories[0].count],
      [{ priceRanges: [facets.priceRanges[1].key] }, facets.priceRanges[1].count],
      [{ onSale: true }, facets.onSaleCount],
    ] as const) {
      const listed = await stack().graphql(LISTING, { variables: { category: 'makeup', filter, first: 1 } });
      expect(listed.body.data!.products.totalCount, JSON.stringify(filter)).toBe(count);
    }
  });

  it('combine, and sort the filtered listing', async () => {
    const filter = { others: ['VEGAN'], priceRanges: ['0-25', '25-50'] };
    const { body } = await stack().graphql(LISTING, { variables: { category: 'makeup', filter, sort: 'PRICE_HIGH_TO_LOW', first: 96 } });
    const nodes = body.data!.products.nodes;
    const paid = nodes.map((p: any) => p.salePrice?.amount ?? p.price.amount);
    expect(paid.length).toBeGreaterThan(1);
    expect(paid.every((amount: number) => amount < 5000)).toBe(true);
    expect(paid).toEqual([...paid].sort((a, b) => b - a));
    const facets = await stack().graphql(FACETS, { variables: { category: 'makeup', filter } });
    expect(facets.body.data!.productFilters.totalCount).toBe(body.data!.products.totalCount);
  });

  it('price ranges in the currency of the site', async () => {
    const { body } = await stack().graphql(FACETS, { headers: { 'x-site-country': 'hk' } });
    const ranges = body.data!.productFilters.priceRanges;
    expect(ranges.map((r: any) => r.key)).toEqual(['0-150', '150-300', '300-600', '600-1200', '1200-']);
    expect(ranges[1]).toMatchObject({ min: { amount: 15_000, currency: 'HKD' }, max: { amount: 30_000, currency: 'HKD' } });
    expect(ranges[4].max).toBeNull();
  });

  it('a filtered page of 48 with its facets costs 4 REST calls', async () => {
    const { body } = await stack().graphql(`{
      productFilters(category: "skincare", filter: { others: [CLEAN] }) { totalCount brands { name count } }
      products(category: "skincare", filter: { others: [CLEAN] }, first: 48) { nodes { name brand { name } variants { name } } }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data!.products.nodes).toHaveLength(48);
    expect(
      stack()
        .restCalls.map((c) => c.path.split('?')[0])
        .sort(),
    ).toEqual(['/api/web/v1/brands/', '/api/web/v1/products', '/api/web/v1/products/filters/', '/api/web/v1/variants']);
  });

  it('a price range that is not one is the shopper’s mistake, named as such', async () => {
    const { body } = await stack().graphql(LISTING, { variables: { filter: { priceRanges: ['cheap'] } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
