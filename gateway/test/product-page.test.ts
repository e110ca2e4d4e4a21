// The product page's data through the gateway against a real api: badges and related
// products (with their brands, in a constant number of REST calls).
import { describe, expect, it } from 'vitest';
import { coldCacheStack } from './support/stack.ts';

const stack = coldCacheStack();

describe('a product page', () => {
  it('shows the badges the api gives, as schema enums', async () => {
    const { body } = await stack().graphql('{ products(first: 96) { nodes { slug variationType badges } } }');
    const nodes = body.data!.products.nodes as { slug: string; variationType: string; badges: string[] }[];
    const badges = new Set(nodes.flatMap((p) => p.badges));
    expect([...badges].every((b) => ['COMING_SOON', 'PRIORITY_ACCESS', 'APP_EXCLUSIVE', 'SELECTED_ONLY'].includes(b))).toBe(true);
    expect(badges.has('SELECTED_ONLY')).toBe(true);
    expect(nodes.filter((p) => p.badges.includes('SELECTED_ONLY')).every((p) => p.variationType !== 'NONE')).toBe(true);
  });

  it('lists related products with their brands and prices, in 3 REST calls', async () => {
    const { body } = await stack().graphql(`{
      product(slug: "blush-p2855") {
        name
        relatedProducts(first: 6) { id name brand { name } price { amount currency } }
      }
    }`);
    expect(body.errors).toBeUndefined();
    const related = body.data!.product.relatedProducts;
    expect(related).toHaveLength(6);
    expect(related.every((p: any) => p.brand.name && p.price.currency === 'SGD')).toBe(true);
    expect(related.map((p: any) => p.id)).not.toContain('P2855');
    expect(
      stack()
        .restCalls.map((c) => c.path.split('?')[0])
        .sort(),
    ).toEqual(['/api/web/v1/brands/', '/api/web/v1/products', '/api/web/v1/products/blush-p2855']);
  });
});
