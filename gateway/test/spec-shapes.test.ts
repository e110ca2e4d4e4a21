// The shapes and messages GraphQL shares with REST (decision 0148): the layout's config
// object, Money's currency sign, and "Layout not found" as a typed error.
import { describe, expect, it } from 'vitest';
import { coldCacheStack } from './support/stack.ts';

const stack = coldCacheStack();
const thaiEnglish = { 'x-site-country': 'TH', 'x-site-language': 'en' };

describe('the layout', () => {
  it('carries config.smartLinkExemptedPaths like GET layouts/, the flat field deprecated but the same', async () => {
    const { body } = await stack().graphql('{ layout { config { smartLinkExemptedPaths { type value } } smartLinkExemptedPaths { type value } } }');
    expect(body.errors).toBeUndefined();
    const rest = await fetch(`${stack().api.url}/api/web/v1/layouts/`, { headers: { 'x-site-country': 'sg' } }).then((r) => r.json() as Promise<any>);
    expect(body.data!.layout.config.smartLinkExemptedPaths).toEqual(rest.config.smartLinkExemptedPaths);
    expect(body.data!.layout.smartLinkExemptedPaths).toEqual(rest.config.smartLinkExemptedPaths);
    const { body: schema } = await stack().graphql('{ __type(name: "Layout") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }');
    expect(schema.data!.__type.fields).toContainEqual({
      name: 'smartLinkExemptedPaths',
      isDeprecated: true,
      deprecationReason: 'Use config.smartLinkExemptedPaths.',
    });
  });

  it('is a NOT_FOUND error "Layout not found" for a locale without a layout entry, not a 500', async () => {
    await stack().api.db.query(`delete from content_entry where page_type = 'layout' and country = 'NZ'`);
    const { body } = await stack().graphql('{ layout { navigation { label } } }', { headers: { 'x-site-country': 'NZ' } });
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Layout not found', extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })]);
  });
});

describe('Money.currencySymbol', () => {
  it('is the sign prices are written with in the locale, for catalogue prices', async () => {
    const price = async (headers: Record<string, string>) => {
      const { body } = await stack().graphql('{ products(first: 1) { nodes { price { currency currencySymbol } } } }', { headers });
      expect(body.errors).toBeUndefined();
      return body.data!.products.nodes[0].price;
    };
    expect(await price(thaiEnglish)).toEqual({ currency: 'THB', currencySymbol: '฿' });
    expect(await price({ 'x-site-country': 'ID' })).toEqual({ currency: 'IDR', currencySymbol: 'Rp' });
    expect(await price({ 'x-site-country': 'HK', 'x-site-language': 'zh' })).toEqual({ currency: 'HKD', currencySymbol: 'HK$' });
  });

  it("is REST's own currencySymbol for a booking's price", async () => {
    const rest = await fetch(`${stack().api.url}/api/web/v1/booking-service/activities/AC-TH-full-makeover`, {
      headers: { 'x-site-country': 'th', 'accept-language': 'en' },
    }).then((r) => r.json() as Promise<any>);
    const { body } = await stack().graphql('{ activity(id: "AC-TH-full-makeover") { price { amount currency currencySymbol } } }', { headers: thaiEnglish });
    expect(body.errors).toBeUndefined();
    expect(body.data!.activity.price).toEqual(rest.price);
    expect(body.data!.activity.price.currencySymbol).toBe('฿');
  });
});

describe('a path the gateway has no route for', () => {
  it('is a 404 "Page Not Found: {path}" in the shape of its errors', async () => {
    for (const path of ['/graphql/aaaa', '/graphq']) {
      const response = await fetch(`${stack().gatewayUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errors: [{ message: `Page Not Found: ${path}`, extensions: { code: 'NOT_FOUND' } }] });
    }
    const long = await fetch(`${stack().gatewayUrl}/graphql/${'a'.repeat(5_000)}`);
    expect(long.status).toBe(404);
    expect(((await long.json()) as any).errors[0].message.length).toBeLessThan(250);
  });
});
