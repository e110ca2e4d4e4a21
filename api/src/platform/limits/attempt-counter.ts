// Counting attempts at anything a stranger can guess at, BEFORE the expensive or revealing
// work runs. One upsert per key decides and records in the same statement (the row lock of
// INSERT ... ON CONFLICT DO UPDATE serialises concurrent hits), so a parallel burst cannot
// slip past the limit the way a read-then-write in two statements can, and every api
// replica on the same database shares the count.
//
// A policy: the first `freeHits` attempts in the window pass at once; after that each one
// must wait 2^(hits - freeHits + 1) s (at most maxWaitSeconds) after the last admitted
// one; the `blockAfter`-th admitted attempt blocks the key for blockSeconds. Nothing is
// permanent: the window and the block expire, and callers may clear or refund a key.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';

export interface AttemptPolicy {
  freeHits: number;
  blockAfter: number;
  windowSeconds: number;
  blockSeconds: number;
  maxWaitSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

/** The shape most keys use: a 15-minute window, a 15-minute block, waits of at most a minute. */
export function policy(freeHits: number, blockAfter: number): AttemptPolicy {
  return { freeHits, blockAfter, windowSeconds: FIFTEEN_MINUTES, blockSeconds: FIFTEEN_MINUTES, maxWaitSeconds: 60 };
}

export type HitResult =
  | { admitted: true; hits: number /** This hit reached blockAfter: the key is now blocked. */; justBlocked: boolean }
  | { admitted: false; hits: number; retryAfterSeconds: number };

// The row as it stands (t = the existing row, before this statement's update).
const LIVE = `(t.window_started_at > now() - make_interval(secs => $2))`;
const HITS = `(case when ${LIVE} then t.hits else 0 end)`;
const BLOCKED = `(t.blocked_until is not null and t.blocked_until > now())`;
const WAIT = `(case when ${HITS} >= $3 then least(power(2, ${HITS} - $3 + 1), $6) else 0 end)`;
const SINCE_LAST = `extract(epoch from (now() - t.last_hit_at))`;
const ADMIT = `(not ${BLOCKED} and (${HITS} < $3 or ${SINCE_LAST} >= ${WAIT}))`;

const HIT_SQL = /* sql */ `
  insert into rate_limit as t (key, hits, window_started_at, last_hit_at, last_hit_id, blocked_until)
  values ($1, 1, now(), now(), $7, case when $4 <= 1 then now() + make_interval(secs => $5) end)
  on conflict (key) do update set
    hits = case when ${ADMIT} then ${HITS} + 1 else t.hits end,
    window_started_at = case when ${ADMIT} and not ${LIVE} then now() else t.window_started_at end,
    last_hit_at = case when ${ADMIT} then now() else t.last_hit_at end,
    last_hit_id = case when ${ADMIT} then $7 else t.last_hit_id end,
    blocked_until = case when ${ADMIT} and ${HITS} + 1 >= $4 then now() + make_interval(secs => $5) else t.blocked_until end
  returning hits, last_hit_id = $7 as admitted,
    greatest(
      coalesce(extract(epoch from (blocked_until - now())), 0),
      case when hits >= $3 then least(power(2, hits - $3 + 1), $6) - extract(epoch from (now() - last_hit_at)) else 0 end
    )::float8 as wait_seconds`;

/** Counts one attempt on `key` if the policy lets it through now; otherwise says how long to wait. */
export async function hitKey(db: Queryable, key: string, p: AttemptPolicy): Promise<HitResult> {
  const { rows } = await db.query<{ hits: number; admitted: boolean; wait_seconds: number }>(HIT_SQL, [
    key,
    p.windowSeconds,
    p.freeHits,
    p.blockAfter,
    p.blockSeconds,
    p.maxWaitSeconds,
    randomUUID(),
  ]);
  const row = rows[0]!;
  if (row.admitted) return { admitted: true, hits: row.hits, justBlocked: row.hits === p.blockAfter };
  return { admitted: false, hits: row.hits, retryAfterSeconds: Math.max(1, Math.ceil(row.wait_seconds)) };
}

/**
 * Gives back an admitted attempt that turned out fine (a right password on a shared
 * address, a valid promo code): only failures should use up the allowance. Lifts a block
 * that the refunded attempt had set.
 */
export async function refundKey(db: Queryable, key: string, p: AttemptPolicy): Promise<void> {
  await db.query(
    `update rate_limit set hits = greatest(hits - 1, 0),
       blocked_until = case when hits - 1 < $2 then null else blocked_until end
     where key = $1`,
    [key, p.blockAfter],
  );
}

/**
 * A failed attempt restarts the wait from when its answer was known, not from when it was
 * admitted: a slow hash does not shorten the next wait.
 */
export async function touchKeys(db: Queryable, keys: readonly string[]): Promise<void> {
  await db.query(`update rate_limit set last_hit_at = greatest(last_hit_at, now()) where key = any($1)`, [keys]);
}

/** The owner proved who they are (signed in, unlock link, new password): the key starts clean. */
export async function clearKey(db: Queryable, key: string): Promise<void> {
  await db.query(`delete from rate_limit where key = $1`, [key]);
}

export interface KeyedPolicy {
  key: string;
  policy: AttemptPolicy;
}

/**
 * Hits every key; admitted only when all admit. A key that admitted before a later one
 * refused is refunded, so a refused attempt uses up nothing.
 */
export async function hitAll(
  db: Queryable,
  keys: readonly KeyedPolicy[],
): Promise<{ admitted: true; results: HitResult[] } | { admitted: false; refusedBy: string; retryAfterSeconds: number }> {
  const results: HitResult[] = [];
  for (const [index, { key, policy: p }] of keys.entries()) {
    const result = await hitKey(db, key, p);
    if (!result.admitted) {
      for (const earlier of keys.slice(0, index)) await refundKey(db, earlier.key, earlier.policy);
      return { admitted: false, refusedBy: key, retryAfterSeconds: result.retryAfterSeconds };
    }
    results.push(result);
  }
  return { admitted: true, results };
}
