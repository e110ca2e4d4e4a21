// Throttling of failed sign-ins, per account (the email typed, known or not, so the answer
// is the same either way) and per client address. Failures within a 15-minute window
// first slow the next attempt down (an exponentially growing wait), then block it for
// 15 minutes. Nothing is permanent: the window and the block expire, a successful
// sign-in clears the account's count, and the owner can lift a block early with the
// unlock link mailed to them (/users/unlock).
import { currentRequestId, newRequestId } from '@beauty/server-kit/request-id';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';

export interface ThrottlePolicy {
  /** Failures before each attempt must wait 2^(failures - slowAfter) seconds. */
  slowAfter: number;
  /** Failures that block the key for blockSeconds. */
  blockAfter: number;
}

export const WINDOW_SECONDS = 15 * 60;
export const BLOCK_SECONDS = 15 * 60;
const MAX_WAIT_SECONDS = 60;
export const ACCOUNT_POLICY: ThrottlePolicy = { slowAfter: 5, blockAfter: 10 };
// An address may be a whole office or a mobile carrier's NAT: more room before it slows.
export const ADDRESS_POLICY: ThrottlePolicy = { slowAfter: 20, blockAfter: 50 };

export interface ThrottleKeys {
  account: string;
  address: string | undefined;
}

const keysOf = (keys: ThrottleKeys) => [
  { key: `account:${keys.account}`, policy: ACCOUNT_POLICY },
  ...(keys.address ? [{ key: `address:${keys.address}`, policy: ADDRESS_POLICY }] : []),
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

interface Row {
  key: string;
  failures: number;
  blocked_seconds: number | null;
  since_last_failure: number;
}

/** Throws SignInBlocked when any key is blocked or must still wait. Expired windows count as clean. */
export async function assertNotThrottled(db: Queryable, keys: ThrottleKeys): Promise<void> {
  const entries = keysOf(keys);
  const { rows } = await db.query<Row>(
    `select key,
       case when window_started_at > now() - make_interval(secs => $2) then failures else 0 end as failures,
       extract(epoch from (blocked_until - now()))::float8 as blocked_seconds,
       extract(epoch from (now() - last_failure_at))::float8 as since_last_failure
     from sign_in_throttle where key = any($1)`,
    [entries.map((e) => e.key), WINDOW_SECONDS],
  );
  for (const row of rows) {
    const policy = entries.find((e) => e.key === row.key)!.policy;
    let wait = row.blocked_seconds !== null && row.blocked_seconds > 0 ? row.blocked_seconds : 0;
    if (!wait && row.failures >= policy.slowAfter) {
      wait = Math.min(2 ** (row.failures - policy.slowAfter + 1), MAX_WAIT_SECONDS) - row.since_last_failure;
    }
    if (wait > 0) throw new SignInBlocked(newReferenceId(), Math.ceil(wait), row.key);
  }
}

/** Counts one failure on every key; answers whether the account key just became blocked. */
export async function recordFailure(db: Queryable, keys: ThrottleKeys): Promise<{ accountBlocked: boolean }> {
  let accountBlocked = false;
  for (const { key, policy } of keysOf(keys)) {
    const { rows } = await db.query<{ failures: number; blocked: boolean }>(
      `insert into sign_in_throttle as t (key, failures) values ($1, 1)
       on conflict (key) do update set
         failures = case when t.window_started_at <= now() - make_interval(secs => $2) then 1 else t.failures + 1 end,
         window_started_at = case when t.window_started_at <= now() - make_interval(secs => $2) then now() else t.window_started_at end,
         last_failure_at = now()
       returning failures, false as blocked`,
      [key, WINDOW_SECONDS],
    );
    const failures = rows[0]!.failures;
    if (failures >= policy.blockAfter) {
      await db.query(`update sign_in_throttle set blocked_until = now() + make_interval(secs => $2) where key = $1`, [key, BLOCK_SECONDS]);
      if (key.startsWith('account:') && failures === policy.blockAfter) accountBlocked = true;
    }
  }
  return { accountBlocked };
}

/** After a successful sign-in or an unlock link: the owner starts clean. The address keeps its count. */
export async function clearAccountThrottle(db: Queryable, account: string): Promise<void> {
  await db.query(`delete from sign_in_throttle where key = $1`, [`account:${account}`]);
}

// The Reference ID is this request's id (decision 0061): support finds the blocked attempt
// with it in the web server's, the gateway's and the api's logs. A new id outside a request.
const newReferenceId = () => currentRequestId() ?? newRequestId();
