// The one place where a REST failure becomes GraphQL (docs/architecture.md#graphql-conventions,
// decision 0001). A query sees a GraphQLError with extensions.code; a mutation turns the
// same error into a UserError when the shopper can fix it, and rethrows it otherwise.
import { GraphQLError } from 'graphql';
import { type ErrorCode, errorBodySchema } from '@beauty/contracts/platform';
import type { UserError, UserErrorCode } from '../__generated__/resolvers-types.ts';
import { badUserInput, type GatewayErrorCode, INTERNAL_MESSAGE, internalError, serviceUnavailable } from './graphql-errors.ts';

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
  PRODUCT_NOT_FOUND: { query: 'NOT_FOUND', user: { code: 'PRODUCT_NOT_FOUND', field: 'productId' } },
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
  // One promo per order: the bag kept a better code; the mutation adds which (cart/promo-choice.ts).
  PROMO_ONE_PER_ORDER: { query: 'BAD_USER_INPUT', user: { code: 'PROMO_ONE_PER_ORDER', field: 'code' } },
  SAMPLE_NOT_FOUND: { query: 'BAD_USER_INPUT', user: { code: 'SAMPLE_NOT_FOUND', field: 'sampleId' } },
  SAMPLE_LIMIT_REACHED: { query: 'BAD_USER_INPUT', user: { code: 'SAMPLE_LIMIT_REACHED', field: 'sampleId' } },
  CART_EMPTY: { query: 'BAD_USER_INPUT', user: { code: 'CART_EMPTY' } },
  OUT_OF_STOCK: { query: 'BAD_USER_INPUT', user: { code: 'OUT_OF_STOCK' } },
  STORE_NOT_FOUND: { query: 'BAD_USER_INPUT', user: { code: 'STORE_NOT_FOUND', field: 'storeId' } },
  // The gateway always sends one on checkout: its absence is a gateway bug.
  IDEMPOTENCY_KEY_REQUIRED: { query: 'INTERNAL_SERVER_ERROR' },
  // A client that reused its checkout key for a different input (web makes one per checkout page).
  IDEMPOTENCY_KEY_REUSED: { query: 'BAD_USER_INPUT' },
  ORDER_NOT_FOUND: { query: 'NOT_FOUND' },
  GIFT_CARD_NOT_FOUND: { query: 'BAD_USER_INPUT', user: { code: 'GIFT_CARD_NOT_FOUND', field: 'code' } },
  GIFT_CARD_EMPTY: { query: 'BAD_USER_INPUT', user: { code: 'GIFT_CARD_EMPTY', field: 'code' } },
  GIFT_CARD_PAYMENT_FAILED: { query: 'BAD_USER_INPUT', user: { code: 'GIFT_CARD_PAYMENT_FAILED', field: 'cardNumber' } },
  // account (issue 4): a 401 on an authenticated call is handled by account/session.ts
  UNAUTHENTICATED: { query: 'UNAUTHENTICATED' },
  INVALID_CREDENTIALS: { query: 'UNAUTHENTICATED', user: { code: 'INVALID_CREDENTIALS' } },
  SIGN_IN_BLOCKED: { query: 'BAD_USER_INPUT', user: { code: 'SIGN_IN_BLOCKED' } },
  // decision 0052: a limit refused the attempt before any work was done (429 + Retry-After)
  TOO_MANY_ATTEMPTS: { query: 'BAD_USER_INPUT', user: { code: 'TOO_MANY_ATTEMPTS' } },
  // the kiosk (decision 0119): the gateway checks the device before any resolver runs, so
  // an unknown device here means it was revoked in between.
  KIOSK_DEVICE_UNKNOWN: { query: 'FORBIDDEN', user: { code: 'KIOSK_ONLY' } },
  BARCODE_NOT_FOUND: { query: 'NOT_FOUND' },
  CODE_INVALID: { query: 'BAD_USER_INPUT', user: { code: 'CODE_INVALID', field: 'code' } },
  EMAIL_TAKEN: { query: 'BAD_USER_INPUT', user: { code: 'EMAIL_TAKEN', field: 'email' } },
  PASSWORD_RULES: { query: 'BAD_USER_INPUT', user: { code: 'PASSWORD_RULES', field: 'password' } },
  CONSENT_REQUIRED: { query: 'BAD_USER_INPUT', user: { code: 'CONSENT_REQUIRED', field: 'consents' } },
  LINK_EXPIRED: { query: 'BAD_USER_INPUT', user: { code: 'LINK_EXPIRED', field: 'token' } },
  LINK_INVALID: { query: 'BAD_USER_INPUT', user: { code: 'LINK_INVALID', field: 'token' } },
  SOCIAL_NOT_LINKED: { query: 'BAD_USER_INPUT', user: { code: 'SOCIAL_NOT_LINKED' } },
  // account dashboard (decision 0085)
  CURRENT_PASSWORD_WRONG: { query: 'BAD_USER_INPUT', user: { code: 'CURRENT_PASSWORD_WRONG', field: 'currentPassword' } },
  MOBILE_COUNTRY: { query: 'BAD_USER_INPUT', user: { code: 'MOBILE_COUNTRY', field: 'mobile' } },
  DATE_OF_BIRTH: { query: 'BAD_USER_INPUT', user: { code: 'DATE_OF_BIRTH', field: 'dateOfBirth' } },
  // decision 0132: a set date of birth is the member's to change once
  DATE_OF_BIRTH_LOCKED: { query: 'BAD_USER_INPUT', user: { code: 'DATE_OF_BIRTH_LOCKED', field: 'dateOfBirth' } },
  // content preview (decision 0040): without the editors' token, or with preview off
  PREVIEW_DISABLED: { query: 'FORBIDDEN' },
  PREVIEW_FORBIDDEN: { query: 'FORBIDDEN' },
  // staff endpoints (decision 0070): the storefront never calls them for a shopper
  // lists and reviews (issue 12)
  EMAIL_REQUIRED: { query: 'BAD_USER_INPUT', user: { code: 'EMAIL_REQUIRED', field: 'email' } },
  NOT_OUT_OF_STOCK: { query: 'BAD_USER_INPUT', user: { code: 'NOT_OUT_OF_STOCK', field: 'variantId' } },
  NOT_COMING_SOON: { query: 'BAD_USER_INPUT', user: { code: 'NOT_COMING_SOON', field: 'productId' } },
  WISH_LIST_FULL: { query: 'BAD_USER_INPUT', user: { code: 'WISH_LIST_FULL' } },
  REVIEW_NOT_ALLOWED: { query: 'FORBIDDEN', user: { code: 'REVIEW_NOT_ALLOWED' } },
  REVIEW_EXISTS: { query: 'BAD_USER_INPUT', user: { code: 'REVIEW_EXISTS' } },
  REVIEW_NOT_FOUND: { query: 'NOT_FOUND' },
  STAFF_ONLY: { query: 'FORBIDDEN' },
  // stores and bookings (issue 13, decision 0095): a slot someone else took is the
  // shopper's to fix (pick another), never an error page
  STORE_CLOSED: { query: 'BAD_USER_INPUT', user: { code: 'STORE_CLOSED', field: 'startsAt' } },
  ACTIVITY_NOT_FOUND: { query: 'NOT_FOUND', user: { code: 'ACTIVITY_NOT_FOUND', field: 'activityId' } },
  ARTIST_NOT_FOUND: { query: 'BAD_USER_INPUT', user: { code: 'ARTIST_NOT_FOUND', field: 'artistId' } },
  SLOT_UNAVAILABLE: { query: 'BAD_USER_INPUT', user: { code: 'SLOT_UNAVAILABLE', field: 'startsAt' } },
  SLOT_TAKEN: { query: 'BAD_USER_INPUT', user: { code: 'SLOT_TAKEN', field: 'startsAt' } },
  INVITATION_ONLY: { query: 'FORBIDDEN', user: { code: 'INVITATION_ONLY', field: 'activityId' } },
  BOOKING_NOT_FOUND: { query: 'NOT_FOUND', user: { code: 'BOOKING_NOT_FOUND', field: 'id' } },
  BOOKING_EXPIRED: { query: 'BAD_USER_INPUT', user: { code: 'BOOKING_EXPIRED' } },
  BOOKING_CANCELLED: { query: 'BAD_USER_INPUT', user: { code: 'BOOKING_CANCELLED' } },
  BOOKING_PROVIDER_UNVERIFIED: { query: 'BAD_USER_INPUT' },
  // decision 0134: the holder's bookings for that day are used up (cancel one first)
  BOOKING_LIMIT_REACHED: { query: 'BAD_USER_INPUT', user: { code: 'BOOKING_LIMIT_REACHED', field: 'startsAt' } },
  // loyalty and fulfilment (issue 11, decisions 0072-0074)
  ORDER_STATE_INVALID: { query: 'BAD_USER_INPUT', user: { code: 'ORDER_STATE_INVALID', field: 'state' } },
  TRACKING_NUMBER_REQUIRED: { query: 'BAD_USER_INPUT', user: { code: 'TRACKING_NUMBER_REQUIRED', field: 'trackingNumber' } },
  NOT_A_MEMBER: { query: 'NOT_FOUND' },
  POINTS_INSUFFICIENT: { query: 'BAD_USER_INPUT' },
  LOYALTY_EVENT_FORBIDDEN: { query: 'FORBIDDEN' },
  CLOCK_NOT_MOVABLE: { query: 'BAD_USER_INPUT' },
  // sandbox test accounts (decision 0100): REST only, no GraphQL field calls them
  SANDBOX_USER_NOT_FOUND: { query: 'NOT_FOUND' },
  // Beauty Pass perks and rewards (issue 11): docs/product.md#messages "Offer not found", "Offer fully redeemed"
  OFFER_NOT_FOUND: { query: 'NOT_FOUND', user: { code: 'OFFER_NOT_FOUND' } },
  OFFER_FULLY_REDEEMED: { query: 'BAD_USER_INPUT', user: { code: 'OFFER_FULLY_REDEEMED' } },
  MEMBER_ONLY: { query: 'FORBIDDEN', user: { code: 'MEMBER_ONLY' } },
  TIER_LOCKED: { query: 'FORBIDDEN', user: { code: 'TIER_LOCKED' } },
  INSUFFICIENT_POINTS: { query: 'BAD_USER_INPUT', user: { code: 'INSUFFICIENT_POINTS' } },
  ONE_REWARD_PER_TRANSACTION: { query: 'BAD_USER_INPUT', user: { code: 'ONE_REWARD_PER_TRANSACTION' } },
  GWP_NOT_QUALIFIED: { query: 'BAD_USER_INPUT', user: { code: 'GWP_NOT_QUALIFIED' } },
  INTERNAL: { query: 'INTERNAL_SERVER_ERROR' },
};

/** A failed REST call: a GraphQLError for queries that also knows its mutation form. */
export class RestError extends GraphQLError {
  constructor(
    message: string,
    readonly status: number,
    readonly restCode: ErrorCode,
    readonly userError: UserError | null,
    /** The error body's details (e.g. VALIDATION_FAILED's issues per field), when it had any. */
    readonly details: Record<string, unknown> | undefined = undefined,
  ) {
    super(message, { extensions: { code: MAPPINGS[restCode].query } });
    this.name = 'RestError';
  }
}

/**
 * Maps a REST error response (status and body, docs/product.md#rest-calls / api platform contract) to the
 * gateway's error. A body that is not the contract's error shape counts as INTERNAL.
 */
export function restErrorFromResponse(status: number, body: unknown): RestError {
  const parsed = errorBodySchema.safeParse(body);
  const restCode: ErrorCode = parsed.success ? parsed.data.code : 'INTERNAL';
  const mapping = MAPPINGS[restCode];
  const shopperCanSeeIt = mapping.query !== 'INTERNAL_SERVER_ERROR' && parsed.success;
  const message = shopperCanSeeIt ? parsed.data.message : INTERNAL_MESSAGE;
  // A validation error names its field in details (e.g. delivery.address.postalCode), so
  // the page can put the message beside that field (issue 15 item 3).
  const detailField = shopperCanSeeIt && typeof parsed.data.details?.field === 'string' ? parsed.data.details.field : undefined;
  const field = mapping.user?.field ?? (restCode === 'VALIDATION_FAILED' ? detailField : undefined);
  const userError: UserError | null = mapping.user ? { code: mapping.user.code, field: field ? ['input', ...field.split('.')] : null, message } : null;
  return new RestError(message, status, restCode, userError, shopperCanSeeIt ? parsed.data.details : undefined);
}

/** The api did not answer (refused, reset, timed out): worth a later retry by the client. */
export function upstreamUnavailable(cause: unknown): GraphQLError {
  return serviceUnavailable('The shop is briefly unavailable, please try again', cause);
}

/**
 * The call could not even be written (undici refuses, say, a header value with control
 * characters): input a resolver passed on unchecked. The shopper's input, not an outage,
 * so not SERVICE_UNAVAILABLE, which tells clients to retry the same thing.
 */
export function unsendableRequest(cause: unknown): GraphQLError | undefined {
  if ((cause as { code?: unknown } | null)?.code !== 'UND_ERR_INVALID_ARG') return undefined;
  return badUserInput('The request carries a value the shop cannot accept', { cause });
}

/** The api answered something its own contract forbids: never pass it on (decision 0001). */
export function contractViolation(): GraphQLError {
  return internalError();
}

/** The mutation view of any error: a UserError when the shopper can fix it, else null. */
export function userErrorOf(error: unknown): UserError | null {
  return error instanceof RestError ? error.userError : null;
}
