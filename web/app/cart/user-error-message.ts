// Business failures come back as data with a code (docs/architecture.md#graphql-conventions);
// the shopper reads them translated by code, never the upstream English message.
import type { TFunction } from 'i18next';
import type { UserErrorCode } from '../__generated__/graphql';

// The bag line codes; promo codes have their own hints (promo-hint.ts).
const CODES = ['VARIANT_NOT_FOUND', 'LINE_NOT_FOUND', 'INSUFFICIENT_STOCK', 'NOT_SOLD_IN_COUNTRY', 'INVALID_INPUT'] as const satisfies readonly UserErrorCode[];

export function userErrorMessage(t: TFunction, code: string): string {
  const known = CODES.find((c) => c === code);
  return known ? t(`errors.userError.${known}`) : t('errors.generic');
}
