// The shared cache across gateway replicas (REDIS_URL). Every key carries a namespace
// prefix (beauty:gw:v1: by default; bump the version when what is stored changes shape)
// so the gateway's keys never meet the api's locks or rate limits in the same Redis.
//
// Fail fast rather than wait: with the offline queue off, a command given while the
// connection is down is refused at once instead of queued, and a command in flight when
// the connection drops is not retried. ioredis keeps reconnecting in the background.
// resilient-cache.ts adds the time box, the fall-through and the log line.
import { Redis } from 'ioredis';
import { type JsonCache, parseStored } from './json-cache.ts';

export const DEFAULT_KEY_PREFIX = 'beauty:gw:v1:';

export interface RedisCacheOptions {
  url: string;
  /** Prepended to every key. Default beauty:gw:v1: */
  prefix?: string;
  /** Connection errors (ioredis reports each failed reconnect); the cache never throws them. */
  onError?: (error: Error) => void;
}

export class RedisCache implements JsonCache {
  readonly #redis: Redis;
  readonly prefix: string;

  constructor({ url, prefix = DEFAULT_KEY_PREFIX, onError }: RedisCacheOptions) {
    this.prefix = prefix;
    this.#redis = new Redis(url, {
      keyPrefix: prefix,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      // Keep trying, but no more often than every 2 s once it has been down a while.
      retryStrategy: (times) => Math.min(times * 100, 2_000),
    });
    // Without a listener ioredis prints every reconnect failure to the console.
    this.#redis.on('error', (error: Error) => onError?.(error));
  }

  /** Resolves true once connected, false on the first failure or after timeoutMs; never rejects. */
  whenReady(timeoutMs: number): Promise<boolean> {
    if (this.#redis.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ready: boolean) => {
        clearTimeout(timer);
        this.#redis.off('ready', onReady);
        this.#redis.off('error', onError);
        resolve(ready);
      };
      const onReady = () => done(true);
      const onError = () => done(false);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.#redis.once('ready', onReady);
      this.#redis.once('error', onError);
    });
  }

  async get(key: string): Promise<unknown> {
    return parseStored(await this.#redis.get(key));
  }

  async getMany(keys: readonly string[]): Promise<unknown[]> {
    if (keys.length === 0) return [];
    const texts = await this.#redis.mget(...keys);
    return texts.map(parseStored);
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    const text = JSON.stringify(value);
    if (text === undefined || !(ttlMs > 0)) return;
    await this.#redis.set(key, text, 'PX', Math.ceil(ttlMs));
  }

  async setMany(entries: readonly (readonly [string, unknown])[], ttlMs: number): Promise<void> {
    if (!(ttlMs > 0)) return;
    const pipeline = this.#redis.pipeline();
    let queued = 0;
    for (const [key, value] of entries) {
      const text = JSON.stringify(value);
      if (text === undefined) continue;
      pipeline.set(key, text, 'PX', Math.ceil(ttlMs));
      queued += 1;
    }
    if (queued === 0) return;
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  async close(): Promise<void> {
    if (this.#redis.status === 'ready') {
      // QUIT lets writes already sent finish; do not wait on a Redis that stopped answering.
      await Promise.race([this.#redis.quit().catch(() => {}), new Promise((r) => setTimeout(r, 200).unref())]);
    }
    this.#redis.disconnect();
  }
}
