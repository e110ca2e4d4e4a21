// A small in-process cache of what a search answer takes from the catalogue alone: the
// matches' ids and total, the "did you mean", the suggested words, brands and categories.
// These are the same for every shopper of a site until the catalogue is seeded again, and
// the overlay asks for the same few queries over and over (every shopper typing "lip…").
// Prices and stock are not in it: the products are read fresh on every request. One per
// app instance (search-routes.ts), never module-level, so tests and replicas never share it.
//
// lru-cache, as everywhere in-process (decision 0062): least recently used out first, and
// its fetch() runs one look-up per key however many requests ask at once; a look-up that
// fails is not kept, so the next request tries again.
import { LRUCache } from 'lru-cache';

export interface SearchCacheOptions {
  /** A catalogue re-seeded under a running api shows in search after at most this long. */
  ttlMs?: number;
  /** Random queries cannot grow it beyond this many answers. */
  maxEntries?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

export type SearchCache<T extends {}, C> = LRUCache<string, T, C>;

/** A cache whose misses are answered by `lookup(key, context)`, one call per key at a time. */
export function createSearchCache<T extends {}, C>(
  lookup: (key: string, context: C) => Promise<T>,
  { ttlMs = 60_000, maxEntries = 1_000, now }: SearchCacheOptions = {},
): SearchCache<T, C> {
  return new LRUCache<string, T, C>({
    max: maxEntries,
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    fetchMethod: (key, _stale, { context }) => lookup(key, context),
  });
}
