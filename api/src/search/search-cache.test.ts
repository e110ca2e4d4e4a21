import { describe, expect, it } from 'vitest';
import { SearchCache } from './search-cache.ts';

describe('SearchCache', () => {
  it('forgets an answer once it is older than its lifetime', () => {
    let now = 0;
    const cache = new SearchCache<string>(1_000, 10, () => now);
    cache.set('lipstick', 'answer');
    now = 999;
    expect(cache.get('lipstick')).toBe('answer');
    now = 1_000;
    expect(cache.get('lipstick')).toBeUndefined();
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const cache = new SearchCache<number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // "b" is now the least recently used
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });
});
