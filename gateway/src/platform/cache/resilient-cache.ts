// A cache that can be down must not take the shop down with it. Every call is
// time-boxed (50 ms by default): a call that fails or takes longer reads as a miss (the
// request goes on to the api) or, for a write, is dropped. After a failure the cache is
// left alone for a cool-down (5 s) so that a slow Redis does not add 50 ms to every
// request, then tried again. An outage is logged once when it starts and once when it
// ends, not once per request.
import type { Logger } from '../logger.ts';
import type { JsonCache } from './json-cache.ts';

export const CACHE_TIMEOUT_MS = 50;
export const CACHE_COOLDOWN_MS = 5_000;

export interface ResilientCacheOptions {
  logger: Logger;
  /** Names the cache in log lines, e.g. "redis". */
  name: string;
  timeoutMs?: number;
  cooldownMs?: number;
  now?: () => number;
}

export class ResilientCache implements JsonCache {
  readonly #inner: JsonCache;
  readonly #logger: Logger;
  readonly #name: string;
  readonly #timeoutMs: number;
  readonly #cooldownMs: number;
  readonly #now: () => number;
  #available = true;
  #skipUntil = 0;

  constructor(inner: JsonCache, { logger, name, timeoutMs = CACHE_TIMEOUT_MS, cooldownMs = CACHE_COOLDOWN_MS, now = Date.now }: ResilientCacheOptions) {
    this.#inner = inner;
    this.#logger = logger;
    this.#name = name;
    this.#timeoutMs = timeoutMs;
    this.#cooldownMs = cooldownMs;
    this.#now = now;
  }

  /** False from a failure until the next call that succeeds. */
  get available(): boolean {
    return this.#available;
  }

  /** A failure seen outside a call (e.g. the connection dropped): starts a cool-down. */
  reportFailure(error: unknown): void {
    this.#skipUntil = this.#now() + this.#cooldownMs;
    if (!this.#available) return;
    this.#available = false;
    this.#logger.warn('cache unavailable: serving from the api until it answers again', {
      cache: this.#name,
      error: error instanceof Error ? error.message : String(error),
    });
  }

  get(key: string): Promise<unknown> {
    return this.#guard(
      () => this.#inner.get(key),
      () => undefined,
    );
  }

  getMany(keys: readonly string[]): Promise<unknown[]> {
    return this.#guard(
      () => this.#inner.getMany(keys),
      () => keys.map(() => undefined),
    );
  }

  set(key: string, value: unknown, ttlMs: number): Promise<void> {
    return this.#guard(
      () => this.#inner.set(key, value, ttlMs),
      () => undefined,
    );
  }

  setMany(entries: readonly (readonly [string, unknown])[], ttlMs: number): Promise<void> {
    return this.#guard(
      () => this.#inner.setMany(entries, ttlMs),
      () => undefined,
    );
  }

  close(): Promise<void> {
    return this.#inner.close();
  }

  async #guard<T>(call: () => Promise<T>, fallback: () => T): Promise<T> {
    if (this.#now() < this.#skipUntil) return fallback();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.#timeoutMs} ms`)), this.#timeoutMs);
    });
    try {
      const result = await Promise.race([Promise.resolve().then(call), timeout]);
      if (!this.#available) {
        this.#available = true;
        this.#logger.info('cache available again', { cache: this.#name });
      }
      return result;
    } catch (error) {
      this.reportFailure(error);
      return fallback();
    } finally {
      clearTimeout(timer);
    }
  }
}
