// One token refresh per session at a time (docs/product.md#session, docs/architecture.md#sessions-and-tokens).
// A session is named by a hash of its refresh token. In one process, concurrent callers
// share one promise, and the answer is kept for RESULT_TTL_MS (the api's grace window) so that requests still
// carrying the old cookies (sent before the browser saw the new ones) reuse it instead
// of refreshing again. With Redis, replicas agree the same way: the first takes a lock
// (SET NX PX), runs the refresh and stores the answer; the others wait for it. The stored
// answer is encrypted with a key derived from the old refresh token, so Redis alone
// never holds a usable token. Redis being down costs nothing but the sharing: the api's
// grace window still hands a racing replica the same successor.
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../platform/logger.ts';
import { REST_TIMEOUT_MS } from '../platform/rest-client.ts';
import type { SessionTokens } from './session-cookies.ts';

// No longer than the api's grace window (30 s, decision 0051): past it, an old refresh token presented
// again must reach the api, which then revokes the family.
export const RESULT_TTL_MS = 10_000;
// The lock outlives the refresh call it guards (the REST timeout, plus a margin): a slow
// api must not let the lock lapse while its holder still waits, or a second replica would
// refresh the same token. Waiters wait a little longer than a lock can live.
export const LOCK_TTL_MS = REST_TIMEOUT_MS + 5_000;
const WAIT_MS = LOCK_TTL_MS + 2_000;
const POLL_MS = 15;
// Compare-and-delete in one step: between a GET and a DEL the lock could lapse and be
// taken by another replica, whose lock a plain DEL would then remove.
const RELEASE_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface RefreshCoordinator {
  /** Runs `refresh` unless another caller (here or on another replica) already is or just did. */
  refresh(refreshToken: string, refresh: () => Promise<SessionTokens>): Promise<SessionTokens>;
  close(): Promise<void>;
}

const sessionKey = (refreshToken: string) => createHash('sha256').update(`session:${refreshToken}`).digest('base64url');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** In-process single flight: the default, and the first layer in front of Redis. */
export class LocalRefreshCoordinator implements RefreshCoordinator {
  readonly #recent = new Map<string, Promise<SessionTokens>>();
  readonly #shared: ((key: string, refreshToken: string, refresh: () => Promise<SessionTokens>) => Promise<SessionTokens>) | undefined;

  constructor(shared?: (key: string, refreshToken: string, refresh: () => Promise<SessionTokens>) => Promise<SessionTokens>) {
    this.#shared = shared;
  }

  refresh(refreshToken: string, refresh: () => Promise<SessionTokens>): Promise<SessionTokens> {
    const key = sessionKey(refreshToken);
    const known = this.#recent.get(key);
    if (known) return known;
    const running = this.#shared ? this.#shared(key, refreshToken, refresh) : refresh();
    this.#recent.set(key, running);
    running.then(
      () => setTimeout(() => this.#recent.delete(key), RESULT_TTL_MS).unref(),
      () => this.#recent.delete(key), // a failure is not remembered: the next request tries again
    );
    return running;
  }

  async close(): Promise<void> {
    this.#recent.clear();
  }
}

function encrypt(refreshToken: string, tokens: SessionTokens): string {
  const key = createHash('sha256').update(`result:${refreshToken}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function decrypt(refreshToken: string, stored: string): SessionTokens | undefined {
  try {
    const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', createHash('sha256').update(`result:${refreshToken}`).digest(), iv!);
    decipher.setAuthTag(tag!);
    const tokens = JSON.parse(Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')) as SessionTokens;
    return typeof tokens.accessToken === 'string' && typeof tokens.refreshToken === 'string' ? tokens : undefined;
  } catch {
    return undefined;
  }
}

export interface RedisRefreshOptions {
  url: string;
  /** Namespace; default beauty:gw:v1: (the cache's), under session-refresh:. */
  prefix?: string | undefined;
  logger: Logger;
  /** Tests shorten it to see a lapsed lock; LOCK_TTL_MS otherwise. */
  lockTtlMs?: number | undefined;
}

type LockingRedis = Redis & { releaseLock(key: string, owner: string): Promise<number> };

/** Single flight across replicas through Redis, with the in-process layer in front. */
export function redisRefreshCoordinator({ url, prefix = 'beauty:gw:v1:', logger, lockTtlMs = LOCK_TTL_MS }: RedisRefreshOptions): RefreshCoordinator {
  const redis = new Redis(url, {
    keyPrefix: `${prefix}session-refresh:`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  }) as LockingRedis;
  // ioredis prefixes KEYS[1] like any other key.
  redis.defineCommand('releaseLock', { numberOfKeys: 1, lua: RELEASE_LOCK });
  // Logged once per outage, when a refresh actually goes without Redis (the public cache
  // already reports the connection itself).
  let warned = false;
  redis.on('error', () => {});
  redis.on('ready', () => (warned = false));

  async function shared(key: string, refreshToken: string, refresh: () => Promise<SessionTokens>): Promise<SessionTokens> {
    const deadline = Date.now() + WAIT_MS;
    try {
      for (;;) {
        const stored = await redis.get(`result:${key}`);
        const known = stored ? decrypt(refreshToken, stored) : undefined;
        if (known) return known;
        const owner = randomUUID();
        if ((await redis.set(`lock:${key}`, owner, 'PX', lockTtlMs, 'NX')) === 'OK') {
          try {
            // The previous holder stores its answer before it releases the lock: one that
            // finished between our read above and our lock is found here, not refreshed again.
            const stored = await redis.get(`result:${key}`);
            const justDone = stored ? decrypt(refreshToken, stored) : undefined;
            if (justDone) return justDone;
            const tokens = await refresh();
            await redis.set(`result:${key}`, encrypt(refreshToken, tokens), 'PX', RESULT_TTL_MS).catch(() => {});
            return tokens;
          } finally {
            // Only our own lock (atomically); a failed refresh frees it at once so a waiter may try.
            await redis.releaseLock(`lock:${key}`, owner).catch(() => {});
          }
        }
        if (Date.now() > deadline) break;
        await sleep(POLL_MS);
      }
    } catch (error) {
      if (!isRedisError(error)) throw error;
      if (!warned) logger.warn('session refresh: Redis unavailable, refreshing per replica', { error: String(error) });
      warned = true;
    }
    // Redis is down or the holder never finished: refresh here; the api's grace window
    // gives the same successor to a replica that races us.
    return refresh();
  }

  const local = new LocalRefreshCoordinator(shared);
  return {
    refresh: (token, refresh) => local.refresh(token, refresh),
    async close() {
      await local.close();
      redis.disconnect();
    },
  };
}

function isRedisError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = (error as { message?: string } | null)?.message ?? '';
  return /Redis|ReplyError|MaxRetries/.test(name) || /Connection|Stream isn't writeable|offline queue/i.test(message);
}
