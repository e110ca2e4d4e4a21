// The catalogue as a shopper meets it, through the REST api on a real database.
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CURRENCY } from '@beauty/contracts/locale';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import type { Brand, Category, Product, ProductList, Variant } from '@beauty/contracts/catalog';

const effectivePrice = (p: Product) => (p.salePrice ?? p.price).amount;

describe.each(TEST_DATABASES)('catalogue on $name', (database) => {
  const api = startTestAppForSuite(database);

  const list = async (query: string, country?: string) => {
    const res = await api.get<ProductList>(`products?${query}`, { country });
    expect(res.status).toBe(200);
    return res.body;
  };

  describe('listing', () => {
    it('lists all 1,000 products, 24 to a page by default, most-loved first', async () => {
      const page = await list('');
      expect(page.total).toBe(1_000);
      expect(page.products).toHaveLength(24);
      expect(page).toMatchObject({ offset: 0, limit: 24 });
      expect(page.products[0]).toMatchObject({ id: 'P2855', name: 'Blush' });
      const loves = page.products.map((p) => p.lovesCount);
      expect(loves).toEqual([...loves].sort((a, b) => b - a));
    });

    it('filters by category path including every category below it', async () => {
      expect((await list('category=makeup')).total).toBe(258);
      expect((await list('category=makeup/face')).total).toBe(70);
      const primers = await list('category=makeup/face/face-primer&limit=96');
      expect(primers.total).toBe(16);
      expect(primers.products).toHaveLength(16);
    });

    it('filters by brand slug, and combines with the category', async () => {
      const virtue = await list('brand=virtue&limit=96');
      expect(virtue.total).toBe(11);
      expect(new Set(virtue.products.map((p) => p.brandId))).toEqual(new Set(['6304']));
      expect((await list('brand=virtue&category=makeup')).total).toBe(0);
    });

    it('shows an empty shelf, not an error, for a category or brand that does not exist', async () => {
      for (const query of ['category=nope', 'brand=nope', "category=makeup'%20or%201=1--", 'brand=%E2%9C%A8', 'category=%25']) {
        expect(await list(query)).toMatchObject({ products: [], total: 0 });
      }
    });

    it('sorts by price both ways, on the price shown (sale price when on sale), ties by id', async () => {
      for (const [sort, sign] of [
        ['price_asc', 1],
        ['price_desc', -1],
      ] as const) {
        const page = await list(`sort=${sort}&limit=96&category=skincare`);
        for (let i = 1; i < page.products.length; i++) {
          const [a, b] = [page.products[i - 1]!, page.products[i]!];
          const diff = (effectivePrice(b) - effectivePrice(a)) * sign;
          expect(diff).toBeGreaterThanOrEqual(0);
          if (diff === 0) expect(a.id < b.id).toBe(true);
        }
      }
    });

    it('sorts newest first with new products at the top', async () => {
      const page = await list('sort=newest&limit=96');
      const dates = page.products.map((p) => Date.parse(p.launchedAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(page.products.slice(0, 68).every((p) => p.isNew)).toBe(true);
      expect(page.products.slice(68).some((p) => p.isNew)).toBe(false);
    });

    it('sorts top rated first, unrated last', async () => {
      const first = await list('sort=top_rated&limit=10');
      expect(first.products.every((p) => p.rating === 5)).toBe(true);
      const last = await list('sort=top_rated&offset=990&limit=10');
      expect(last.products.every((p) => p.rating === null)).toBe(true);
    });

    it('pages through every product exactly once, whatever the sort', async () => {
      for (const sort of ['featured', 'newest', 'price_desc', 'price_asc', 'top_rated']) {
        const seen: string[] = [];
        for (let offset = 0; offset < 1_000; offset += 96) seen.push(...(await list(`sort=${sort}&offset=${offset}&limit=96`)).products.map((p) => p.id));
        expect(seen).toHaveLength(1_000);
        expect(new Set(seen).size).toBe(1_000);
      }
    });

    it('handles the edges of pagination', async () => {
      expect((await list('offset=990&limit=24')).products).toHaveLength(10);
      expect(await list('offset=1000')).toMatchObject({ products: [], total: 1_000, offset: 1_000 });
      expect(await list('offset=100000')).toMatchObject({ products: [], total: 1_000 });
      expect((await list('limit=96')).products).toHaveLength(96);
      for (const bad of ['limit=97', 'limit=0', 'offset=-1', 'offset=100001', 'limit=abc', 'offset=1e9', 'sort=cheapest']) {
        const res = await api.get(`products?${bad}`);
        expect(res.status, bad).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
    });

    it('returns a batch by ids in the order asked, leaving unknown ids out', async () => {
      const batch = await list('ids=P448733,nope,P2855,P448733,%27;drop%20table%20product;--,P476419');
      expect(batch.products.map((p) => p.id)).toEqual(['P448733', 'P2855', 'P476419']);
      expect(batch.total).toBe(3);
      expect((await list('ids=')).products).toEqual([]);
    });

    it('lists out-of-stock products too, as not in stock', async () => {
      const [product] = (await list('ids=P476419')).products; // out_of_stock in the data set
      expect(product).toMatchObject({ id: 'P476419', inStock: false });
    });
  });

  describe('prices in the site currency, rounded as each country prices', () => {
    // P448733 costs USD 40.00 (see catalog/seed/pricing.test.ts for the arithmetic).
    const expected: Record<string, number> = { AU: 6_400, HK: 31_000, ID: 64_800_000, MY: 17_900, NZ: 7_100, PH: 232_000, SG: 5_400, TH: 137_000 };

    it.each([...COUNTRIES])('%s', async (country) => {
      const res = await api.get<Product>('products/P448733', { country: country.toLowerCase() });
      expect(res.status).toBe(200);
      expect(res.body.price).toEqual({ amount: expected[country], currency: COUNTRY_CURRENCY[country] });
      const page = await list('limit=96', country.toLowerCase());
      expect(page.products.every((p) => p.price.currency === COUNTRY_CURRENCY[country])).toBe(true);
    });

    it('shows sale prices in the local currency below the regular price', async () => {
      // P476419: USD 68 on sale at 34.
      const res = await api.get<Product>('products/P476419', { country: 'au' });
      expect(res.body.price).toEqual({ amount: 10_900, currency: 'AUD' }); // 109.48 → 109
      expect(res.body.salePrice).toEqual({ amount: 5_500, currency: 'AUD' }); // 54.74 → 55
    });

    it('prices Indonesia in whole thousands of rupiah and Thailand in tens of baht', async () => {
      const id = await list('limit=96', 'id');
      expect(id.products.every((p) => p.price.amount % 100_000 === 0)).toBe(true);
      const th = await list('limit=96', 'th');
      expect(th.products.every((p) => p.price.amount % 1_000 === 0)).toBe(true);
    });
  });

  describe('product page', () => {
    it('finds a product by id and by slug, with everything the page shows', async () => {
      const byId = await api.get<Product>('products/P448733');
      const bySlug = await api.get<Product>(`products/${byId.body.slug}`);
      expect(bySlug.body).toEqual(byId.body);
      expect(byId.body).toMatchObject({
        name: 'Hydrating Recovery Shampoo for Dry, Damaged & Colored Hair',
        brandId: '6304',
        size: '8 oz/ 240 mL',
        variationType: 'size',
        defaultVariantId: 'P448733-1',
        imageUrl: '/images/products/P448733/P448733-1/packshot.v2.svg',
        highlights: ['Good for: Damage', 'Vegan', 'Good for: Color Care', 'Without Parabens', 'Without Sulfates SLS & SLES'],
        rating: 4.183,
        reviewCount: 153,
      });
    });

    it('answers 404 PRODUCT_NOT_FOUND for an unknown or nonsense product', async () => {
      for (const id of ['P000', 'no-such-product', '%E2%9C%A8%F0%9F%92%84', "P1'%20or%20'1'='1", 'x'.repeat(150)]) {
        const res = await api.get(`products/${id}`);
        expect(res.status, id).toBe(404);
        expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
      }
    });
  });

  describe('variants', () => {
    it('lists a product’s variants in order, default first, priced locally with stock status', async () => {
      const res = await api.get<{ variants: Variant[] }>('variants?product_ids=P448733', { country: 'my' });
      expect(res.status).toBe(200);
      const names = res.body.variants.map((v) => v.name);
      expect(names[0]).toBe('8 oz/ 240 mL');
      expect(res.body.variants).toHaveLength(3);
      expect(res.body.variants[0]).toMatchObject({ id: 'P448733-1', isDefault: true, price: { amount: 17_900, currency: 'MYR' } });
      for (const v of res.body.variants) {
        expect(['in_stock', 'low_stock', 'out_of_stock']).toContain(v.stockStatus);
        expect(v.maxQuantity).toBeLessThanOrEqual(10);
      }
    });

    it('gives shades their swatch colours', async () => {
      const res = await api.get<{ variants: Variant[] }>('variants?product_ids=P469460');
      expect(res.body.variants).toHaveLength(12);
      expect(res.body.variants.every((v) => v.type === 'shade' && /^#[0-9a-f]{6}$/.test(v.swatchColor!))).toBe(true);
    });

    it('finds variants by ids in the order asked, and says which are low on stock', async () => {
      const res = await api.get<{ variants: Variant[] }>('variants?ids=P448733-2,P000-1,P448733-1');
      expect(res.body.variants.map((v) => v.id)).toEqual(['P448733-2', 'P448733-1']);
      const all = await api.get<{ variants: Variant[] }>(`variants?product_ids=${(await list('limit=96')).products.map((p) => p.id).join(',')}`);
      expect(all.body.variants.some((v) => v.stockStatus === 'low_stock' && v.maxQuantity >= 1 && v.maxQuantity <= 5)).toBe(true);
    });

    it('asks for ids or product_ids', async () => {
      const res = await api.get('variants');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('brands and categories', () => {
    it('lists 240 brands alphabetically by slug, with product counts', async () => {
      const res = await api.get<{ brands: Brand[] }>('brands/');
      expect(res.body.brands).toHaveLength(240);
      const slugs = res.body.brands.map((b) => b.slug);
      expect(slugs).toEqual([...slugs].sort());
      expect(res.body.brands.reduce((n, b) => n + b.productCount, 0)).toBe(1_000);
    });

    it('finds brands by ids (order kept) and by slug', async () => {
      const byIds = await api.get<{ brands: Brand[] }>('brands/?ids=6304,nope,1254');
      expect(byIds.body.brands.map((b) => b.name)).toEqual(['Virtue', 'CLINIQUE']);
      const bySlug = await api.get<{ brands: Brand[] }>('brands/?slug=virtue');
      expect(bySlug.body.brands).toEqual([{ id: '6304', slug: 'virtue', name: 'Virtue', productCount: 11 }]);
      expect((await api.get<{ brands: Brand[] }>('brands/?slug=N%C3%BCrnberg%00')).body.brands).toEqual([]);
    });

    it('lists the category tree with stable ids, parents first, counts including descendants', async () => {
      const res = await api.get<{ categories: Category[] }>('categories/');
      const categories = res.body.categories;
      expect(categories).toHaveLength(154);
      expect(
        categories
          .filter((c) => c.depth === 1)
          .map((c) => c.slug)
          .slice(0, 4),
      ).toEqual(['makeup', 'skincare', 'hair', 'fragrance']);
      const byId = new Map(categories.map((c) => [c.id, c]));
      const primer = categories.find((c) => c.path === 'makeup/face/face-primer')!;
      expect(primer).toMatchObject({ name: 'Face Primer', depth: 3, productCount: 16 });
      expect(byId.get(primer.parentId!)).toMatchObject({ path: 'makeup/face', productCount: 70 });
      expect(categories.filter((c) => c.depth === 1).reduce((n, c) => n + c.productCount, 0)).toBe(1_000);
      const index = new Map(categories.map((c, i) => [c.id, i]));
      for (const c of categories) if (c.parentId) expect(index.get(c.parentId)!).toBeLessThan(index.get(c.id)!);
    });
  });

  describe('product images', () => {
    it('serves an SVG for every product with immutable caching', async () => {
      const res = await api.get('//images/products/P448733.svg');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.text).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.text).toContain('VIRTUE');
      expect(res.text).toContain('Damaged &amp; Colored Hair'); // escaped, not raw
    });

    it('escapes every product and brand name into well-formed text (Dolce&Gabbana, Kiehl’s…)', async () => {
      const { rows } = await api.db.query<{ id: string }>(
        `select p.id from product p join brand b on b.id = p.brand_id where b.name ~ '[&''"<>]' or p.name ~ '[&''"<>]'`,
      );
      expect(rows.length).toBeGreaterThan(20);
      for (const { id } of rows) {
        const svg = (await api.get(`//images/products/${id}.svg`)).text;
        for (const entity of svg.match(/&[^;\s]*;?/g) ?? []) expect(['&lt;', '&gt;', '&amp;', '&quot;', '&apos;'], id).toContain(entity);
      }
    });

    it('answers 404 for an image of no product', async () => {
      expect((await api.get('//images/products/P000.svg')).status).toBe(404);
      expect((await api.get('//images/products/P448733.png')).status).toBe(404);
    });

    describe('per variant and view (decision 0117)', () => {
      const shadeProduct = async () => {
        const { rows } = await api.db.query<{ product_id: string; ids: string[]; colours: string[] }>(
          `select product_id, array_agg(id order by id) as ids, array_agg(swatch_color order by id) as colours
           from variant where type = 'shade' and swatch_color is not null
           group by product_id having count(distinct swatch_color) > 1 order by product_id limit 1`,
        );
        return rows[0]!;
      };

      it("paints each shade's packshot in that shade, each view differently, cached as immutable", async () => {
        const { product_id: productId, ids, colours } = await shadeProduct();
        const first = await api.get(`//images/products/${productId}/${ids[0]}/packshot.v2.svg`);
        const second = await api.get(`//images/products/${productId}/${ids[1]}/packshot.v2.svg`);
        expect(first.status).toBe(200);
        expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(first.text).toContain(`stop-color="${colours[0]!.toLowerCase()}"`);
        expect(second.text).toContain(`stop-color="${colours[1]!.toLowerCase()}"`);
        expect(second.text).not.toEqual(first.text);
        const views = await Promise.all(['texture', 'box'].map((view) => api.get(`//images/products/${productId}/${ids[0]}/${view}.v2.svg`)));
        expect(views.map((v) => v.status)).toEqual([200, 200]);
        expect(new Set([first.text, ...views.map((v) => v.text)]).size).toBe(3);
      });

      it('names what the REST product shows: its default variant packshot', async () => {
        const product = (await api.get<Product>('products/P448733')).body;
        const res = await api.get(`/${product.imageUrl}`);
        expect(res.status).toBe(200);
        expect(res.text).toContain('8 oz/ 240 mL');
      });

      it('answers 404 for a variant of another product, an unknown view or a version not drawn yet', async () => {
        const { product_id: productId, ids } = await shadeProduct();
        expect((await api.get(`//images/products/${productId}/P448733-1/packshot.v2.svg`)).status).toBe(404);
        expect((await api.get(`//images/products/${productId}/${productId}-999/packshot.v2.svg`)).status).toBe(404);
        expect((await api.get(`//images/products/${productId}/${ids[0]}/side.v2.svg`)).status).toBe(404);
        expect((await api.get(`//images/products/${productId}/${ids[0]}/packshot.v3.svg`)).status).toBe(404);
      });

      it('still answers an older version, with today’s picture, not as immutable', async () => {
        const res = await api.get('//images/products/P448733/P448733-1/packshot.v1.svg');
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
      });
    });
  });
});
