// Conditional GETs on the answers kept under the catalogue's version (decision 0125): the
// gateway sends back the tag it holds and gets a 304 while the answer stands, and the new
// answer at once when a price or stock change moves the version.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductList, VariantList } from '@beauty/contracts/catalog';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';

describe.each(TEST_DATABASES)('revalidating catalogue answers on $name', (database) => {
  let product: Product;
  const api = startTestAppForSuite(database);
  beforeAll(async () => {
    product = (await api.get<ProductList>('products?limit=1&sort=featured', { country: 'SG' })).body.products[0]!;
  });

  const paths = () => ['products?limit=48&sort=featured', `products/${product.slug}`, `variants?product_ids=${product.id}`];

  it('tags a listing page, a product and its variants, and answers 304 with no body while they stand', async () => {
    for (const path of paths()) {
      const first = await api.get(path, { country: 'SG' });
      expect(first.status, path).toBe(200);
      const tag = String(first.headers.etag);
      expect(tag, path).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control'], path).toBe('no-cache');

      const again = await api.get(path, { country: 'SG', headers: { 'if-none-match': tag } });
      expect(again.status, path).toBe(304);
      expect(again.text, path).toBe('');
      expect(again.headers.etag, path).toBe(tag);

      // Another tag, or another country's answer, is sent whole.
      expect((await api.get(path, { country: 'SG', headers: { 'if-none-match': '"stale"' } })).status, path).toBe(200);
      const inThailand = await api.get(path, { country: 'TH', headers: { 'if-none-match': tag } });
      expect(inThailand.status, path).toBe(200);
      expect(inThailand.headers.etag, path).not.toBe(tag);
    }
  });

  it('sends the new answer at once when a price changes, though the old tag is asked', async () => {
    const tags = new Map<string, string>();
    for (const path of paths()) tags.set(path, String((await api.get(path, { country: 'SG' })).headers.etag));
    const variantId = (await api.get<VariantList>(`variants?product_ids=${product.id}`, { country: 'SG' })).body.variants[0]!.id;
    const before = (await api.get<VariantList>(`variants?product_ids=${product.id}`, { country: 'SG' })).body.variants[0]!.price.amount;
    await api.db.query(`update variant_price set amount = amount + 500 where variant_id = $1 and country = 'SG'`, [variantId]);

    const variants = await api.get<VariantList>(`variants?product_ids=${product.id}`, { country: 'SG', headers: { 'if-none-match': tags.get(paths()[2]!)! } });
    expect(variants.status).toBe(200);
    expect(variants.body.variants[0]!.price.amount).toBe(before + 500);
    expect(variants.headers.etag).not.toBe(tags.get(paths()[2]!));
  });

  it('tags no error: an unknown product is a 404 whatever is asked', async () => {
    const missing = await api.get('products/no-such-product-anywhere', { country: 'SG', headers: { 'if-none-match': '*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
