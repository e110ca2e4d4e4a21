// The shared response cache and the headers of public answers (decision 0122, issue 16 item
// 3), on a real api and database: a guest's catalogue query is answered once and then from
// the cache, revalidated by its ETag, and a price or stock change shows on the very next
// request; a member's answer to the same query is always their own and private.
import { createHash } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PRIVATE_NO_STORE, PUBLIC_SHARED } from '../src/platform/response-cache/response-cache.ts';
import { applySetCookies, cookieHeader, SIGN_UP, signUpInput, uniqueEmail } from './support/session.ts';
import { TEST_REDIS_URL, deleteKeys, rawRedis, testKeyPrefix } from './support/redis.ts';
import { startGatewayFor, stackForFile } from './support/stack.ts';

const stack = stackForFile({ responseCache: true });
beforeEach(() => {
  stack.restCalls.length = 0;
});

const PRODUCT = `query ProductPage($slug: String!) {
  product(slug: $slug) { id name price { amount } variants { id stockStatus maxQuantity price { amount } } }
}`;
const apiPaths = () => stack.restCalls.map((call) => call.path.replace(/^\/api\/web\/v1\//, '').replace(/\?.*$/, ''));

/** A GET as a browser or CDN sends it (Apollo's CSRF rule wants the preflight header on GETs). */
async function get(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const url = `${stack.gatewayUrl}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
  const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true', ...headers } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
}

async function aProduct(): Promise<{ slug: string; variantId: string }> {
  const { body } = await stack.graphql('{ products(first: 20, sort: FEATURED) { nodes { slug variants { id stockStatus maxQuantity } } } }');
  const product = body.data!.products.nodes.find((p: any) => p.variants.length > 0 && p.variants[0].maxQuantity === 10);
  return { slug: product.slug, variantId: product.variants[0].id };
}

describe('the shared response cache', () => {
  it("answers a guest's catalogue query once, then from the cache with only the version asked, and revalidates by ETag", async () => {
    const { slug } = await aProduct();
    stack.restCalls.length = 0;
    const first = await get(PRODUCT, { slug });
    expect(first.status).toBe(200);
    expect(first.body.data.product.variants.length).toBeGreaterThan(0);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_SHARED);
    expect(first.headers.get('vary')).toMatch(/x-site-country/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    // The tag is the hash of the very bytes sent (written once: stringifyResult).
    expect(etag).toBe(`"${createHash('sha256').update(first.text).digest('base64url').slice(0, 27)}"`);
    expect(apiPaths().some((path) => path.startsWith('products'))).toBe(true);

    stack.restCalls.length = 0;
    const second = await get(PRODUCT, { slug });
    expect(second.text).toBe(first.text);
    expect(second.headers.get('etag')).toBe(etag);
    expect(apiPaths()).toEqual(['catalog/version']);

    const revalidated = await get(PRODUCT, { slug }, { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    // The same reading of If-None-Match as the api's (server-kit conditional-get): a list, a weak
    // tag (a CDN that compressed the answer sends W/) or *, and a tag it does not hold is a 200.
    for (const held of [`"other", ${etag}`, `W/${etag}`, '*']) {
      expect((await get(PRODUCT, { slug }, { 'if-none-match': held })).status).toBe(304);
    }
    const stale = await get(PRODUCT, { slug }, { 'if-none-match': '"other"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);

    // Another country is another answer, never the first one's.
    const inThailand = await get(PRODUCT, { slug }, { 'x-site-country': 'TH', 'x-site-language': 'en' });
    expect(inThailand.headers.get('etag')).not.toBe(etag);
    expect(inThailand.body.data.product?.price.amount).not.toBe(first.body.data.product.price.amount);
  });

  it('shows a price change and a stock change on the very next request', async () => {
    const { slug, variantId } = await aProduct();
    const before = await get(PRODUCT, { slug });
    const variant = (body: any) => body.data.product.variants.find((v: any) => v.id === variantId);
    const oldAmount = variant(before.body).price.amount;
    expect((await get(PRODUCT, { slug })).text).toBe(before.text); // cached

    await stack.api.db.query(`update variant_price set amount = amount + 1200 where variant_id = $1 and country = 'SG'`, [variantId]);
    const repriced = await get(PRODUCT, { slug });
    expect(variant(repriced.body).price.amount).toBe(oldAmount + 1200);
    expect(repriced.headers.get('etag')).not.toBe(before.headers.get('etag'));

    await stack.api.db.query(`update stock set quantity = 0 where variant_id = $1 and country = 'SG'`, [variantId]);
    const soldOut = await get(PRODUCT, { slug });
    expect(variant(soldOut.body)).toMatchObject({ stockStatus: 'OUT_OF_STOCK', maxQuantity: 0 });
  });

  it("never answers a member from the guests' cache, and keeps a member's answer private", async () => {
    const { slug } = await aProduct();
    const guest = await get(PRODUCT, { slug });
    expect(guest.headers.get('cache-control')).toBe(PUBLIC_SHARED);
    const signedUp = await stack.graphql(SIGN_UP, { variables: { input: signUpInput(uniqueEmail()) } });
    const jar = applySetCookies(new Map(), signedUp.headers);

    stack.restCalls.length = 0;
    const member = await get(PRODUCT, { slug }, { cookie: cookieHeader(jar) });
    expect(member.body.data.product.id).toBe(guest.body.data.product.id);
    expect(member.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    expect(member.headers.get('etag')).toBeNull();
    expect(apiPaths().some((path) => path.startsWith('products'))).toBe(true);
  });

  it('keeps no answer that holds the bag, the account or an error, and says so', async () => {
    const personal = await stack.graphql('{ categories { name } cart { itemsCount } }');
    expect(personal.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    const failed = await stack.graphql('query Missing($slug: String!) { product(slug: $slug) { id } }', { variables: {} });
    expect(failed.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    const mutation = await stack.graphql('mutation { signOut { signedOut } }');
    expect(mutation.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
  });

  it('answers an operation name the document does not hold with a 400 naming it, not an internal error', async () => {
    // What the explorer sends when a tab's query is replaced before it has read the new one.
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ brands { name } }', operationName: 'Listing' }),
    });
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(response.status).toBe(400);
    expect(body.errors[0]?.message).toMatch(/Listing/);
    expect(body.errors[0]?.extensions.code).toBe('OPERATION_RESOLUTION_FAILURE');
  });
});

describe.skipIf(!TEST_REDIS_URL)('the shared response cache in Redis (TEST_REDIS_URL)', () => {
  const url = TEST_REDIS_URL!;
  const prefix = testKeyPrefix();
  afterAll(() => deleteKeys(url, prefix));

  it('lets a second replica answer from what the first stored, until a price change', async () => {
    const replicas = [
      await startGatewayFor(stack.api.url, { responseCache: true, redisUrl: url, cacheKeyPrefix: prefix }),
      await startGatewayFor(stack.api.url, { responseCache: true, redisUrl: url, cacheKeyPrefix: prefix }),
    ] as const;
    try {
      const { slug, variantId } = await aProduct();
      const first = await replicas[0].graphql(PRODUCT, { variables: { slug } });
      expect(first.headers.get('cache-control')).toBe(PUBLIC_SHARED);
      // The store is not awaited by the answer: wait until the entry is in Redis.
      const redis = rawRedis(url);
      try {
        for (let tries = 0; (await redis.keys(`${prefix}resp:*`)).length === 0; tries++) {
          expect(tries).toBeLessThan(50);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        redis.disconnect();
      }
      replicas[1].restCalls.length = 0;
      const second = await replicas[1].graphql(PRODUCT, { variables: { slug } });
      expect(second.body).toEqual(first.body);
      expect(replicas[1].restCalls.map((call) => call.path)).toEqual(['/api/web/v1/catalog/version']);

      await stack.api.db.query(`update variant_price set amount = amount + 700 where variant_id = $1 and country = 'SG'`, [variantId]);
      const repriced = await replicas[1].graphql(PRODUCT, { variables: { slug } });
      const price = (body: any) => body.data.product.variants.find((v: any) => v.id === variantId).price.amount;
      expect(price(repriced.body)).toBe(price(first.body) + 700);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  });
});
