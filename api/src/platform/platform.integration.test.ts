// What every endpoint shares: health, the OpenAPI document, locale headers and the one
// error body. Never a 500 for anything a shopper (or a fuzzer) can type: fuzz.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@beauty/contracts/platform';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';

describe.each(TEST_DATABASES)('platform on $name', (database) => {
  const api = startTestAppForSuite(database);

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

  it('refuses a lone surrogate anywhere in the request with 400 VALIDATION_FAILED, and a NUL character with a 4xx', async () => {
    // The lone surrogate once reached the sign-in code and answered 500.
    const surrogate = await api.call('POST', 'auth/token/', { body: { grant_type: 'password', email: '\uD800@example.com', password: 'x' } });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { location: 'body', field: 'email' } });
    expect((await api.get('products?q=%ED%A0%80')).status).toBeLessThan(500);
    const nul = await api.call('POST', 'auth/token/', { body: { grant_type: 'password', email: 'a\u0000@example.com', password: 'x' } });
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers a very long slug or path with 404', async () => {
    for (const path of [`products/${'a'.repeat(201)}`, `products/${'a'.repeat(10_000)}`, `${'a'.repeat(10_000)}`, `brands/${'a'.repeat(5_000)}`]) {
      const res = await api.get(path);
      expect(res.status, path.slice(0, 30)).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('names the offending field in a validation error', async () => {
    const res = await api.get('products?limit=500');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { location: 'querystring', field: 'limit' } });
    expect(res.body.message).toContain('limit');
  });
});
