// Search through the REST api on a real database: English words and their stems, a typo
// corrected ("did you mean"), Thai and Chinese queries (no spaces between words) and their
// typos, no match, suggestions while typing, and popular searches per site.
import { describe, expect, it } from 'vitest';
import type { Product, ProductFilters, ProductList } from '@beauty/contracts/catalog';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import type { PopularQueries, SearchResult } from '@beauty/contracts/search';

describe.each(TEST_DATABASES)('search on $name', (database) => {
  const api = startTestAppForSuite(database);

  const search = async (q: string, options: { country?: string; language?: string; query?: string } = {}) => {
    const res = await api.get<SearchResult>(`search/?q=${encodeURIComponent(q)}${options.query ?? ''}`, options);
    expect(res.status, q).toBe(200);
    return res.body;
  };
  const listed = async (q: string, extra = '') => {
    const res = await api.get<ProductList>(`products?q=${encodeURIComponent(q)}&limit=96${extra}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const ids = (products: Product[]) => products.map((p) => p.id).sort();

  it('finds products by the words of their name, brand and category, plurals too', async () => {
    const mascara = await listed('mascara');
    expect(mascara.total).toBeGreaterThan(10);
    expect(mascara.products.every((p) => /mascara/i.test(p.name) || p.categoryId !== null)).toBe(true);
    expect(mascara.products.filter((p) => /mascara/i.test(p.name)).length).toBeGreaterThan(5);
    expect((await listed('mascaras')).total).toBe(mascara.total);
    const both = await listed('fenty beauty lip');
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan((await listed('fenty beauty')).total);
    expect((await search('mascara')).total).toBe(mascara.total);
  });

  it('corrects a misspelt query and shows what the correction finds', async () => {
    const result = await search('mascra');
    expect(result.correctedQuery).toBe('mascara');
    expect(result.total).toBe((await listed('mascara')).total);
    expect(result.products.length).toBe(6);
    const twoWords = await search('fenty beuty');
    expect(twoWords.correctedQuery).toBe('fenty beauty');
    expect(twoWords.total).toBeGreaterThan(0);
  });

  it('finds Thai and Chinese queries, written without spaces, as their English words', async () => {
    const lipstick = ids((await listed('lipstick')).products);
    expect(lipstick.length).toBeGreaterThan(5);
    expect(ids((await listed('ลิปสติก')).products)).toEqual(lipstick);
    expect(ids((await listed('口紅')).products)).toEqual(lipstick);
    // Two words run together: the segmenter cuts them, and both must match.
    expect(ids((await listed('口紅唇膏')).products)).toEqual(lipstick);
    const thaiMakeupLipstick = await listed('ลิปสติกเมคอัพ');
    expect(thaiMakeupLipstick.total).toBeGreaterThan(0);
    expect(thaiMakeupLipstick.total).toBeLessThanOrEqual(lipstick.length);
    expect(ids((await listed('มาสคาร่า')).products)).toEqual(ids((await listed('mascara')).products));
    expect((await search('睫毛膏', { country: 'HK', language: 'zh' })).total).toBe((await listed('mascara')).total);
  });

  it('finds with a Thai compound word at least what its parts find, and mends a typo in it', async () => {
    // ครีมกันแดด ("sun cream") is how Thai shoppers say sunscreen; กันแดด alone found 19, it 4.
    const sunscreen = ids((await listed('sunscreen')).products);
    expect(sunscreen.length).toBeGreaterThan(10);
    expect(ids((await listed('กันแดด')).products)).toEqual(sunscreen);
    expect(ids((await listed('ครีมกันแดด')).products)).toEqual(expect.arrayContaining(sunscreen));
    for (const typo of ['ครีมกันแดต', 'กันแดต']) {
      const result = await search(typo, { country: 'TH', language: 'th' });
      expect(result.correctedQuery, typo).not.toBeNull();
      expect(result.total, typo).toBeGreaterThanOrEqual(sunscreen.length);
    }
  });

  it('corrects Thai and Chinese typos too', async () => {
    const thai = await search('ลิปสติค', { country: 'TH', language: 'th' });
    expect(thai.correctedQuery).toBe('ลิปสติก');
    expect(thai.total).toBe((await listed('lipstick')).total);
    const chinese = await search('睫毛膏膏', { country: 'HK', language: 'zh' });
    expect(chinese.total).toBeGreaterThan(0);
  });

  it('says nothing was found, without a guess, for a query unlike anything in the shop', async () => {
    for (const q of ['qwxzqj', 'ฮฮฮฮฮฮ', '鑫鑫鑫鑫', '%_\\', "'; drop table product; --"]) {
      const result = await search(q);
      expect(result, q).toMatchObject({ total: 0, products: [], correctedQuery: null });
      expect((await listed(q)).total, q).toBe(0);
    }
    expect(await search('   ')).toMatchObject({ query: '', total: 0 });
  });

  it('suggests words, brands and categories as the shopper types', async () => {
    const typing = await search('masc', { query: '&limit=3' });
    expect(typing.terms[0]).toBe('mascara');
    expect(typing.products).toHaveLength(3);
    const brand = await search('fenty');
    expect(brand.brands.map((b) => b.name).sort()).toEqual(['Fenty Beauty by Rihanna', 'Fenty Skin']);
    expect((await search('fenty beuty')).brands[0]).toMatchObject({ name: 'Fenty Beauty by Rihanna' });
    const category = await search('香水', { country: 'HK', language: 'zh' });
    expect(category.categories[0]).toEqual({ path: 'fragrance', name: '香水' });
    const english = await search('eye');
    expect(english.categories.map((c) => c.name)).toContain('Eye');
  });

  it('shows in the overlay the first products of the results page, and the same total, in every script', async () => {
    // The overlay reads the search documents, the results page the shelf (search-page.ts).
    for (const [q, country] of [
      ['lipstick', 'SG'],
      ['fenty beauty', 'AU'],
      ['ครีมกันแดด', 'TH'],
      ['口紅', 'HK'],
      ['masc', 'ID'],
    ] as const) {
      const overlay = await search(q, { country, query: '&limit=6' });
      const page = (await api.get<ProductList>(`products?q=${encodeURIComponent(q)}&limit=6&sort=featured`, { country })).body;
      expect(overlay.total, q).toBe(page.total);
      expect(
        overlay.products.map((p) => p.id),
        q,
      ).toEqual(page.products.map((p) => p.id));
      expect(overlay.products.length, q).toBe(Math.min(6, page.total));
    }
  });

  it('answers a repeated search alike, with today’s stock of its products', async () => {
    const first = await search('hyaluronic', { country: 'NZ' });
    const product = first.products.find((p) => p.inStock);
    expect(product).toBeDefined();
    // Sold out after the first search: the second (from the answer cache) must say so.
    await api.db.query(`update stock set quantity = 0 where country = 'NZ' and variant_id in (select id from variant where product_id = $1)`, [product!.id]);
    const again = await search('hyaluronic', { country: 'NZ' });
    expect({ ...again, products: [] }).toEqual({ ...first, products: [] });
    expect(again.products.map((p) => p.id)).toEqual(first.products.map((p) => p.id));
    expect(again.products.find((p) => p.id === product!.id)?.inStock).toBe(false);
  });

  it('pages through search results to the end, keeping the total past the last page', async () => {
    const all = await listed('serum', '&sort=price_asc');
    expect(all.total).toBeGreaterThan(10);
    expect(all.total).toBeLessThanOrEqual(96); // one listing holds them all
    const seen: string[] = [];
    for (let offset = 0; offset < all.total; offset += 7) {
      const page = (await api.get<ProductList>(`products?q=serum&sort=price_asc&limit=7&offset=${offset}`)).body;
      expect(page.total).toBe(all.total);
      seen.push(...page.products.map((p) => p.id));
    }
    expect(seen.sort()).toEqual(ids(all.products)); // each once, none missing
    const past = (await api.get<ProductList>(`products?q=serum&limit=7&offset=${all.total + 50}`)).body;
    expect(past).toMatchObject({ products: [], total: all.total });
  });

  it('filters and counts search results like any listing', async () => {
    const facets = (await api.get<ProductFilters>('products/filters/?q=lipstick')).body;
    expect(facets.total).toBe((await listed('lipstick')).total);
    const vegan = facets.others.find((o) => o.key === 'vegan')?.count ?? 0;
    expect((await listed('lipstick', '&others=vegan')).total).toBe(vegan);
  });

  it('offers the site’s popular searches in its language, and counts submitted searches', async () => {
    const popular = async (country: string, language: string) => (await api.get<PopularQueries>('search/popular-queries/', { country, language })).body;
    const hk = await popular('HK', 'zh');
    expect(hk.queries[0]?.query).toBe('口紅');
    expect(hk.brands).toHaveLength(8);
    expect((await popular('TH', 'th')).queries[0]?.query).toBe('ลิปสติก');
    for (let i = 0; i < 90; i += 1) await search('blush', { country: 'MY', query: '&record=true&limit=0' });
    const my = await popular('MY', 'en');
    expect(my.queries[0]).toEqual({ query: 'blush', searches: 90 });
    await search('qwxzqj', { country: 'MY', query: '&record=true' });
    expect((await popular('MY', 'en')).queries.map((q) => q.query)).not.toContain('qwxzqj');
  });
});
