// The cross-replica refresh lock on a real Redis (TEST_REDIS_URL; skipped, visibly, without
// one): it outlives the REST timeout while a refresh runs, and a holder whose lock lapsed
// and was taken by another replica never deletes that replica's lock.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteKeys, rawRedis, TEST_REDIS_URL, testKeyPrefix } from '../../test/support/redis.ts';
import { REST_TIMEOUT_MS } from '../platform/rest-client.ts';
import { LOCK_TTL_MS, type RefreshCoordinator, redisRefreshCoordinator } from './refresh-coordinator.ts';

const logger = { info: () => {}, warn: () => {}, error: () => {} };
const tokens = { accessToken: 'a.b.c', refreshToken: 'next' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!TEST_REDIS_URL)('refresh lock on Redis', () => {
  const prefix = testKeyPrefix();
  const opened: RefreshCoordinator[] = [];
  afterEach(async () => {
    for (const coordinator of opened.splice(0)) await coordinator.close();
    await deleteKeys(TEST_REDIS_URL!, prefix);
  });
  const lockKeys = async () => {
    const raw = rawRedis(TEST_REDIS_URL!);
    try {
      return await raw.keys(`${prefix}session-refresh:lock:*`);
    } finally {
      raw.disconnect();
    }
  };

  it('lives longer than the REST timeout while the refresh runs, and is released when it ends', async () => {
    expect(LOCK_TTL_MS).toBeGreaterThan(REST_TIMEOUT_MS);
    const coordinator = redisRefreshCoordinator({ url: TEST_REDIS_URL!, prefix, logger });
    opened.push(coordinator);
    await sleep(300); // connected (no offline queue: before that, a refresh goes without Redis)
    let ttlDuringRefresh = -1;
    await coordinator.refresh('old-token-1', async () => {
      const raw = rawRedis(TEST_REDIS_URL!);
      const [key] = await raw.keys(`${prefix}session-refresh:lock:*`);
      ttlDuringRefresh = await raw.pttl(key!);
      raw.disconnect();
      return tokens;
    });
    expect(ttlDuringRefresh).toBeGreaterThan(REST_TIMEOUT_MS);
    expect(await lockKeys()).toEqual([]);
  });

  it('a holder whose lock lapsed does not delete the lock another replica took since', async () => {
    const coordinator = redisRefreshCoordinator({ url: TEST_REDIS_URL!, prefix, logger, lockTtlMs: 100 });
    opened.push(coordinator);
    await sleep(300); // connected (no offline queue: before that, a refresh goes without Redis)
    const lock = `${prefix}session-refresh:lock:${createHash('sha256').update('session:old-token-2').digest('base64url')}`;
    const raw = rawRedis(TEST_REDIS_URL!);
    try {
      await coordinator.refresh('old-token-2', async () => {
        expect(await raw.get(lock)).toEqual(expect.any(String)); // ours, for now
        await sleep(200); // the lock lapses meanwhile
        expect(await raw.exists(lock)).toBe(0);
        await raw.set(lock, 'another-replica', 'PX', 5_000); // and another replica takes it
        return tokens;
      });
      expect(await raw.get(lock)).toBe('another-replica');
    } finally {
      raw.disconnect();
    }
  });
});
