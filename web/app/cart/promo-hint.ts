// The spec §8 hint for each reason a promo code is refused.
import type { TFunction } from 'i18next';

const HINTS = ['PROMO_NOT_FOUND', 'PROMO_EXPIRED', 'PROMO_MIN_ORDER', 'PROMO_FIRST_TIME_ONLY', 'PROMO_NOT_APPLICABLE', 'PROMO_NOT_COMBINABLE', 'PROMO_USED_UP'] as const;

export function promoHint(t: TFunction, code: string): string | undefined {
  const known = HINTS.find((h) => h === code);
  return known && t(`bag.promoHint.${known}`);
}

/** The bag's reason (lower-case enum of AppliedPromotion.reason) as its error code. */
export const reasonCode = (reason: string) => `PROMO_${reason}`;
