// The gateway's shared cache: JSON values under string keys, each with a time to live.
// Two implementations: an in-process LRU (memory-cache.ts, the default) and Redis
// (redis-cache.ts, when REDIS_URL is set), the latter always behind resilient-cache.ts so
// that a Redis that is down or slow costs a shopper at most a few milliseconds, never a
// failed request. What may be cached, and under which key, is decided in one place:
// ../public-rest.ts.

export interface JsonCache {
  /** The value stored under key, or undefined when absent, expired or unreadable. */
  get(key: string): Promise<unknown>;
  /** One round trip for many keys: the values in the order of keys, undefined where missing. */
  getMany(keys: readonly string[]): Promise<unknown[]>;
  /** Stores a JSON-serializable value for ttlMs milliseconds. */
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  setMany(entries: readonly (readonly [key: string, value: unknown])[], ttlMs: number): Promise<void>;
  /** Releases connections; the cache answers nothing afterwards. */
  close(): Promise<void>;
}

/** JSON text back to a value; text that is not JSON reads as a miss. */
export function parseStored(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
