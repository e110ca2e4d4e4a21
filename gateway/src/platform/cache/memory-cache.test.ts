import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memory-cache.ts';

/** A cache on a clock the test moves. */
function clocked(options: { maxEntries?: number; maxChars?: number } = {}) {
  let now = 1_000_000;
  const cache = new MemoryCache({ ...options, now: () => now });
  return {
    cache,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('MemoryCache', () => {
  it('keeps an entry until its time to live has passed, then forgets it', async () => {
    const { cache, advance } = clocked();
    await cache.set('layout', { nav: ['Makeup'] }, 300_000);
    advance(300_000); // lru-cache: still fresh at exactly its time to live
    expect(await cache.get('layout')).toEqual({ nav: ['Makeup'] });
    advance(1);
    expect(await cache.get('layout')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('gives each entry its own time to live', async () => {
    const { cache, advance } = clocked();
    await cache.setMany(
      [
        ['a', 1],
        ['b', 2],
      ],
      1_000,
    );
    await cache.set('c', 3, 5_000);
    advance(2_000);
    expect(await cache.getMany(['a', 'b', 'c', 'd'])).toEqual([undefined, undefined, 3, undefined]);
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const { cache } = clocked({ maxEntries: 3 });
    await cache.setMany(
      [
        ['a', 1],
        ['b', 2],
        ['c', 3],
      ],
      60_000,
    );
    expect(await cache.get('a')).toBe(1); // a is now the most recently used
    await cache.set('d', 4, 60_000);
    expect(cache.size).toBe(3);
    expect(await cache.getMany(['a', 'b', 'c', 'd'])).toEqual([1, undefined, 3, 4]);
  });

  it('holds at most maxChars of keys and JSON, and skips a value larger than that', async () => {
    const { cache } = clocked({ maxChars: 40 });
    await cache.set('k1', 'x'.repeat(10), 60_000); // 2 + 12 characters
    await cache.set('k2', 'y'.repeat(10), 60_000);
    await cache.set('k3', 'z'.repeat(10), 60_000); // 42 in all: k1 goes
    expect(await cache.getMany(['k1', 'k2', 'k3'])).toEqual([undefined, 'y'.repeat(10), 'z'.repeat(10)]);
    await cache.set('huge', 'h'.repeat(100), 60_000);
    expect(await cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('replaces an entry without counting it twice', async () => {
    const { cache } = clocked({ maxEntries: 2 });
    await cache.set('a', 1, 60_000);
    await cache.set('a', 2, 60_000);
    await cache.set('b', 3, 60_000);
    expect(cache.size).toBe(2);
    expect(await cache.getMany(['a', 'b'])).toEqual([2, 3]);
  });

  it('hands out copies: changing what was read changes nothing stored', async () => {
    const { cache } = clocked();
    await cache.set('brand', { name: 'Glow' }, 60_000);
    const read = (await cache.get('brand')) as { name: string };
    read.name = 'changed';
    expect(await cache.get('brand')).toEqual({ name: 'Glow' });
  });

  it('stores nothing for undefined or a time to live of zero', async () => {
    const { cache } = clocked();
    await cache.set('u', undefined, 60_000);
    await cache.set('z', 1, 0);
    expect(cache.size).toBe(0);
  });
});
