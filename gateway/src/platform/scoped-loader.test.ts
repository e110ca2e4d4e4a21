import { describe, expect, it } from 'vitest';
import { isNotFound } from './graphql-errors.ts';
import { scopedLoader } from './scoped-loader.ts';

const SG = { country: 'SG', language: 'en' } as const;
const TH = { country: 'TH', language: 'th' } as const;

/** A loader over a fixed shelf that records every batch it is asked for. */
function shelfLoader(shelf: Record<string, string[]>) {
  const batches: string[] = [];
  const loader = scopedLoader<string>(
    'Product',
    async (ids, locale) => {
      batches.push(`${locale.country}:${ids.join(',')}`);
      return new Map(ids.filter((id) => shelf[locale.country]?.includes(id)).map((id) => [id, `${id}@${locale.country}`]));
    },
    96,
  );
  return { loader, batches };
}

describe('scopedLoader', () => {
  it('asks once for all the ids of one tick, each id once', async () => {
    const { loader, batches } = shelfLoader({ SG: ['a', 'b', 'c'] });
    const found = await Promise.all(['a', 'b', 'a', 'c'].map((id) => loader.load({ id, locale: SG })));
    expect(found).toEqual(['a@SG', 'b@SG', 'a@SG', 'c@SG']);
    expect(batches).toEqual(['SG:a,b,c']);
  });

  it('keys on the locale too: the same id in another country is another answer', async () => {
    const { loader, batches } = shelfLoader({ SG: ['a'], TH: ['a'] });
    const [sg, th] = await Promise.all([loader.load({ id: 'a', locale: SG }), loader.load({ id: 'a', locale: TH })]);
    expect([sg, th]).toEqual(['a@SG', 'a@TH']);
    expect(batches.sort()).toEqual(['SG:a', 'TH:a']);
  });

  it('turns an id the api did not answer into a NOT_FOUND error, not undefined', async () => {
    const { loader } = shelfLoader({ SG: ['a'] });
    const [found, missing] = await Promise.allSettled([loader.load({ id: 'a', locale: SG }), loader.load({ id: 'zz', locale: SG })]);
    expect(found).toEqual({ status: 'fulfilled', value: 'a@SG' });
    expect(missing.status === 'rejected' && isNotFound(missing.reason)).toBe(true);
    expect(missing.status === 'rejected' && missing.reason.message).toBe('Product zz not found');
  });
});
