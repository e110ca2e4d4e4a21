// The catalogue through the gateway, against a real api on a freshly seeded database:
// what a shopper would notice (the right currency, a product page, an unknown product)
// and what the platform promises (a listing costs a constant number of REST calls).
// The counts here are those of a cold public cache (each test starts with an empty one);
// what a warm cache saves is tested in public-cache.test.ts.
import { describe, expect, it } from 'vitest';
import { coldCacheStack } from './support/stack.ts';

const stack = coldCacheStack();

const callsMade = () =>
  stack()
    .restCalls.map((c) => `${c.method} ${c.path.split('?')[0]}`)
    .sort();

describe('a listing', () => {
  it('of 48 products with brands and variants costs 3 REST calls, not 49+', async () => {
    const { body } = await stack().graphql(`{
      products(first: 48) { nodes { name brand { name } variants { name price { amount } } } }
    }`);
    expect(body.errors).toBeUndefined();
    const nodes = body.data!.products.nodes;
    expect(nodes).toHaveLength(48);
    expect(nodes.every((p: any) => p.brand.name && p.variants.length > 0 && p.variants[0].price.amount > 0)).toBe(true);
    expect(callsMade()).toEqual(['GET /api/web/v1/brands/', 'GET /api/web/v1/products', 'GET /api/web/v1/variants']);
  });

  it('stays at 3 calls with more relations per product (default variant, variant → product)', async () => {
    const { body } = await stack().graphql(`{
      products(first: 96) {
        nodes { id brand { name } defaultVariant { sku product { id } } variants { stockStatus } }
      }
    }`);
    expect(body.errors).toBeUndefined();
    const nodes = body.data!.products.nodes;
    expect(nodes).toHaveLength(96);
    expect(nodes.every((p: any) => p.defaultVariant.product.id === p.id)).toBe(true);
    expect(stack().restCalls).toHaveLength(3);
  });

  it('pages with totalCount and hasMore', async () => {
    const { body } = await stack().graphql('{ products(first: 5, offset: 5) { totalCount offset limit hasMore nodes { id } } }');
    expect(body.data!.products).toMatchObject({ offset: 5, limit: 5, hasMore: true });
    expect(body.data!.products.totalCount).toBeGreaterThan(10);
    expect(body.data!.products.nodes).toHaveLength(5);
  });

  it('sorts by price as the shopper picked it', async () => {
    const prices = async (sort: string) => {
      const { body } = await stack().graphql(`{ products(first: 20, sort: ${sort}) { nodes { price { amount } salePrice { amount } } } }`);
      return body.data!.products.nodes.map((p: any) => p.salePrice?.amount ?? p.price.amount) as number[];
    };
    const ascending = await prices('PRICE_LOW_TO_HIGH');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await prices('PRICE_HIGH_TO_LOW');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]!);
  });

  it('refuses a page larger than 96 before calling the api', async () => {
    const { body } = await stack().graphql('{ products(first: 500) { nodes { id } } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack().restCalls).toHaveLength(0);
  });
});

describe('prices', () => {
  const query = '{ locale { country currency } products(first: 3) { nodes { id price { amount currency } } } }';

  it("are in the site country's currency, from the header, then the locale cookie, then SG", async () => {
    const currency = async (headers: Record<string, string>) => {
      const { body } = await stack().graphql(query, { headers });
      const currencies = new Set(body.data!.products.nodes.map((p: any) => p.price.currency));
      expect(currencies.size).toBe(1);
      return { locale: body.data!.locale.currency, prices: [...currencies][0] };
    };
    expect(await currency({})).toEqual({ locale: 'SGD', prices: 'SGD' });
    expect(await currency({ 'x-site-country': 'TH' })).toEqual({ locale: 'THB', prices: 'THB' });
    expect(await currency({ 'x-site-country': 'id' })).toEqual({ locale: 'IDR', prices: 'IDR' });
    expect(await currency({ cookie: 'locale=MY' })).toEqual({ locale: 'MYR', prices: 'MYR' });
    expect(await currency({ 'x-site-country': 'AU', cookie: 'locale=MY' })).toEqual({ locale: 'AUD', prices: 'AUD' });
  });

  it('of one product differ by country, not just by label', async () => {
    const { body: sg } = await stack().graphql('{ products(first: 1) { nodes { id price { amount } } } }');
    const id = sg.data!.products.nodes[0].id;
    const { body: indonesia } = await stack().graphql(`{ product(id: "${id}") { price { amount currency } } }`, {
      headers: { 'x-site-country': 'ID' },
    });
    expect(indonesia.data!.product.price.currency).toBe('IDR');
    expect(indonesia.data!.product.price.amount).toBeGreaterThan(sg.data!.products.nodes[0].price.amount * 1000);
  });
});

describe('a product page', () => {
  it('finds a product by slug with its brand, variants and default variant', async () => {
    const { body: listing } = await stack().graphql('{ products(first: 1) { nodes { slug name } } }');
    const { slug, name } = listing.data!.products.nodes[0];
    stack().restCalls.length = 0;
    const { body } = await stack().graphql(
      `query ($slug: String!) {
        product(slug: $slug) {
          name slug variationType imageUrl
          brand { name }
          category { path parent { path } }
          defaultVariant { id isDefault type stockStatus maxQuantity }
          variants { id name price { amount currency } }
        }
      }`,
      { variables: { slug } },
    );
    expect(body.errors).toBeUndefined();
    const product = body.data!.product;
    expect(product).toMatchObject({ name, slug, defaultVariant: { isDefault: true } });
    expect(['SHADE', 'SIZE', 'TYPE', 'NONE']).toContain(product.variationType);
    expect(['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK']).toContain(product.defaultVariant.stockStatus);
    expect(product.variants.map((v: any) => v.id)).toContain(product.defaultVariant.id);
    // product, brand, variants, categories: one call each.
    expect(callsMade()).toEqual(['GET /api/web/v1/brands/', 'GET /api/web/v1/categories/', `GET /api/web/v1/products/${slug}`, 'GET /api/web/v1/variants']);
  });

  it("names each variant's gallery, the default variant's being the product's (decision 0117)", async () => {
    const { body } = await stack().graphql(
      `{ products(category: "makeup/lip", first: 1) { nodes {
          id imageUrl images { url view }
          defaultVariant { id imageUrl images { url view } }
          variants { id imageUrl images { url view } }
        } } }`,
    );
    expect(body.errors).toBeUndefined();
    const product = body.data!.products.nodes[0];
    expect(product.imageUrl).toBe(product.defaultVariant.imageUrl);
    expect(product.images).toEqual(product.defaultVariant.images);
    for (const variant of product.variants) {
      expect(variant.images.map((i: any) => i.view)).toEqual(['PACKSHOT', 'TEXTURE', 'BOX']);
      expect(variant.imageUrl).toBe(variant.images[0].url);
      expect(variant.images[1].url).toBe(`/images/products/${product.id}/${variant.id}/texture.v2.svg`);
    }
    expect(new Set(product.variants.map((v: any) => v.imageUrl)).size).toBe(product.variants.length);
  });

  it('answers null for an unknown product, by slug or by id, without an error', async () => {
    const { body } = await stack().graphql('{ bySlug: product(slug: "no-such-lipstick") { id } byId: product(id: "P000000") { id } }');
    expect(body).toEqual({ data: { bySlug: null, byId: null } });
  });

  it('asks for exactly one of slug and id', async () => {
    const { body } = await stack().graphql('{ product { id } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('brands and categories', () => {
  it('lists brands and finds one by slug; an unknown slug is null', async () => {
    const { body } = await stack().graphql('{ brands { slug name productCount } }');
    const brands = body.data!.brands;
    expect(brands.length).toBeGreaterThan(10);
    const { body: one } = await stack().graphql(`{ brand(slug: "${brands[0].slug}") { name } none: brand(slug: "no-such-brand") { name } }`);
    expect(one.data).toEqual({ brand: { name: brands[0].name }, none: null });
  });

  it('builds the tree from one categories call per request', async () => {
    const { body } = await stack().graphql('{ categories { id path depth parent { id } children { id parent { id } } } }');
    expect(body.errors).toBeUndefined();
    const categories = body.data!.categories;
    const top = categories.filter((c: any) => c.depth === 1);
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((c: any) => c.parent === null)).toBe(true);
    const withChildren = categories.find((c: any) => c.children.length > 0);
    expect(withChildren.children.every((child: any) => child.parent.id === withChildren.id)).toBe(true);
    expect(stack().restCalls).toHaveLength(1);

    const child = withChildren.children[0];
    const path = categories.find((c: any) => c.id === child.id).path;
    const { body: found } = await stack().graphql(`{ category(path: "${path}") { id parent { id } } none: category(path: "no/such") { id } }`);
    expect(found.data).toEqual({ category: { id: child.id, parent: { id: withChildren.id } }, none: null });
  });

  it("lists a brand's shelf", async () => {
    const { body: brands } = await stack().graphql('{ brands { slug productCount } }');
    const brand = brands.data!.brands.find((b: any) => b.productCount >= 2);
    const { body } = await stack().graphql(`{ products(brand: "${brand.slug}", first: 96) { totalCount nodes { brand { slug } } } }`);
    expect(body.data!.products.totalCount).toBe(brand.productCount);
    expect(body.data!.products.nodes.every((p: any) => p.brand.slug === brand.slug)).toBe(true);
  });
});

describe('locale and layout', () => {
  it('serves the language the header asks for when the country offers it', async () => {
    const { body } = await stack().graphql('{ locale { country language languages } layout { navigation { label href } } }', {
      headers: { 'x-site-country': 'TH', 'x-site-language': 'th' },
    });
    expect(body.data!.locale).toEqual({ country: 'TH', language: 'th', languages: ['th', 'en'] });
    const { body: english } = await stack().graphql('{ layout { navigation { label } } }', {
      headers: { 'x-site-country': 'TH', cookie: 'lng_th=en' },
    });
    expect(body.data!.layout.navigation.map((n: any) => n.label)).not.toEqual(english.data!.layout.navigation.map((n: any) => n.label));
  });

  it('gives the layout its navigation, footer and exempted paths', async () => {
    const { body } = await stack().graphql(
      '{ layout { navigation { label href children { label href } } footer { title links { label href } } smartLinkExemptedPaths { type value } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.layout.navigation.length).toBeGreaterThan(0);
    expect(body.data!.layout.footer.length).toBeGreaterThan(0);
    expect(Array.isArray(body.data!.layout.smartLinkExemptedPaths)).toBe(true);
  });
});
