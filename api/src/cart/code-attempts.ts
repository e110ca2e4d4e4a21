// Promo codes and gift-card codes can be guessed: each try is counted per bag and per
// address before the code is looked up (decision 0052), and a code that works gives its
// attempt back, so only wrong guesses use up the allowance. A real promo code the bag
// refuses only because it keeps a better one (PROMO_ONE_PER_ORDER, decision 0116) is no
// guess either: shoppers compare the listed offers that way.
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { hitAll, type KeyedPolicy, policy, refundKey } from '../platform/limits/attempt-counter.ts';
import { TooManyAttempts } from '../platform/limits/too-many-attempts.ts';
import type { BagKey } from './cart-repository.ts';

type CodeKind = 'promo' | 'gift-card';

// Gift cards hold money: fewer wrong guesses than promo codes, which shoppers mistype.
const PER_BAG = { promo: policy(10, 20), 'gift-card': policy(5, 10) };
const PER_ADDRESS = { promo: policy(30, 100), 'gift-card': policy(15, 40) };

const keysOf = (kind: CodeKind, bag: BagKey, address: string): KeyedPolicy[] => [
  { key: `${kind}:address:${address}`, policy: PER_ADDRESS[kind] },
  { key: `${kind}:bag:${bag.country}:${bag.deviceId}`, policy: PER_BAG[kind] },
];

/**
 * Runs `tryCode` if the limits let this guess through (else 429 TOO_MANY_ATTEMPTS); gives
 * the attempt back when the code worked.
 */
export async function limitCodeGuess<T>(db: Queryable, kind: CodeKind, bag: BagKey, address: string, tryCode: () => Promise<T>): Promise<T> {
  const keys = keysOf(kind, bag, address);
  const outcome = await hitAll(db, keys);
  if (!outcome.admitted) throw new TooManyAttempts(outcome.retryAfterSeconds);
  const refund = async () => {
    for (const { key, policy: p } of keys) await refundKey(db, key, p);
  };
  try {
    const result = await tryCode();
    await refund();
    return result;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PROMO_ONE_PER_ORDER') await refund();
    throw error;
  }
}
