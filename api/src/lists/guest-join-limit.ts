// A guest's "tell me when" mails a confirmation to the address they typed, so one buyer IP
// may ask for only so many an hour, whatever the addresses (the outbox caps each address on
// its own, decision 0136). Counted before any work, like every per-address limit (0052).
import type { Queryable } from '../db/db.ts';
import { hitKey, type AttemptPolicy } from '../platform/limits/attempt-counter.ts';
import { TooManyAttempts } from '../platform/limits/too-many-attempts.ts';

const HOUR = 60 * 60;
/** Ten at once (a shopper going through a wish list), then a growing wait; blocked for an hour after 30. */
export const GUEST_JOIN_PER_IP: AttemptPolicy = { freeHits: 10, blockAfter: 30, windowSeconds: HOUR, blockSeconds: HOUR, maxWaitSeconds: 300 };

export async function limitGuestJoin(db: Queryable, buyerIp: string): Promise<void> {
  const hit = await hitKey(db, `list-join:address:${buyerIp}`, GUEST_JOIN_PER_IP);
  if (!hit.admitted) throw new TooManyAttempts(hit.retryAfterSeconds);
}
