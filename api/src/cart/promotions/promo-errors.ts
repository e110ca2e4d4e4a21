// A rejected promotion as the api's error: one code per spec §8 hint, so that the web can
// say "Sorry, the promotion is invalid." with the hint that fits.
import { ApiError } from '../../platform/http-errors.ts';
import type { ErrorCode } from '@beauty/contracts/platform';
import type { PromoRejection } from '@beauty/contracts/cart';

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
