// What every endpoint shares: health, the OpenAPI document, locale headers, the one
// error body, and never a 500 for anything a shopper (or a fuzzer) can type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@beauty/contracts/platform';
import { startTestApp, TEST_DATABASES, type TestApp } from './test-app.test-support.ts';

describe.each(TEST_DATABASES)('platform on $name', (database) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(database);
  });
  afterAll(() => api?.close());

  it('is alive and ready', async () => {
    expect(await api.get('//healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await api.get('//readyz')).toMatchObject({ status: 200, body: { status: 'ok', checks: { database: 'ok' } } });
  });

  it('publishes an OpenAPI 3 document listing every route with its schemas', async () => {
    const res = await api.get('openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/web/v1/brands/',
        '/api/web/v1/categories/',
        '/api/web/v1/products',
        '/api/web/v1/products/{idOrSlug}',
        '/api/web/v1/variants',
        '/api/web/v1/cart/',
        '/api/web/v1/cart/items-count/',
        '/api/web/v1/cart/line-items/',
        '/api/web/v1/cart/line-items/{id}',
        '/api/web/v1/layouts/',
      ]),
    );
    const listing = res.body.paths['/api/web/v1/products'].get;
    expect(listing.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['category', 'brand', 'ids', 'sort', 'offset', 'limit']));
    expect(listing.responses['200'].content['application/json'].schema.properties).toHaveProperty('products');
    expect(res.body.paths['/api/web/v1/cart/line-items/{id}']).toHaveProperty('patch');
    expect(res.body.paths['/api/web/v1/cart/line-items/{id}']).toHaveProperty('delete');
  });

  it('answers an unknown route with 404 NOT_FOUND in the one error shape', async () => {
    for (const path of ['nope', 'products/P448733/nope', '//nope', '//api/web/v2/products']) {
      const res = await api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    }
    expect((await api.call('PUT', 'products')).status).toBe(404);
  });

  it('refuses an unknown country or a language the country does not offer with 400 INVALID_LOCALE', async () => {
    for (const [country, language] of [
      ['xx', undefined],
      ['us', 'en'],
      ['sg', 'th'],
      ['th', 'zh'],
      ['hk', 'id'],
    ]) {
      const res = await api.get('products?limit=1', { country, language });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_LOCALE');
    }
    expect((await api.get('products?limit=1', { country: 'TH', language: 'en' })).status).toBe(200);
  });

  it('answers with 4xx and a known code, never 500, whatever a shopper types', async () => {
    const nasty = ["'", '"', "' or 1=1 --", '%00', '%ff%fe', '%E2%9C%A8', '../../etc/passwd', '%3Cscript%3E', 'a'.repeat(5000), '1e999', '-0', '[]', '{}', 'null', '%', '%25%', ',,,,', '😀'.repeat(100)];
    const paths = nasty.flatMap((v) => [
      `products?category=${v}`,
      `products?brand=${v}`,
      `products?ids=${v}`,
      `products?sort=${v}`,
      `products?offset=${v}`,
      `products?limit=${v}`,
      `products/${v}`,
      `variants?ids=${v}`,
      `variants?product_ids=${v}`,
      `brands/?ids=${v}`,
      `brands/?slug=${v}`,
      `layouts/?user_segments=${v}`,
      `//images/products/${v}.svg`,
    ]);
    for (const path of paths) {
      const res = await api.get(path);
      expect(res.status, path).toBeLessThan(500);
      if (res.status >= 400) expect(ERROR_CODES, path).toContain(res.body.code);
    }
    for (const header of nasty.slice(0, 8)) {
      const res = await api.get('cart/', { deviceId: header, country: header, language: header });
      expect(res.status, header).toBeLessThan(500);
    }
    for (const body of [null, 'null', 42, '"x"', { variantId: '\u0000' }, { variantId: 'P1', quantity: 1e309 }, { __proto__: { quantity: 5 }, variantId: 'P448733-1' }]) {
      const res = await api.call('POST', 'cart/line-items/', { deviceId: 'fuzz', body, headers: { 'content-type': 'application/json' } });
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it('names the offending field in a validation error', async () => {
    const res = await api.get('products?limit=500');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { location: 'querystring', field: 'limit' } });
    expect(res.body.message).toContain('limit');
  });
});
