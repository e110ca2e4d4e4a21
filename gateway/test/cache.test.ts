// The cache contract, run against every implementation: the in-process LRU always, Redis
// when TEST_REDIS_URL names one (keys under a prefix of this run's own, deleted after).
// Then what a Redis that is down or silent does to a caller: nothing but misses, fast,
// and one log line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCache } from '../src/platform/cache/create-cache.ts';
import type { JsonCache } from '../src/platform/cache/json-cache.ts';
import { MemoryCache } from '../src/platform/cache/memory-cache.ts';
import { DEFAULT_KEY_PREFIX, RedisCache } from '../src/platform/cache/redis-cache.ts';
import type { Logger } from '../src/platform/logger.ts';
import { TEST_REDIS_URL, closedPortUrl, deleteKeys, rawRedis, silentRedis, testKeyPrefix } from './support/redis.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingLogger() {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    warn: (message, fields) => lines.push({ level: 'warn', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  };
  return { logger, lines };
}

function cacheContract(name: string, open: () => Promise<JsonCache>) {
  describe(`the ${name} cache`, () => {
    let cache: JsonCache;
    beforeAll(async () => {
      cache = await open();
    });
    afterAll(() => cache?.close());

    it('gives back the JSON it was given', async () => {
      const value = { name: 'ลิปสติก', nested: { list: [1, 2.5, null, true, 'x'] }, empty: [], zero: 0 };
      await cache.set('round-trip', value, 60_000);
      expect(await cache.get('round-trip')).toEqual(value);
      await cache.set('scalar', 'just a string', 60_000);
      expect(await cache.get('scalar')).toBe('just a string');
    });

    it('answers undefined for a key never set', async () => {
      expect(await cache.get('never-set')).toBeUndefined();
    });

    it('replaces a value set twice', async () => {
      await cache.set('twice', { v: 1 }, 60_000);
      await cache.set('twice', { v: 2 }, 60_000);
      expect(await cache.get('twice')).toEqual({ v: 2 });
    });

    it('reads and writes many keys at once, in order, with misses as undefined', async () => {
      await cache.setMany(
        [
          ['many:a', 'A'],
          ['many:c', { c: 3 }],
        ],
        60_000,
      );
      expect(await cache.getMany(['many:a', 'many:b', 'many:c'])).toEqual(['A', undefined, { c: 3 }]);
      expect(await cache.getMany([])).toEqual([]);
      await cache.setMany([], 60_000);
    });

    it('tells keys apart that differ only in country, language or query', async () => {
      await cache.set('SG:en:/api/web/v1/brands/?ids=B1', 'sg', 60_000);
      await cache.set('TH:th:/api/web/v1/brands/?ids=B1', 'th', 60_000);
      expect(await cache.getMany(['SG:en:/api/web/v1/brands/?ids=B1', 'TH:th:/api/web/v1/brands/?ids=B1', 'TH:en:/api/web/v1/brands/?ids=B1'])).toEqual([
        'sg',
        'th',
        undefined,
      ]);
    });

    it('forgets a value once its time to live has passed', async () => {
      await cache.set('short', 'soon gone', 80);
      await cache.setMany([['short-many', 1]], 80);
      expect(await cache.get('short')).toBe('soon gone');
      await sleep(200);
      expect(await cache.getMany(['short', 'short-many'])).toEqual([undefined, undefined]);
    });
  });
}

cacheContract('in-memory', async () => new MemoryCache());

describe.skipIf(!TEST_REDIS_URL)('Redis (TEST_REDIS_URL)', () => {
  const url = TEST_REDIS_URL!;
  const prefix = testKeyPrefix();
  afterAll(async () => {
    await deleteKeys(url, prefix);
  });

  cacheContract('Redis', async () => {
    const cache = new RedisCache({ url, prefix });
    expect(await cache.whenReady(2_000)).toBe(true);
    return cache;
  });

  it('stores every key under the namespace prefix, with the time to live asked for', async () => {
    const cache = new RedisCache({ url, prefix });
    const raw = rawRedis(url);
    try {
      await cache.whenReady(2_000);
      await cache.set('SG:en:/api/web/v1/layouts/', { ok: true }, 300_000);
      expect(await raw.get(`${prefix}SG:en:/api/web/v1/layouts/`)).toBe('{"ok":true}');
      expect(await raw.exists('SG:en:/api/web/v1/layouts/')).toBe(0);
      const ttl = await raw.pttl(`${prefix}SG:en:/api/web/v1/layouts/`);
      expect(ttl).toBeGreaterThan(290_000);
      expect(ttl).toBeLessThanOrEqual(300_000);
    } finally {
      raw.disconnect();
      await cache.close();
    }
  });

  it('reads text that is not JSON (someone else wrote it) as a miss', async () => {
    const cache = new RedisCache({ url, prefix });
    const raw = rawRedis(url);
    try {
      await raw.set(`${prefix}garbage`, '{not json', 'PX', 60_000);
      await cache.whenReady(2_000);
      expect(await cache.get('garbage')).toBeUndefined();
    } finally {
      raw.disconnect();
      await cache.close();
    }
  });

  it('through createCache (what the gateway uses) is time-boxed and namespaced', async () => {
    const { logger, lines } = recordingLogger();
    const cache = await createCache({ redisUrl: url, prefix, logger });
    try {
      await cache.set('via-factory', [1, 2, 3], 60_000);
      expect(await cache.get('via-factory')).toEqual([1, 2, 3]);
      expect(lines).toEqual([]);
    } finally {
      await cache.close();
    }
  });
});

describe('a Redis that does not work', () => {
  it('at a closed port: every call is a fast miss, the gateway is told once', async () => {
    const { logger, lines } = recordingLogger();
    const started = performance.now();
    const cache = await createCache({ redisUrl: await closedPortUrl(), logger });
    try {
      for (let i = 0; i < 50; i++) {
        await cache.set(`k${i}`, i, 60_000);
        expect(await cache.get(`k${i}`)).toBeUndefined();
        expect(await cache.getMany([`k${i}`, 'other'])).toEqual([undefined, undefined]);
      }
      // Boot waits at most 500 ms for a first connection; the calls themselves cost nothing.
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(lines.filter((l) => l.level !== 'info')).toEqual([
        expect.objectContaining({
          level: 'warn',
          message: 'cache unavailable: serving from the api until it answers again',
          fields: expect.objectContaining({ cache: 'redis' }),
        }),
      ]);
    } finally {
      await cache.close();
    }
  });

  it('that connects but never answers: each call gives up after the 50 ms time box', async () => {
    const silent = await silentRedis();
    const { logger, lines } = recordingLogger();
    const cache = await createCache({ redisUrl: silent.url, logger });
    try {
      expect(lines).toEqual([]); // the handshake worked: it looked healthy at boot
      const started = performance.now();
      expect(await cache.getMany(['a', 'b'])).toEqual([undefined, undefined]);
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(45);
      expect(waited).toBeLessThan(500);
      expect(silent.commands).toContain('MGET');
      // Cooling down now: the next calls do not wait at all, and are not logged again.
      const again = performance.now();
      for (let i = 0; i < 20; i++) expect(await cache.get('a')).toBeUndefined();
      expect(performance.now() - again).toBeLessThan(50);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 'warn', fields: { cache: 'redis', error: 'no answer within 50 ms' } });
    } finally {
      await cache.close();
      await silent.close();
    }
  });

  it('uses the beauty:gw:v1: namespace unless told otherwise', () => {
    expect(DEFAULT_KEY_PREFIX).toBe('beauty:gw:v1:');
  });
});
