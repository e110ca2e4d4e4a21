// The shared cache of public answers, end to end: a real api on a freshly seeded
// database, real gateways in front of it (one with the in-process cache; with
// TEST_REDIS_URL, two replicas sharing a Redis namespace of this run's own; one pointed at
// a Redis that is not there). Counted: the REST calls each GraphQL request makes.
import type { TestApi } from '@beauty/api/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../src/platform/cache/create-cache.ts';
import type { JsonCache } from '../src/platform/cache/json-cache.ts';
import { MemoryCache } from '../src/platform/cache/memory-cache.ts';
import type { Logger } from '../src/platform/logger.ts';
import { TEST_REDIS_URL, closedPortUrl, deleteKeys, rawRedis, testKeyPrefix } from './support/redis.ts';
import { startGatewayFor, startApi, type Gateway } from './support/stack.ts';

// The bench's two operations (bench/src/scenarios.ts).
const LISTING = `query Listing {
  products(first: 48, sort: FEATURED) {
    totalCount
    nodes { id slug name price { amount currency } salePrice { amount currency } rating reviewCount brand { id name } }
  }
}`;
const PRODUCT = `query Product($slug: String!) {
  product(slug: $slug) {
    id name price { amount currency } salePrice { amount currency } highlights ingredients
    brand { id name }
    variants { id name swatchColor price { amount currency } stockStatus maxQuantity }
  }
}`;
/** The product page of the storefront also shows the category path. */
const PRODUCT_PAGE = `query ProductPage($slug: String!) {
  product(slug: $slug) { id name brand { id name } category { path parent { path } } variants { id price { amount } } }
}`;
const SHELL = `{
  layout { navigation { label href } footer { title } }
  categories { id name productCount }
  products(first: 24) { nodes { price { currency } brand { id name productCount } } }
}`;

const SG_EN = { 'x-site-country': 'SG', 'x-site-language': 'en' };
const TH_TH = { 'x-site-country': 'TH', 'x-site-language': 'th' };

let api: TestApi;
let slug: string;
beforeAll(async () => {
  api = await startApi();
  const response = await fetch(`${api.apiUrl}/products?limit=1`);
  slug = ((await response.json()) as { products: { slug: string }[] }).products[0]!.slug;
});
afterAll(() => api?.close());

/** "GET brands/", … for the calls made since the last reset, sorted. */
const calls = (gateway: Gateway) => gateway.restCalls.map((c) => `${c.method} ${c.path.slice('/api/web/v1/'.length).split('?')[0]}`).sort();

async function ask(gateway: Gateway, query: string, options: { variables?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
  gateway.restCalls.length = 0;
  const { body } = await gateway.graphql(query, options);
  expect(body.errors).toBeUndefined();
  return { data: body.data!, calls: calls(gateway) };
}

/** What the api itself answers for a public path in a locale, with no gateway in between. */
async function direct<T>(path: string, country: string, language: string): Promise<T> {
  const response = await fetch(`${api.apiUrl}/${path}`, { headers: { 'x-site-country': country.toLowerCase(), 'accept-language': language } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const silentLogger = (): Logger & { warnings: string[] } => {
  const warnings: string[] = [];
  return { info: () => {}, warn: (m) => warnings.push(m), error: (m) => warnings.push(m), warnings };
};

/**
 * The same promises for every kind of cache. `empty` makes the cache cold before each
 * test, so each test measures its own first and second request.
 */
function cachedGatewayContract(name: string, setup: () => Promise<{ gateway: Gateway; empty(): Promise<void>; close(): Promise<void> }>) {
  describe(`with the ${name} cache`, () => {
    let env: Awaited<ReturnType<typeof setup>>;
    beforeAll(async () => {
      env = await setup();
    });
    afterAll(() => env?.close());
    beforeEach(() => env.empty());

    it('the second identical listing with brands makes fewer REST calls than the first (2 → 1)', async () => {
      const first = await ask(env.gateway, LISTING);
      expect(first.calls).toEqual(['GET brands/', 'GET products']);
      const second = await ask(env.gateway, LISTING);
      expect(second.calls).toEqual(['GET products']);
      expect(second.data).toEqual(first.data);
      expect(second.data.products.nodes.every((p: any) => p.brand.name)).toBe(true);
    });

    it('a product page asks the api only for the product and its variants once warm (4 → 2)', async () => {
      const first = await ask(env.gateway, PRODUCT_PAGE, { variables: { slug } });
      expect(first.calls).toEqual(['GET brands/', 'GET categories/', `GET products/${slug}`, 'GET variants']);
      const second = await ask(env.gateway, PRODUCT_PAGE, { variables: { slug } });
      expect(second.calls).toEqual([`GET products/${slug}`, 'GET variants']);
      expect(second.data).toEqual(first.data);
      // The bench's product query (no category): 3 → 2.
      const bench = await ask(env.gateway, PRODUCT, { variables: { slug } });
      expect(bench.calls).toEqual([`GET products/${slug}`, 'GET variants']);
    });

    it('a batch asks the api only for the brands it has not seen: a bigger listing after a smaller one', async () => {
      const small = await ask(env.gateway, '{ products(first: 12) { nodes { brand { id } } } }');
      expect(small.calls).toEqual(['GET brands/', 'GET products']);
      const seen = new Set(small.data.products.nodes.map((p: any) => p.brand.id));
      env.gateway.restCalls.length = 0;
      const { body } = await env.gateway.graphql('{ products(first: 96) { nodes { brand { id name } } } }');
      const brandCall = env.gateway.restCalls.find((c) => c.path.includes('brands/'));
      const asked = new URLSearchParams(brandCall?.path.split('?')[1]).get('ids')?.split(',') ?? [];
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.some((id) => seen.has(id))).toBe(false);
      expect(body.data!.products.nodes).toHaveLength(96);
      expect(body.data!.products.nodes.every((p: any) => p.brand.name)).toBe(true);
    });

    it('never shares an entry between countries or languages: TH/th after SG/en gets Thai labels and THB', async () => {
      const sg = await ask(env.gateway, SHELL, { headers: SG_EN });
      const th = await ask(env.gateway, SHELL, { headers: TH_TH });
      // Nothing public was taken from SG's entries: TH asked the api for all of it.
      expect(th.calls).toEqual(['GET brands/', 'GET categories/', 'GET layouts/', 'GET products']);

      const thLayout = await direct<{ header: { navigation: { label: string }[] } }>('layouts/', 'TH', 'th');
      const labels = (data: any) => data.layout.navigation.map((n: any) => n.label);
      expect(labels(th.data)).toEqual(thLayout.header.navigation.map((n) => n.label));
      expect(labels(th.data)).not.toEqual(labels(sg.data));
      expect(labels(th.data).some((label: string) => /[\u0E00-\u0E7F]/.test(label))).toBe(true);
      expect(new Set(th.data.products.nodes.map((p: any) => p.price.currency))).toEqual(new Set(['THB']));
      expect(new Set(sg.data.products.nodes.map((p: any) => p.price.currency))).toEqual(new Set(['SGD']));

      // A brand's product count is the site country's (brands/ is per country): each
      // locale's cached brand matches what the api says in that country.
      const brandId = th.data.products.nodes[0].brand.id;
      const thBrand = (await direct<{ brands: { productCount: number }[] }>(`brands/?ids=${brandId}`, 'TH', 'th')).brands[0]!;
      const thAgain = await ask(env.gateway, SHELL, { headers: TH_TH });
      expect(thAgain.calls).toEqual(['GET products']);
      expect(thAgain.data.products.nodes[0].brand.productCount).toBe(thBrand.productCount);

      // And TH in English is a third locale with entries of its own.
      const thEn = await ask(env.gateway, SHELL, { headers: { 'x-site-country': 'TH', 'x-site-language': 'en' } });
      expect(thEn.calls).toEqual(['GET brands/', 'GET categories/', 'GET layouts/', 'GET products']);
      expect(labels(thEn.data)).not.toEqual(labels(th.data));
    });

    it('never caches the bag: every cart query asks the api', async () => {
      const headers = { ...SG_EN, cookie: 'device-id=cache-test-device-0001' };
      const first = await ask(env.gateway, '{ cart { itemsCount } layout { navigation { label } } }', { headers });
      const second = await ask(env.gateway, '{ cart { itemsCount } layout { navigation { label } } }', { headers });
      expect(first.calls).toEqual(['GET cart/', 'GET layouts/']);
      expect(second.calls).toEqual(['GET cart/']);
    });
  });
}

cachedGatewayContract('in-memory', async () => {
  const cache = new MemoryCache();
  const gateway = await startGatewayFor(api.url, { cache });
  return { gateway, empty: async () => cache.clear(), close: () => gateway.close() };
});

describe.skipIf(!TEST_REDIS_URL)('Redis (TEST_REDIS_URL)', () => {
  const url = TEST_REDIS_URL!;
  const prefix = testKeyPrefix();
  const caches: JsonCache[] = [];
  // A generous time box here: these tests count calls, and a loaded CI machine must not
  // turn a slow answer into a miss. The 50 ms box is tested with a silent Redis.
  const redisCache = async () => {
    const cache = await createCache({ redisUrl: url, prefix, timeoutMs: 2_000, logger: silentLogger() });
    caches.push(cache);
    return cache;
  };
  afterAll(async () => {
    await Promise.all(caches.map((c) => c.close()));
    await deleteKeys(url, prefix);
  });

  cachedGatewayContract('Redis', async () => {
    const gateway = await startGatewayFor(api.url, { cache: await redisCache() });
    return { gateway, empty: async () => void (await deleteKeys(url, prefix)), close: () => gateway.close() };
  });

  it('is shared by gateway replicas, keyed only by country, language, path and query', async () => {
    await deleteKeys(url, prefix);
    const replicaA = await startGatewayFor(api.url, { cache: await redisCache() });
    const replicaB = await startGatewayFor(api.url, { cache: await redisCache() });
    const raw = rawRedis(url);
    try {
      const headers = { ...TH_TH, cookie: 'device-id=replica-test-device-0001; session=abc', 'x-device-id': 'replica-test-device-0001' };
      expect((await ask(replicaA, SHELL, { headers })).calls).toEqual(['GET brands/', 'GET categories/', 'GET layouts/', 'GET products']);
      // The layout is asked for the shopper's segments (its announcement may target them: decision 0040).
      const layoutKey = `${prefix}TH:th:/api/web/v1/layouts/?user_segments=guests`;
      await vi.waitFor(async () => expect(await raw.exists(layoutKey)).toBe(1));
      expect((await ask(replicaB, SHELL, { headers })).calls).toEqual(['GET products']);

      const keys = await raw.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(3);
      const allowed = /^(TH:th):\/api\/web\/v1\/(categories\/|layouts\/\?user_segments=guests|brands\/\?ids=[A-Za-z0-9_-]+)$/;
      expect(keys.map((k) => k.slice(prefix.length)).filter((k) => !allowed.test(k))).toEqual([]);
      expect(keys.some((k) => k.includes('device') || k.includes('session') || k.includes('cart'))).toBe(false);
      const ttl = await raw.pttl(layoutKey);
      expect(ttl).toBeGreaterThan(4 * 60_000);
      expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    } finally {
      raw.disconnect();
      await replicaA.close();
      await replicaB.close();
    }
  });
});

describe('with REDIS_URL at a closed port', () => {
  it('still serves the listing, from the api, and says so once in the log', async () => {
    const gateway = await startGatewayFor(api.url, { redisUrl: await closedPortUrl() });
    try {
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const { data, calls: made } = await ask(gateway, LISTING);
        expect(data.products.nodes).toHaveLength(48);
        expect(data.products.nodes.every((p: any) => p.brand.name)).toBe(true);
        expect(made).toEqual(['GET brands/', 'GET products']); // nothing cached, nothing lost
        expect(performance.now() - started).toBeLessThan(5_000);
      }
      const layout = await ask(gateway, '{ layout { navigation { label } } }', { headers: TH_TH });
      expect(layout.data.layout.navigation.length).toBeGreaterThan(0);
      expect(gateway.logged).toEqual([expect.objectContaining({ level: 'warn', message: 'cache unavailable: serving from the api until it answers again' })]);
      const ready = await fetch(`${gateway.gatewayUrl}/readyz`);
      expect(ready.status).toBe(200); // the cache is optional: the gateway stays ready
    } finally {
      await gateway.close();
    }
  });
});
