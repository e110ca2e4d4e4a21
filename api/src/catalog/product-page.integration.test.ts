// What the product page needs beyond the product itself: the badges of docs/product.md#badges and
// related products, through the REST api on a real database.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { PRODUCT_BADGES, type Product, type ProductList } from '@beauty/contracts/catalog';

describe.each(TEST_DATABASES)('product page data on $name', (database) => {
  let all: Product[];
  const api = startTestAppForSuite(database);
  beforeAll(async () => {
    all = [];
    for (let offset = 0; offset < 1_000; offset += 96) {
      all.push(...(await api.get<ProductList>(`products?limit=96&offset=${offset}`)).body.products);
    }
  });

  it('gives a few products each badge, the same on every seed, and "selected only" only to products with variants', async () => {
    for (const badge of PRODUCT_BADGES) {
      const carriers = all.filter((p) => p.badges.includes(badge));
      expect(carriers.length, badge).toBeGreaterThanOrEqual(badge === 'selected_only' ? 40 : 5);
      expect(carriers.length, badge).toBeLessThan(150);
    }
    expect(all.filter((p) => p.badges.includes('selected_only')).every((p) => p.variationType !== 'none')).toBe(true);
    const withBadge = all.find((p) => p.badges.includes('coming_soon'))!;
    expect((await api.get<Product>(`products/${withBadge.slug}`)).body.badges).toContain('coming_soon');
    // A fresh seed chooses the same products.
    const again = await startTestApp(database);
    try {
      const same = (await again.get<Product>(`products/${withBadge.id}`)).body;
      expect(same.badges).toEqual(withBadge.badges);
    } finally {
      await again.close();
    }
  });

  it('opens every product of the catalogue by its slug, the longest ones too', async () => {
    const longest = [...all].sort((a, b) => b.slug.length - a.slug.length).slice(0, 20);
    expect(longest[0]!.slug.length).toBeGreaterThan(64);
    for (const product of longest) {
      const res = await api.get<Product>(`products/${product.slug}`);
      expect(res.status, product.slug).toBe(200);
      expect(res.body.id).toBe(product.id);
    }
  });

  it('serves the brands the legacy slugs of docs/product.md#legacy-brand-slugs redirect to under their canonical slugs', async () => {
    const nameBySlug = {
      'one-size': 'ONE/SIZE by Patrick Starrr',
      'gucci-beauty': 'Gucci',
      'burberry-beauty': 'BURBERRY',
      'armani-beauty': 'Armani Beauty',
      'milk-makeup': 'MILK MAKEUP',
    };
    for (const [slug, name] of Object.entries(nameBySlug)) {
      const { brands } = (await api.get<{ brands: { name: string; productCount: number }[] }>(`brands/?slug=${slug}`)).body;
      expect(brands[0], slug).toMatchObject({ name });
      expect(brands[0]!.productCount, slug).toBeGreaterThan(0);
    }
  });

  it('says where a product’s imported ratings were given, and counts this shop’s reviews apart', async () => {
    // The page said "2,032 reviews" and listed none: those are the data set's ratings, given on Sephora.
    const rated = [...all].sort((a, b) => b.reviewCount - a.reviewCount)[0]!;
    expect(rated.reviewCount).toBeGreaterThan(1_000);
    const { body } = await api.get(`products/${rated.id}/reviews`);
    expect(body).toMatchObject({ importedRating: { count: rated.reviewCount, source: 'Sephora' }, ownReviewCount: 0, ownRating: null, reviews: [] });
    expect(body.importedRating.rating).toBeCloseTo(rated.rating!, 2);
    const unrated = all.find((p) => p.rating === null)!;
    expect((await api.get(`products/${unrated.id}/reviews`)).body).toMatchObject({ importedRating: null, ownReviewCount: 0 });
  });

  it('offers free samples only of brands the shop carries, in every country', async () => {
    const { brands } = (await api.get<{ brands: { name: string; productCount: number }[] }>('brands/')).body;
    const carried = new Set(brands.filter((b) => b.productCount > 0).map((b) => b.name.toLowerCase()));
    for (const country of ['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH']) {
      const { samples } = (await api.get<{ samples: { id: string; brandName: string }[] }>('cart/samples', { country })).body;
      expect(samples.length, country).toBeGreaterThan(0);
      for (const sample of samples) expect(carried.has(sample.brandName.toLowerCase()), `${country}: ${sample.brandName}`).toBe(true);
    }
    // Nor can one be picked by its id (Mugler's, in migration 0030).
    const picked = await api.call<{ code: string }>('POST', 'cart/samples', { body: { sampleId: 'S-SG-4' }, country: 'SG', deviceId: randomUUID() });
    expect(picked.status).toBe(422);
    expect(picked.body.code).toBe('SAMPLE_NOT_FOUND');
  });

  it('relates products of the same category first, most loved first, never the product itself', async () => {
    const product = all.find((p) => p.id === 'P2855')!; // Blush, in makeup/cheek/blush
    const related = (await api.get<ProductList>(`products?related_to=${product.slug}&limit=8`)).body.products;
    expect(related).toHaveLength(8);
    expect(related.map((p) => p.id)).not.toContain(product.id);
    expect(related[0]!.categoryId).toBe(product.categoryId);
    const sameCategory = related.filter((p) => p.categoryId === product.categoryId);
    const loves = sameCategory.map((p) => p.lovesCount);
    expect(loves).toEqual([...loves].sort((a, b) => b - a));
    expect((await api.get<ProductList>('products?related_to=nope')).body.products).toEqual([]);
  });
});
