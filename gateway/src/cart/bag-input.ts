// Checks of bag mutation input that need no api: answered as userErrors before any REST
// call, with the field path the shopper can fix.
import { MAX_LINE_QUANTITY } from '@beauty/contracts/catalog';
import type { UserError } from '../__generated__/resolvers-types.ts';

const MAX_ID_LENGTH = 64; // the contract's limit on variant and line ids

export function quantityError(quantity: number): UserError | null {
  if (Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY) return null;
  return {
    code: 'INVALID_INPUT',
    field: ['input', 'quantity'],
    message: `Quantity must be between 1 and ${MAX_LINE_QUANTITY}`,
  };
}

export function idError(field: 'variantId' | 'lineId' | 'sampleId', id: string): UserError | null {
  if (id.length >= 1 && id.length <= MAX_ID_LENGTH) return null;
  return { code: 'INVALID_INPUT', field: ['input', field], message: `${field} is not a valid id` };
}

/** The first problem of the input, in field order. */
export const firstError = (...errors: (UserError | null)[]): UserError | null => errors.find((e) => e !== null) ?? null;

/** A promo code: 1..40 characters after trimming (the api's contract). */
export function codeError(code: string): UserError | null {
  if (code.length >= 1 && code.length <= 40) return null;
  return { code: 'PROMO_NOT_FOUND', field: ['input', 'code'], message: 'Sorry, the promotion is invalid.' };
}
