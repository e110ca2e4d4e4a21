// Answers kept per api process under the catalogue's version (decisions 0121, 0123): a
// listing's facets and pages, a product, a list of variants. Each is read far more often than
// the catalogue changes, and every change a shopper could see moves the version in the same
// transaction (migrations 0098, 0099: the shelf, prices, products, variants, brands,
// categories, stock rows and stock quantities at 10 or below). The version is read on every request, one primary-key row, so a
// change shows at once on this replica and every other; an old version's entries are never
// read again and age out of the LRU.
// One per route and app instance (product-routes.ts, variant-routes.ts), never module-level,
// so tests never share one; lru-cache as everywhere in-process (decision 0062): one load per
// key at a time. Bounded by entries and by characters of JSON: together about 64 MB of text
// per process at most (facets 500 entries, pages 32 MB, products and variants 16 MB each).
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/db.ts';

export interface VersionedCacheOptions<Value> {
  /** At most this many answers (500 unless said). */
  maxEntries?: number;
  /** With `sizeOf`: at most this much of them in all (e.g. characters of JSON). */
  maxSize?: number;
  sizeOf?: (value: Value) => number;
}

/** `get(db, key, context)`: the answer for `key` at the catalogue's current version, loaded with `context` on a miss. */
export type VersionedCache<Context, Value> = (db: Queryable, key: unknown, context: Context) => Promise<Value>;

export function createVersionedCache<Context, Value extends object>(
  load: (context: Context) => Promise<Value>,
  { maxEntries = 500, maxSize, sizeOf }: VersionedCacheOptions<Value> = {},
): VersionedCache<Context, Value> {
  const cache = new LRUCache<string, Value, Context>({
    max: maxEntries,
    ...(maxSize !== undefined && sizeOf ? { maxSize, sizeCalculation: (value: Value) => Math.max(1, sizeOf(value)) } : {}),
    fetchMethod: (_key, _stale, { context }) => load(context),
  });
  return async (db, key, context) => {
    const { rows } = await db.query<{ n: number | string }>('select n from catalog_version', [], { prepared: true });
    // `as never`: lru-cache's options type is conditional on Context, which a generic cannot resolve.
    const value = await cache.fetch(JSON.stringify([rows[0]?.n ?? 0, key]), { context } as never);
    if (!value) throw new Error('versioned cache: no answer');
    return value;
  };
}
