// Search through the gateway against a real api: a typo corrected, Thai and Chinese
// queries, suggestions with products that resolve their brands, popular searches per site,
// and results as a listing that filters.
import { describe, expect, it } from 'vitest';
import { coldCacheStack } from './support/stack.ts';

const stack = coldCacheStack();

const SEARCH = `
  query Search($query: String!, $first: Int) {
    search(query: $query, first: $first) {
      query correctedQuery totalCount terms
      products { name brand { name } price { currency } }
      brands { slug name }
      categories { path name }
    }
  }`;

describe('search', () => {
  it('corrects a typo and shows products of the correction, with their brands', async () => {
    const { body } = await stack().graphql(SEARCH, { variables: { query: 'Mascra', first: 4 } });
    expect(body.errors).toBeUndefined();
    const result = body.data!.search;
    expect(result).toMatchObject({ query: 'mascra', correctedQuery: 'mascara' });
    expect(result.products).toHaveLength(4);
    expect(result.products.every((p: any) => p.brand.name && p.price.currency === 'SGD')).toBe(true);
    expect(
      stack()
        .restCalls.map((c) => c.path.split('?')[0])
        .sort(),
    ).toEqual(['/api/web/v1/brands/', '/api/web/v1/search/']);
  });

  it('finds Thai and Chinese queries on their sites', async () => {
    const thai = await stack().graphql(SEARCH, { variables: { query: 'ลิปสติก' }, headers: { 'x-site-country': 'th', 'x-site-language': 'th' } });
    expect(thai.body.data!.search.totalCount).toBeGreaterThan(5);
    expect(thai.body.data!.search.products[0].price.currency).toBe('THB');
    const chinese = await stack().graphql(SEARCH, { variables: { query: '香水' }, headers: { 'x-site-country': 'hk', 'x-site-language': 'zh' } });
    expect(chinese.body.data!.search.categories[0]).toEqual({ path: 'fragrance', name: '香水' });
  });

  it('lists, filters and counts results like a category', async () => {
    const { body } = await stack().graphql(`{
      productFilters(query: "lipstick") { totalCount others { key count } }
      products(query: "lipstick", filter: { others: [VEGAN] }, first: 48) { totalCount nodes { name } }
    }`);
    expect(body.errors).toBeUndefined();
    const vegan = body.data!.productFilters.others.find((o: any) => o.key === 'VEGAN').count;
    expect(body.data!.products.totalCount).toBe(vegan);
    expect(vegan).toBeGreaterThan(0);
  });

  it('offers the popular searches of the site in its language, and popular brands', async () => {
    const { body } = await stack().graphql('{ popularSearches { queries brands { slug name } } }', {
      headers: { 'x-site-country': 'hk', 'x-site-language': 'zh' },
    });
    expect(body.data!.popularSearches.queries[0]).toBe('口紅');
    expect(body.data!.popularSearches.brands).toHaveLength(8);
  });

  it('refuses more than 24 suggestions before calling the api', async () => {
    const { body } = await stack().graphql(SEARCH, { variables: { query: 'lip', first: 100 } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack().restCalls).toHaveLength(0);
  });
});
