// Which cache the gateway gets: Redis (time-boxed, see resilient-cache.ts) when REDIS_URL
// is set, else an in-process LRU. Either way the gateway starts: a Redis that cannot be
// reached at boot is logged once, and the gateway serves from the api until it can.
import type { Logger } from '../logger.ts';
import type { JsonCache } from './json-cache.ts';
import { MemoryCache, type MemoryCacheOptions } from './memory-cache.ts';
import { RedisCache } from './redis-cache.ts';
import { ResilientCache } from './resilient-cache.ts';

/** How long boot waits for a first Redis connection before going on without it. */
const BOOT_WAIT_MS = 500;

export interface CacheConfig {
  /** redis:// or rediss:// URL; unset means the in-process cache. */
  redisUrl?: string | undefined;
  /** Redis key prefix (default beauty:gw:v1:); tests use one of their own. */
  prefix?: string | undefined;
  /** Time box per Redis call, in ms (default 50). */
  timeoutMs?: number | undefined;
  memory?: MemoryCacheOptions | undefined;
  logger: Logger;
}

export async function createCache({ redisUrl, prefix, timeoutMs, memory, logger }: CacheConfig): Promise<JsonCache> {
  if (!redisUrl) return new MemoryCache(memory);
  let resilient: ResilientCache | undefined;
  const redis = new RedisCache({ url: redisUrl, prefix, onError: (error) => resilient?.reportFailure(error) });
  resilient = new ResilientCache(redis, { logger, name: 'redis', timeoutMs });
  if (!(await redis.whenReady(BOOT_WAIT_MS))) {
    resilient.reportFailure(new Error(`not connected within ${BOOT_WAIT_MS} ms`));
  }
  return resilient;
}
