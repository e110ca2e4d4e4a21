// The limits on account calls a stranger can repeat besides sign-in (sign-in-throttle.ts):
// sign-up, asking for a reset mail, setting a password with a reset link, and unlock
// links. Each is counted before any password is hashed or mail is queued (decision 0052).
import type { Queryable } from '../db/db.ts';
import { hitAll, type KeyedPolicy, policy, refundKey } from '../platform/limits/attempt-counter.ts';
import { TooManyAttempts } from '../platform/limits/too-many-attempts.ts';

// Failed sign-ups (an e-mail already taken: a probe for who has an account) per address;
// successful ones give their attempt back.
const SIGN_UP_ADDRESS = policy(10, 30);
const SIGN_UP_EMAIL = policy(5, 10);
// Reset mails: a few per address, and per e-mail few enough that nobody's inbox is flooded.
const RESET_ADDRESS = policy(10, 30);
export const RESET_EMAIL = policy(3, 5);
// Link tokens are 256-bit: guessing is hopeless, but each try may hash passwords.
const LINK_ADDRESS = policy(10, 30);

/** Throws TooManyAttempts (429) when a key refuses; else a way to give the attempt back. */
async function admit(db: Queryable, keys: KeyedPolicy[]): Promise<{ refund(): Promise<void> }> {
  const outcome = await hitAll(db, keys);
  if (!outcome.admitted) throw new TooManyAttempts(outcome.retryAfterSeconds);
  return {
    async refund() {
      for (const { key, policy: p } of keys) await refundKey(db, key, p);
    },
  };
}

export const admitSignUp = (db: Queryable, address: string, emailKey: string) =>
  admit(db, [
    { key: `sign-up:address:${address}`, policy: SIGN_UP_ADDRESS },
    { key: `sign-up:email:${emailKey}`, policy: SIGN_UP_EMAIL },
  ]);

/** Per address only: the per-e-mail limit answers neutrally (resetMailAllowed). */
export const admitResetRequest = (db: Queryable, address: string) => admit(db, [{ key: `reset:address:${address}`, policy: RESET_ADDRESS }]);

/**
 * Whether this e-mail may get another reset mail now. Counted for unknown e-mails too and
 * never told to the caller, so the answer stays the same whether the account exists.
 */
export async function resetMailAllowed(db: Queryable, emailKey: string): Promise<boolean> {
  const outcome = await hitAll(db, [{ key: `reset:email:${emailKey}`, policy: RESET_EMAIL }]);
  return outcome.admitted;
}

export const admitLinkUse = (db: Queryable, address: string) => admit(db, [{ key: `link:address:${address}`, policy: LINK_ADDRESS }]);
