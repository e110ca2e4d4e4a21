import { describe, expect, it } from 'vitest';
import { createSearchCache } from './search-cache.ts';

describe('search cache', () => {
  it('forgets an answer once it is older than its lifetime', async () => {
    let now = 5_000;
    let lookups = 0;
    const cache = createSearchCache(async (key: string) => `${key} #${++lookups}`, { ttlMs: 1_000, now: () => now });
    expect(await cache.fetch('lipstick')).toBe('lipstick #1');
    now = 6_000;
    expect(await cache.fetch('lipstick')).toBe('lipstick #1');
    now = 6_001;
    expect(await cache.fetch('lipstick')).toBe('lipstick #2');
  });

  it('keeps at most its size, dropping the least recently used', async () => {
    const cache = createSearchCache(async (key: string) => key.length, { maxEntries: 2 });
    await cache.fetch('a');
    await cache.fetch('bb');
    expect(cache.get('a')).toBe(1); // "bb" is now the least recently used
    await cache.fetch('ccc');
    expect([cache.get('a'), cache.get('bb'), cache.get('ccc')]).toEqual([1, undefined, 3]);
  });

  it('runs one look-up for many concurrent requests of one query, and keeps no failure', async () => {
    let lookups = 0;
    let fail = true;
    const cache = createSearchCache(async (key: string, context: { shopper: number }) => {
      lookups += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (fail) throw new Error('database went away');
      return `${key} for shopper ${context.shopper}`;
    });
    const failed = await Promise.allSettled(Array.from({ length: 20 }, (_, shopper) => cache.fetch('lip', { context: { shopper } })));
    expect(failed.every((r) => r.status === 'rejected')).toBe(true);
    expect(lookups).toBe(1);
    fail = false;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, shopper) => cache.fetch('lip', { context: { shopper } })));
    expect(new Set(answers)).toEqual(new Set(['lip for shopper 0']));
    expect(lookups).toBe(2);
  });
});
