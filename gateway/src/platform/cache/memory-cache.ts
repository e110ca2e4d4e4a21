// The in-process cache (the default when REDIS_URL is unset): a least-recently-used map
// bounded by entry count and by size, with a time to live per entry. Values are kept as
// JSON text, as Redis keeps them: every read is a fresh copy, so no request can change
// what another one reads, and the size bound is the size of that text.
import type { JsonCache } from './json-cache.ts';

export interface MemoryCacheOptions {
  /** At most this many entries; the least recently used go first. Default 10 000. */
  maxEntries?: number;
  /** At most this many characters of keys and JSON text in total. Default 32 million (≈ 64 MB). */
  maxChars?: number;
  /** The clock, in milliseconds (tests move it). Default Date.now. */
  now?: () => number;
}

interface Entry {
  text: string;
  expiresAt: number;
  chars: number;
}

export class MemoryCache implements JsonCache {
  // A Map iterates in insertion order: re-inserting on every read keeps the least
  // recently used entry first, where eviction takes it from.
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #maxChars: number;
  readonly #now: () => number;
  #chars = 0;

  constructor({ maxEntries = 10_000, maxChars = 32_000_000, now = Date.now }: MemoryCacheOptions = {}) {
    if (maxEntries < 1 || maxChars < 1) throw new Error('MemoryCache needs room for at least one entry');
    this.#maxEntries = maxEntries;
    this.#maxChars = maxChars;
    this.#now = now;
  }

  /** Entries held, expired ones included until they are read or evicted. */
  get size(): number {
    return this.#entries.size;
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
    this.#entries.clear();
    this.#chars = 0;
  }

  async close(): Promise<void> {
    this.clear();
  }

  #read(key: string): unknown {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) {
      this.#chars -= entry.chars;
      return undefined;
    }
    this.#entries.set(key, entry);
    return JSON.parse(entry.text);
  }

  #write(key: string, value: unknown, ttlMs: number): void {
    const text = JSON.stringify(value);
    this.#remove(key);
    if (text === undefined || !(ttlMs > 0)) return;
    const chars = key.length + text.length;
    if (chars > this.#maxChars) return; // would evict everything and still not fit
    this.#entries.set(key, { text, expiresAt: this.#now() + ttlMs, chars });
    this.#chars += chars;
    while (this.#entries.size > this.#maxEntries || this.#chars > this.#maxChars) {
      const oldest = this.#entries.keys().next().value as string;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#chars -= entry.chars;
  }
}
