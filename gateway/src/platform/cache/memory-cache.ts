// The in-process cache (the default when REDIS_URL is unset): lru-cache bounded by entry
// count and by size, with a time to live per entry. Values are kept as
// JSON text, as Redis keeps them: every read is a fresh copy, so no request can change
// what another one reads, and the size bound is the size of that text.
import { LRUCache } from 'lru-cache';
import type { JsonCache } from './json-cache.ts';

export interface MemoryCacheOptions {
  /** At most this many entries; the least recently used go first. Default 10 000. */
  maxEntries?: number;
  /** At most this many characters of keys and JSON text in total. Default 32 million (≈ 64 MB). */
  maxChars?: number;
  /** The clock, in milliseconds (tests move it). Default Date.now. */
  now?: () => number;
}

export class MemoryCache implements JsonCache {
  // lru-cache (decision 0062: one in-memory cache implementation across the packages):
  // least recently used first out, bounded by count and by the size of the JSON text,
  // each entry with its own time to live. An entry larger than the whole bound is not kept.
  readonly #lru: LRUCache<string, string>;

  constructor({ maxEntries = 10_000, maxChars = 32_000_000, now }: MemoryCacheOptions = {}) {
    if (maxEntries < 1 || maxChars < 1) throw new Error('MemoryCache needs room for at least one entry');
    this.#lru = new LRUCache<string, string>({
      max: maxEntries,
      maxSize: maxChars,
      sizeCalculation: (text, key) => key.length + text.length,
      // A test's clock: read it on every check (lru-cache otherwise reuses a reading for 1 ms).
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    });
  }

  /** Entries held, expired ones included until they are read or evicted. */
  get size(): number {
    return this.#lru.size;
  }

  async get(key: string): Promise<unknown> {
    return this.#read(key);
  }

  async getMany(keys: readonly string[]): Promise<unknown[]> {
    return keys.map((key) => this.#read(key));
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.#write(key, value, ttlMs);
  }

  async setMany(entries: readonly (readonly [string, unknown])[], ttlMs: number): Promise<void> {
    for (const [key, value] of entries) this.#write(key, value, ttlMs);
  }

  /** Forgets everything (tests that need a cold cache). */
  clear(): void {
    this.#lru.clear();
  }

  async close(): Promise<void> {
    this.clear();
  }

  #read(key: string): unknown {
    const text = this.#lru.get(key);
    return text === undefined ? undefined : JSON.parse(text);
  }

  #write(key: string, value: unknown, ttlMs: number): void {
    const text = JSON.stringify(value);
    if (text === undefined || !(ttlMs > 0)) {
      this.#lru.delete(key);
      return;
    }
    // Too large for the whole bound: lru-cache refuses it (and drops an older value).
    this.#lru.set(key, text, { ttl: ttlMs });
  }
}
