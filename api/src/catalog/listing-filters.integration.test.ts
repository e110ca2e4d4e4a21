// Listing filters and their facet counts (GET products, GET products/filters/) through the
// REST api on a real database. Counts are checked against the products themselves,
// counted here in plain TypeScript from the listing's own pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import type { Brand, Product, ProductFilters, ProductList } from '@beauty/contracts/catalog';
import { HIGHLIGHT_TAGS } from './shelf-tags.ts';

const paid = (p: Product) => (p.salePrice ?? p.price).amount;

/** Whether a product carries an "others" tag, read from its flags and highlights. */
function hasTag(p: Product, key: string): boolean {
  const flags: Record<string, boolean> = { new: p.isNew, exclusive: p.isExclusive, online_only: p.isOnlineOnly, limited_edition: p.isLimitedEdition };
  if (key in flags) return flags[key] ?? false;
  const highlight = HIGHLIGHT_TAGS[key as keyof typeof HIGHLIGHT_TAGS];
  return highlight !== undefined && p.highlights.includes(highlight);
}

describe.each(TEST_DATABASES)('listing filters on $name', (database) => {
  let makeup: Product[];
  let brandSlugById: Map<string, string>;

  const list = async (query: string, country?: string) => {
    const res = await api.get<ProductList>(`products?${query}`, { country });
    expect(res.status).toBe(200);
    return res.body;
  };
  const facets = async (query: string, country?: string) => {
    const res = await api.get<ProductFilters>(`products/filters/?${query}`, { country });
    expect(res.status).toBe(200);
    return res.body;
  };
  /** Every product of a listing, page by page. */
  const all = async (query: string, country?: string) => {
    const products: Product[] = [];
    for (let offset = 0; ; offset += 96) {
      const page = await list(`${query}&limit=96&offset=${offset}`, country);
      products.push(...page.products);
      if (offset + 96 >= page.total) return products;
    }
  };

  const api = startTestAppForSuite(database);
  beforeAll(async () => {
    makeup = await all('category=makeup', 'SG');
    const brands = (await api.get<{ brands: Brand[] }>('brands/')).body.brands;
    brandSlugById = new Map(brands.map((b) => [b.id, b.slug]));
  });

  it('counts each brand of a category as the products of that brand there', async () => {
    const { total, brands } = await facets('category=makeup', 'SG');
    expect(total).toBe(makeup.length);
    const expected = new Map<string, number>();
    for (const p of makeup) {
      const slug = brandSlugById.get(p.brandId) ?? '';
      expected.set(slug, (expected.get(slug) ?? 0) + 1);
    }
    expect(new Map(brands.map((b) => [b.slug, b.count]))).toEqual(expected);
    const names = brands.map((b) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('offers the category’s children with counts that include their own children', async () => {
    const { categories } = await facets('category=makeup', 'SG');
    expect(categories.map((c) => c.path).every((path) => path.split('/').length === 2 && path.startsWith('makeup/'))).toBe(true);
    for (const option of categories) {
      expect((await list(`category=makeup&categories=${option.path}`, 'SG')).total).toBe(option.count);
    }
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(makeup.length);
    const top = await facets('', 'SG');
    expect(top.categories.map((c) => c.path)).toContain('makeup');
    expect(top.categories.find((c) => c.path === 'makeup')?.count).toBe(makeup.length);
  });

  it('cuts prices into ranges of the site’s own currency, on the price the shopper pays', async () => {
    for (const country of ['SG', 'TH', 'ID'] as const) {
      const products = country === 'SG' ? makeup : await all('category=makeup', country);
      const { priceRanges } = await facets('category=makeup', country);
      expect(priceRanges).toHaveLength(5);
      for (const range of priceRanges) {
        expect(range.min.currency).toBe(products[0]?.price.currency);
        const inRange = products.filter((p) => paid(p) >= range.min.amount && (range.max === null || paid(p) < range.max.amount));
        expect(range.count, `${country} ${range.key}`).toBe(inRange.length);
        expect((await list(`category=makeup&price=${range.key}`, country)).total).toBe(inRange.length);
      }
      expect(priceRanges.reduce((sum, r) => sum + r.count, 0)).toBe(products.length);
    }
    const { priceRanges: baht } = await facets('', 'TH');
    expect(baht.map((r) => r.key)).toEqual(['0-600', '600-1200', '1200-2400', '2400-4800', '4800-']);
  });

  it('counts the others (flags and highlights) and on sale', async () => {
    const { others, onSale } = await facets('category=makeup', 'SG');
    for (const option of others) {
      expect(option.count, option.key).toBe(makeup.filter((p) => hasTag(p, option.key)).length);
    }
    expect(others.find((o) => o.key === 'vegan')?.count).toBeGreaterThan(20);
    expect(onSale.count).toBe(makeup.filter((p) => p.salePrice !== null).length);
    const sale = await all('category=makeup&on_sale=true', 'SG');
    expect(sale.length).toBe(onSale.count);
    expect(sale.every((p) => p.salePrice !== null)).toBe(true);
  });

  it('combines filters: options of a group widen, groups narrow, each others option narrows', async () => {
    const vegan = makeup.filter((p) => hasTag(p, 'vegan'));
    const twoBrands = [...new Set(vegan.map((p) => brandSlugById.get(p.brandId) ?? ''))].slice(0, 2);
    const expected = vegan.filter((p) => twoBrands.includes(brandSlugById.get(p.brandId) ?? '') && paid(p) < 5000);
    const query = `category=makeup&others=vegan&brands=${twoBrands.join(',')}&price=0-25,25-50`;
    const listed = await all(query, 'SG');
    expect(listed.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());

    const veganClean = await all('category=makeup&others=vegan,clean', 'SG');
    expect(veganClean.length).toBe(makeup.filter((p) => hasTag(p, 'vegan') && hasTag(p, 'clean')).length);
    expect(veganClean.length).toBeLessThan(vegan.length);

    // A facet ignores its own group: the brand counts under a brand choice stay those of the other filters.
    const chosen = await facets(query, 'SG');
    expect(chosen.total).toBe(expected.length);
    for (const brand of chosen.brands) {
      const count = vegan.filter((p) => brandSlugById.get(p.brandId) === brand.slug && paid(p) < 5000).length;
      expect(brand.count, brand.slug).toBe(count);
    }
    expect(chosen.others.find((o) => o.key === 'vegan')?.count).toBe(expected.length);
  });

  it('keeps a chosen option that nothing matches, at zero, so it can be unchosen', async () => {
    const { brands, total } = await facets('category=makeup&brands=virtue', 'SG');
    expect(total).toBe(0);
    expect(brands.find((b) => b.slug === 'virtue')).toMatchObject({ count: 0 });
  });

  it('sorts and pages a filtered listing', async () => {
    const vegan = makeup.filter((p) => hasTag(p, 'vegan'));
    const first = await list('category=makeup&others=vegan&sort=price_asc&limit=24', 'SG');
    const second = await list('category=makeup&others=vegan&sort=price_asc&limit=24&offset=24', 'SG');
    expect(first.total).toBe(vegan.length);
    const prices = [...first.products, ...second.products].map(paid);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set([...first.products, ...second.products].map((p) => p.id)).size).toBe(prices.length);
    const last = await list(`category=makeup&others=vegan&limit=24&offset=${vegan.length}`, 'SG');
    expect(last).toMatchObject({ products: [], total: vegan.length });
  });

  it('answers 400 for a price range or others value that is not one, and nothing for unknown pages', async () => {
    for (const query of ['price=abc', 'price=50-25', 'others=sparkly', 'on_sale=maybe']) {
      const res = await api.get(`products/filters/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect((await api.get(`products?${query}`)).status, query).toBe(400);
    }
    const none = await facets('category=nope%27', 'SG');
    expect(none).toMatchObject({ total: 0, brands: [], categories: [] });
    expect(none.priceRanges.every((r) => r.count === 0)).toBe(true);
    expect((await facets('brands=nope,%E2%9C%A8&categories=%25', 'SG')).total).toBe(0);
  });
});
