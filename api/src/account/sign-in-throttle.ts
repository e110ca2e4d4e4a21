// Throttling of sign-ins, per account (the email typed, known or not, so the answer is the
// same either way) and per client address. Every attempt is counted atomically BEFORE its
// password is hashed (platform/limits/attempt-counter.ts), so a parallel burst gets no
// more guesses than a sequential one. After a few attempts each next one must wait an
// exponentially growing time, then the key is blocked for 15 minutes. Nothing is
// permanent: the window and the block expire, a successful sign-in clears the account's
// count (and gives the address its attempt back), and the owner can lift a block early
// with the unlock link mailed to them (/users/unlock).
import { currentRequestId, newRequestId } from '@beauty/server-kit/request-id';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { clearKey, hitAll, type KeyedPolicy, policy, refundKey, touchKeys } from '../platform/limits/attempt-counter.ts';

export const ACCOUNT_POLICY = policy(5, 10);
// An address may be a whole office or a mobile carrier's NAT: more room before it slows.
export const ADDRESS_POLICY = policy(20, 50);

export interface ThrottleKeys {
  account: string;
  address: string | undefined;
}

export const accountThrottleKey = (account: string) => `sign-in:account:${account}`;
const addressKey = (address: string) => `sign-in:address:${address}`;

// The address first: a refused address must not use up the account's allowance.
const keysOf = (keys: ThrottleKeys): KeyedPolicy[] => [
  ...(keys.address ? [{ key: addressKey(keys.address), policy: ADDRESS_POLICY }] : []),
  { key: accountThrottleKey(keys.account), policy: ACCOUNT_POLICY },
];

/** 429 with a Reference ID support can look up in the log. */
export class SignInBlocked extends ApiError {
  constructor(
    readonly referenceId: string,
    retryAfterSeconds: number,
    readonly throttleKey: string,
  ) {
    super(429, 'SIGN_IN_BLOCKED', `This sign-in attempt was blocked. Please contact support with Reference ID ${referenceId}.`, {
      referenceId,
      retryAfterSeconds,
    });
  }
}

export interface AdmittedAttempt {
  /** This attempt is the one that blocks the account if it fails: mail the unlock link. */
  blocksAccountIfWrong: boolean;
}

/** Counts the attempt, or throws SignInBlocked (before any password is hashed). */
export async function admitSignIn(db: Queryable, keys: ThrottleKeys): Promise<AdmittedAttempt> {
  const outcome = await hitAll(db, keysOf(keys));
  if (!outcome.admitted) throw new SignInBlocked(newReferenceId(), outcome.retryAfterSeconds, outcome.refusedBy);
  const account = outcome.results.at(-1)!;
  return { blocksAccountIfWrong: account.admitted && account.justBlocked };
}

/** The password was right: the account starts clean and the address gets its attempt back. */
export async function signInSucceeded(db: Queryable, keys: ThrottleKeys): Promise<void> {
  await clearAccountThrottle(db, keys.account);
  if (keys.address) await refundKey(db, addressKey(keys.address), ADDRESS_POLICY);
}

/** The password was wrong: the next wait counts from now. */
export async function signInFailed(db: Queryable, keys: ThrottleKeys): Promise<void> {
  await touchKeys(
    db,
    keysOf(keys).map((k) => k.key),
  );
}

/** The password was never checked (every hashing slot busy): the attempt is given back. */
export async function signInNotEvaluated(db: Queryable, keys: ThrottleKeys): Promise<void> {
  for (const { key, policy: p } of keysOf(keys)) await refundKey(db, key, p);
}

/** After a successful sign-in, an unlock link or a new password: the owner starts clean. */
export async function clearAccountThrottle(db: Queryable, account: string): Promise<void> {
  await clearKey(db, accountThrottleKey(account));
}

// The Reference ID is this request's id (decision 0061): support finds the blocked attempt
// with it in the web server's, the gateway's and the api's logs. A new id outside a request.
const newReferenceId = () => currentRequestId() ?? newRequestId();
