import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MemoryCache } from './cache/memory-cache.ts';
import { PublicRest, cacheKey } from './public-rest.ts';
import type { RequestScope, RestCall, RestClient } from './rest-client.ts';

const SG = { locale: { country: 'SG', language: 'en' } } as const;
const TH = { locale: { country: 'TH', language: 'th' } } as const;

const brandSchema = z.object({ id: z.string(), name: z.string() });
const brandListSchema = z.object({ brands: z.array(brandSchema) });
const layoutSchema = z.object({ nav: z.array(z.string()) });

/** A REST client over a fixed catalogue that records every call; validates as the real one does. */
function fakeRest() {
  const calls: string[] = [];
  const state = { fail: false };
  const rest = {
    async request(scope: RequestScope, call: RestCall<z.ZodType>) {
      const query = new URLSearchParams(call.query as Record<string, string>).toString();
      calls.push(`${scope.locale.country}:${call.path}${query ? `?${query}` : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.fail) throw new Error('api down');
      const th = scope.locale.language === 'th';
      if (call.path === 'layouts/') return call.schema.parse({ nav: [th ? 'แต่งหน้า' : 'Makeup'] });
      const ids = String(call.query?.ids ?? '').split(',');
      const known = ids.filter((id) => id.startsWith('B'));
      return call.schema.parse({ brands: known.map((id) => ({ id, name: `${id}@${scope.locale.country}` })) });
    },
  };
  return { rest: rest as unknown as RestClient, calls, state };
}

const brandsCall = (ids: string[]) => ({
  path: 'brands/',
  idsParam: 'ids',
  ids,
  schema: brandListSchema,
  items: (answer: z.infer<typeof brandListSchema>) => answer.brands,
  itemSchema: brandSchema,
  idOf: (brand: z.infer<typeof brandSchema>) => brand.id,
});

describe('PublicRest.get', () => {
  it('asks the api once per country, language and path while the entry is fresh', async () => {
    const { rest, calls } = fakeRest();
    const publicRest = new PublicRest(rest, new MemoryCache());
    const layout = { path: 'layouts/', schema: layoutSchema };
    expect(await publicRest.get(SG, layout)).toEqual({ nav: ['Makeup'] });
    expect(await publicRest.get(SG, layout)).toEqual({ nav: ['Makeup'] });
    expect(await publicRest.get(TH, layout)).toEqual({ nav: ['แต่งหน้า'] });
    expect(await publicRest.get({ locale: { country: 'TH', language: 'en' } }, layout)).toEqual({ nav: ['Makeup'] });
    expect(calls).toEqual(['SG:layouts/', 'TH:layouts/', 'TH:layouts/']);
  });

  it('shares one api call between concurrent misses of one key', async () => {
    const { rest, calls } = fakeRest();
    const publicRest = new PublicRest(rest, new MemoryCache());
    const answers = await Promise.all(Array.from({ length: 10 }, () => publicRest.get(SG, { path: 'layouts/', schema: layoutSchema })));
    expect(answers.every((a) => a.nav[0] === 'Makeup')).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('caches no failure, and reads an entry that no longer fits the schema as a miss', async () => {
    const { rest, calls, state } = fakeRest();
    const cache = new MemoryCache();
    const publicRest = new PublicRest(rest, cache);
    const layout = { path: 'layouts/', schema: layoutSchema };
    state.fail = true;
    await expect(publicRest.get(SG, layout)).rejects.toThrow('api down');
    state.fail = false;
    await cache.set(cacheKey(TH, 'layouts/'), { nav: 'not a list' }, 60_000);
    expect(await publicRest.get(TH, layout)).toEqual({ nav: ['แต่งหน้า'] });
    expect(await publicRest.get(SG, layout)).toEqual({ nav: ['Makeup'] });
    expect(calls).toEqual(['SG:layouts/', 'TH:layouts/', 'SG:layouts/']);
  });

  it('keys by country, language, path and query: nothing else', () => {
    expect(cacheKey(TH, 'layouts/')).toBe('TH:th:/api/web/v1/layouts/');
    expect(cacheKey(SG, 'brands/', { ids: 'B1' })).toBe('SG:en:/api/web/v1/brands/?ids=B1');
  });

  it('refuses a path that is not public, and a scope with a device id', async () => {
    const { rest, calls } = fakeRest();
    const publicRest = new PublicRest(rest, new MemoryCache());
    await expect(publicRest.get(SG, { path: 'cart/', schema: layoutSchema })).rejects.toThrow(/not a public, cacheable path/);
    const shopper = { locale: SG.locale, deviceId: 'device-1' } as unknown as typeof SG;
    await expect(publicRest.get(shopper, { path: 'layouts/', schema: layoutSchema })).rejects.toThrow(/no device id/);
    expect(calls).toHaveLength(0);
  });

  it('goes straight to the api without a cache', async () => {
    const { rest, calls } = fakeRest();
    const publicRest = new PublicRest(rest, undefined);
    await publicRest.get(SG, { path: 'layouts/', schema: layoutSchema });
    await publicRest.get(SG, { path: 'layouts/', schema: layoutSchema });
    expect(calls).toHaveLength(2);
  });
});

describe('PublicRest.getByIds', () => {
  it('caches each item under its own id and asks the api only for the misses, keeping the order asked', async () => {
    const { rest, calls } = fakeRest();
    const publicRest = new PublicRest(rest, new MemoryCache());
    expect((await publicRest.getByIds(SG, brandsCall(['B1', 'B2']))).map((b) => b.id)).toEqual(['B1', 'B2']);
    const again = await publicRest.getByIds(SG, brandsCall(['B3', 'B2', 'B1']));
    expect(again.map((b) => b.id)).toEqual(['B3', 'B2', 'B1']);
    expect(await publicRest.getByIds(SG, brandsCall(['B1', 'B2', 'B3']))).toHaveLength(3);
    expect(calls).toEqual(['SG:brands/?ids=B1%2CB2', 'SG:brands/?ids=B3']);
  });

  it('leaves out, and does not cache, an id the api does not know', async () => {
    const { rest, calls } = fakeRest();
    const publicRest = new PublicRest(rest, new MemoryCache());
    expect((await publicRest.getByIds(SG, brandsCall(['B1', 'X9']))).map((b) => b.id)).toEqual(['B1']);
    expect((await publicRest.getByIds(SG, brandsCall(['B1', 'X9']))).map((b) => b.id)).toEqual(['B1']);
    expect(calls).toEqual(['SG:brands/?ids=B1%2CX9', 'SG:brands/?ids=X9']);
  });

  it('never serves one locale from another locale’s entries', async () => {
    const { rest, calls } = fakeRest();
    const publicRest = new PublicRest(rest, new MemoryCache());
    await publicRest.getByIds(SG, brandsCall(['B1']));
    const [thai] = await publicRest.getByIds(TH, brandsCall(['B1']));
    expect(thai!.name).toBe('B1@TH');
    expect(calls).toEqual(['SG:brands/?ids=B1', 'TH:brands/?ids=B1']);
  });
});
