// The one place where a REST failure becomes GraphQL (ARCHITECTURE "GraphQL conventions",
// decision 0001). A query sees a GraphQLError with extensions.code; a mutation turns the
// same error into a UserError when the shopper can fix it, and rethrows it otherwise.
import { GraphQLError } from 'graphql';
import { type ErrorCode, errorBodySchema } from '@beauty/contracts/platform';
import type { UserError, UserErrorCode } from '../__generated__/resolvers-types.ts';

/** extensions.code values the gateway puts on errors (Apollo's names where Apollo has one). */
export type GatewayErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN';

interface Mapping {
  query: GatewayErrorCode;
  /** Set when a shopper can act on the failure: a mutation returns it as data. */
  user?: { code: UserErrorCode; field?: string };
}

const MAPPINGS: Record<ErrorCode, Mapping> = {
  VALIDATION_FAILED: { query: 'BAD_USER_INPUT', user: { code: 'INVALID_INPUT' } },
  // The gateway validates the locale and always sends a device id on bag calls, so these
  // two mean a gateway bug, not a shopper mistake.
  INVALID_LOCALE: { query: 'INTERNAL_SERVER_ERROR' },
  DEVICE_ID_REQUIRED: { query: 'INTERNAL_SERVER_ERROR' },
  NOT_FOUND: { query: 'NOT_FOUND' },
  PRODUCT_NOT_FOUND: { query: 'NOT_FOUND' },
  VARIANT_NOT_FOUND: { query: 'NOT_FOUND', user: { code: 'VARIANT_NOT_FOUND', field: 'variantId' } },
  LINE_NOT_FOUND: { query: 'NOT_FOUND', user: { code: 'LINE_NOT_FOUND', field: 'lineId' } },
  INSUFFICIENT_STOCK: { query: 'BAD_USER_INPUT', user: { code: 'INSUFFICIENT_STOCK', field: 'quantity' } },
  NOT_SOLD_IN_COUNTRY: { query: 'BAD_USER_INPUT', user: { code: 'NOT_SOLD_IN_COUNTRY', field: 'variantId' } },
  PROMO_NOT_FOUND: { query: 'BAD_USER_INPUT', user: { code: 'PROMO_NOT_FOUND', field: 'code' } },
  PROMO_EXPIRED: { query: 'BAD_USER_INPUT', user: { code: 'PROMO_EXPIRED', field: 'code' } },
  PROMO_MIN_ORDER: { query: 'BAD_USER_INPUT', user: { code: 'PROMO_MIN_ORDER', field: 'code' } },
  PROMO_FIRST_TIME_ONLY: { query: 'BAD_USER_INPUT', user: { code: 'PROMO_FIRST_TIME_ONLY', field: 'code' } },
  PROMO_NOT_APPLICABLE: { query: 'BAD_USER_INPUT', user: { code: 'PROMO_NOT_APPLICABLE', field: 'code' } },
  PROMO_NOT_COMBINABLE: { query: 'BAD_USER_INPUT', user: { code: 'PROMO_NOT_COMBINABLE', field: 'code' } },
  PROMO_USED_UP: { query: 'BAD_USER_INPUT', user: { code: 'PROMO_USED_UP', field: 'code' } },
  SAMPLE_NOT_FOUND: { query: 'BAD_USER_INPUT', user: { code: 'SAMPLE_NOT_FOUND', field: 'sampleId' } },
  SAMPLE_LIMIT_REACHED: { query: 'BAD_USER_INPUT', user: { code: 'SAMPLE_LIMIT_REACHED', field: 'sampleId' } },
  CART_EMPTY: { query: 'BAD_USER_INPUT', user: { code: 'CART_EMPTY' } },
  OUT_OF_STOCK: { query: 'BAD_USER_INPUT', user: { code: 'OUT_OF_STOCK' } },
  STORE_NOT_FOUND: { query: 'BAD_USER_INPUT', user: { code: 'STORE_NOT_FOUND', field: 'storeId' } },
  // The gateway always sends one on checkout: its absence is a gateway bug.
  IDEMPOTENCY_KEY_REQUIRED: { query: 'INTERNAL_SERVER_ERROR' },
  ORDER_NOT_FOUND: { query: 'NOT_FOUND' },
  GIFT_CARD_NOT_FOUND: { query: 'BAD_USER_INPUT', user: { code: 'GIFT_CARD_NOT_FOUND', field: 'code' } },
  GIFT_CARD_EMPTY: { query: 'BAD_USER_INPUT', user: { code: 'GIFT_CARD_EMPTY', field: 'code' } },
  GIFT_CARD_PAYMENT_FAILED: { query: 'BAD_USER_INPUT', user: { code: 'GIFT_CARD_PAYMENT_FAILED', field: 'cardNumber' } },
  // account (issue 4): a 401 on an authenticated call is handled by account/session.ts
  UNAUTHENTICATED: { query: 'UNAUTHENTICATED' },
  INVALID_CREDENTIALS: { query: 'UNAUTHENTICATED', user: { code: 'INVALID_CREDENTIALS' } },
  SIGN_IN_BLOCKED: { query: 'BAD_USER_INPUT', user: { code: 'SIGN_IN_BLOCKED' } },
  EMAIL_TAKEN: { query: 'BAD_USER_INPUT', user: { code: 'EMAIL_TAKEN', field: 'email' } },
  PASSWORD_RULES: { query: 'BAD_USER_INPUT', user: { code: 'PASSWORD_RULES', field: 'password' } },
  CONSENT_REQUIRED: { query: 'BAD_USER_INPUT', user: { code: 'CONSENT_REQUIRED', field: 'consents' } },
  LINK_EXPIRED: { query: 'BAD_USER_INPUT', user: { code: 'LINK_EXPIRED', field: 'token' } },
  LINK_INVALID: { query: 'BAD_USER_INPUT', user: { code: 'LINK_INVALID', field: 'token' } },
  SOCIAL_NOT_LINKED: { query: 'BAD_USER_INPUT', user: { code: 'SOCIAL_NOT_LINKED' } },
  // content preview (decision 0040): without the editors' token, or with preview off
  PREVIEW_DISABLED: { query: 'FORBIDDEN' },
  PREVIEW_FORBIDDEN: { query: 'FORBIDDEN' },
  INTERNAL: { query: 'INTERNAL_SERVER_ERROR' },
};

const INTERNAL_MESSAGE = 'Internal server error';

/** A failed REST call: a GraphQLError for queries that also knows its mutation form. */
export class RestError extends GraphQLError {
  constructor(
    message: string,
    readonly status: number,
    readonly restCode: ErrorCode,
    readonly userError: UserError | null,
  ) {
    super(message, { extensions: { code: MAPPINGS[restCode].query } });
    this.name = 'RestError';
  }
}

/**
 * Maps a REST error response (status and body, spec §7 / api platform contract) to the
 * gateway's error. A body that is not the contract's error shape counts as INTERNAL.
 */
export function restErrorFromResponse(status: number, body: unknown): RestError {
  const parsed = errorBodySchema.safeParse(body);
  const restCode: ErrorCode = parsed.success ? parsed.data.code : 'INTERNAL';
  const mapping = MAPPINGS[restCode];
  const shopperCanSeeIt = mapping.query !== 'INTERNAL_SERVER_ERROR' && parsed.success;
  const message = shopperCanSeeIt ? parsed.data.message : INTERNAL_MESSAGE;
  const userError: UserError | null = mapping.user
    ? { code: mapping.user.code, field: mapping.user.field ? ['input', mapping.user.field] : null, message }
    : null;
  return new RestError(message, status, restCode, userError);
}

/** The api did not answer (refused, reset, timed out): worth a later retry by the client. */
export function upstreamUnavailable(cause: unknown): GraphQLError {
  return new GraphQLError('The shop is briefly unavailable, please try again', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

/** The api answered something its own contract forbids: never pass it on (decision 0001). */
export function contractViolation(): GraphQLError {
  return new GraphQLError(INTERNAL_MESSAGE, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

/** The mutation view of any error: a UserError when the shopper can fix it, else null. */
export function userErrorOf(error: unknown): UserError | null {
  return error instanceof RestError ? error.userError : null;
}
