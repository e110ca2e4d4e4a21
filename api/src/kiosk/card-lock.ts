// A card's kiosk lock (decision 0140): wrong sign-in codes for one Beauty Pass card lock that
// card at the kiosks for a while, longer the more there are, so nobody can keep guessing at a
// member's codes from kiosk after kiosk. Five failures lock it for a minute; each further
// five double the lock, at most an hour; a day without a failure forgets them; the right code
// clears them. Only the kiosk's sign-in reads this key: the member still signs in on the web.
//
// One upsert admits the attempt and counts it as a failure in the same statement (as
// platform/limits/attempt-counter.ts does), so a burst of guesses cannot all pass while the
// count is below the threshold; a right code then clears the key.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { clearKey } from '../platform/limits/attempt-counter.ts';
import { CARD_LOCK } from './kiosk-limits.ts';

const keyOf = (cardNumber: string) => `kiosk-verify:card:${cardNumber}`;

// t = the row before this statement's update. $2 the failures per step, $3 the first lock,
// $4 the longest lock, $5 how long failures are remembered (all seconds).
const LIVE = `(t.last_hit_at > now() - make_interval(secs => $5))`;
const FAILURES = `(case when ${LIVE} then t.hits else 0 end)`;
const lockFor = (failures: string) => `(case when ${failures} >= $2 then least($3 * power(2, floor(${failures}::float8 / $2) - 1), $4) else 0 end)`;
const ADMIT = `(extract(epoch from (now() - t.last_hit_at)) >= ${lockFor(FAILURES)})`;

const ATTEMPT_SQL = /* sql */ `
  insert into rate_limit as t (key, hits, window_started_at, last_hit_at, last_hit_id)
  values ($1, 1, now(), now(), $6)
  on conflict (key) do update set
    hits = case when ${ADMIT} then ${FAILURES} + 1 else t.hits end,
    window_started_at = case when ${ADMIT} and not ${LIVE} then now() else t.window_started_at end,
    last_hit_at = case when ${ADMIT} then now() else t.last_hit_at end,
    last_hit_id = case when ${ADMIT} then $6 else t.last_hit_id end
  returning last_hit_id = $6 as admitted,
    (${lockFor('hits')} - extract(epoch from (now() - last_hit_at)))::float8 as wait_seconds`;

/**
 * Counts a code attempt for the card as a failure, unless the card is locked now: then says
 * how long to wait. Call `clearCardLock` when the code turns out right.
 */
export async function attemptCardCode(db: Queryable, cardNumber: string): Promise<{ admitted: true } | { admitted: false; retryAfterSeconds: number }> {
  const { rows } = await db.query<{ admitted: boolean; wait_seconds: number }>(ATTEMPT_SQL, [
    keyOf(cardNumber),
    CARD_LOCK.failuresPerStep,
    CARD_LOCK.firstLockSeconds,
    CARD_LOCK.longestLockSeconds,
    CARD_LOCK.rememberSeconds,
    randomUUID(),
  ]);
  const row = rows[0]!;
  return row.admitted ? { admitted: true } : { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(row.wait_seconds)) };
}

export const clearCardLock = (db: Queryable, cardNumber: string) => clearKey(db, keyOf(cardNumber));
