// Listing pages, products and variant lists are kept in memory under the catalogue's version (decision
// 0123, versioned-cache.ts): a page asked again is the same answer, and a change a shopper
// could see (a price, a sell-out) shows on the very next read, never an old answer.
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';

interface Listed {
  id: string;
  price: { amount: number };
  inStock: boolean;
}

describe.each(TEST_DATABASES)('listing pages kept under the catalogue version on $name', (database) => {
  const api = startTestAppForSuite(database);

  const page = async (path = 'products?category=makeup&sort=featured&offset=0&limit=48') => {
    const res = await api.get<{ products: Listed[]; total: number }>(path, { country: 'SG' });
    expect(res.status).toBe(200);
    return res.body;
  };
  const listed = async (id: string) => (await page()).products.find((p) => p.id === id)!;

  it('answers a page asked again with the same products', async () => {
    const first = await page();
    expect(first.products).toHaveLength(48);
    expect(await page()).toEqual(first);
  });

  it('shows a new price on the next read', async () => {
    const { id, price } = (await page()).products.find((p) => p.inStock)!;
    await api.db.query(
      `update variant_price set amount = amount + 12300 where country = 'SG' and variant_id in (select id from variant where product_id = $1)`,
      [id],
    );
    expect((await listed(id)).price.amount).toBe(price.amount + 12300);
  });

  it('shows a sell-out on the next read', async () => {
    const { id } = (await page()).products.find((p) => p.inStock)!;
    await api.db.query(`update stock set quantity = 0 where country = 'SG' and variant_id in (select id from variant where product_id = $1)`, [id]);
    expect((await listed(id)).inStock).toBe(false);
  });

  it("shows a variant's new price and sell-out on the next read of its product's variants", async () => {
    const { id } = (await page()).products.find((p) => p.inStock)!;
    const variants = async () => {
      const res = await api.get<{ variants: { id: string; price: { amount: number }; stockStatus: string; maxQuantity: number }[] }>(
        `variants?product_ids=${id}`,
        { country: 'SG' },
      );
      expect(res.status).toBe(200);
      return res.body.variants;
    };
    const before = await variants();
    expect(await variants()).toEqual(before);
    const variant = before.find((v) => v.maxQuantity > 0)!;
    await api.db.query(`update variant_price set amount = amount + 500 where country = 'SG' and variant_id = $1`, [variant.id]);
    expect((await variants()).find((v) => v.id === variant.id)!.price.amount).toBe(variant.price.amount + 500);
    await api.db.query(`update stock set quantity = 0 where country = 'SG' and variant_id = $1`, [variant.id]);
    expect((await variants()).find((v) => v.id === variant.id)).toMatchObject({ maxQuantity: 0, stockStatus: 'out_of_stock' });
  });

  it("shows a product's new price and sell-out on the next read of its page", async () => {
    const { id, slug } = (await page()).products.find((p) => p.inStock)! as Listed & { slug: string };
    const product = async () => {
      const res = await api.get<Listed>(`products/${slug}`, { country: 'SG' });
      expect(res.status).toBe(200);
      return res.body;
    };
    const before = await product();
    expect(await product()).toEqual(before);
    await api.db.query(`update variant_price set amount = amount + 700 where country = 'SG' and variant_id in (select id from variant where product_id = $1)`, [
      id,
    ]);
    expect((await product()).price.amount).toBe(before.price.amount + 700);
    await api.db.query(`update stock set quantity = 0 where country = 'SG' and variant_id in (select id from variant where product_id = $1)`, [id]);
    expect((await product()).inStock).toBe(false);
    expect((await api.get('products/no-such-product', { country: 'SG' })).status).toBe(404);
  });

  it('keeps pages of other filters, sorts and offsets apart', async () => {
    const featured = await page();
    const second = await page('products?category=makeup&sort=featured&offset=48&limit=48');
    const cheapest = await page('products?category=makeup&sort=price_asc&offset=0&limit=48');
    const skincare = await page('products?category=skincare&sort=featured&offset=0&limit=48');
    expect(second.products[0]!.id).not.toBe(featured.products[0]!.id);
    expect(cheapest.products.map((p) => p.id)).not.toEqual(featured.products.map((p) => p.id));
    expect(skincare.products.map((p) => p.id)).not.toEqual(featured.products.map((p) => p.id));
  });
});
