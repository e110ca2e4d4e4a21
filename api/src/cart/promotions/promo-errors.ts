// A rejected promotion as the api's error: one code per hint of docs/product.md#promo-hints, so that the web can
// say "Sorry, the promotion is invalid." with the hint that fits.
import { ApiError } from '../../platform/http-errors.ts';
import type { ErrorCode } from '@beauty/contracts/platform';
import type { PromoChoice, PromoRejection } from '@beauty/contracts/cart';

const CODES: Record<PromoRejection, ErrorCode> = {
  not_found: 'PROMO_NOT_FOUND',
  expired: 'PROMO_EXPIRED',
  min_order: 'PROMO_MIN_ORDER',
  first_time_only: 'PROMO_FIRST_TIME_ONLY',
  not_applicable: 'PROMO_NOT_APPLICABLE',
  not_combinable: 'PROMO_NOT_COMBINABLE',
  used_up: 'PROMO_USED_UP',
};

export function promoError(reason: PromoRejection, details?: Record<string, unknown>): ApiError {
  return new ApiError(422, CODES[reason], 'Sorry, the promotion is invalid.', { reason, ...details });
}

/**
 * One promo per order: the bag keeps its code, which saves at least as much as the one
 * tried (promo-choice.ts). 409 like ONE_REWARD_PER_TRANSACTION: the code is fine, the bag
 * already holds a better one. The details name both codes with what each saves.
 */
export function onePromoPerOrder(choice: PromoChoice): ApiError {
  return new ApiError(409, 'PROMO_ONE_PER_ORDER', `${choice.kept} stays: one promo per order, and ${choice.dropped} would not save more.`, choice);
}
