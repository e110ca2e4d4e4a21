// One error body for every REST failure: { code, message, details? } with the HTTP status
// that fits (400 validation, 404 unknown, 409 conflict such as stock, 422 business rule).
import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_FAILED', // 400: a request field is malformed
  'INVALID_LOCALE', // 400: unknown country, or a language the country does not allow
  'DEVICE_ID_REQUIRED', // 400: a bag call without x-device-id
  'NOT_FOUND', // 404: route or resource unknown
  'PRODUCT_NOT_FOUND', // 404
  'VARIANT_NOT_FOUND', // 422 in a bag call (the shopper sent an id that is not ours), 404 on GET
  'LINE_NOT_FOUND', // 404: a bag line that is not in this device's bag
  'INSUFFICIENT_STOCK', // 409: details.available tells how many can be had
  'NOT_SOLD_IN_COUNTRY', // 422: the variant has no price in this country
  // cart, checkout, order (issue 5): 422 unless noted; each promo code is a spec §8 hint
  'PROMO_NOT_FOUND', // no such code in this country (codes are case-sensitive)
  'PROMO_EXPIRED',
  'PROMO_MIN_ORDER', // details.minOrder
  'PROMO_FIRST_TIME_ONLY',
  'PROMO_NOT_APPLICABLE', // certain products or brands only
  'PROMO_NOT_COMBINABLE', // not with credits (a gift card)
  'PROMO_USED_UP',
  'SAMPLE_NOT_FOUND',
  'SAMPLE_LIMIT_REACHED', // details.maxSamples
  'CART_EMPTY',
  'OUT_OF_STOCK', // 409 at checkout: details.variantIds that cannot be had
  'STORE_NOT_FOUND',
  'IDEMPOTENCY_KEY_REQUIRED', // 400
  'ORDER_NOT_FOUND', // 404: unknown, or not this shopper's
  'GIFT_CARD_NOT_FOUND', // no such card in this country
  'GIFT_CARD_EMPTY', // its balance is used up
  'GIFT_CARD_PAYMENT_FAILED', // buying one: the payment did not go through
  // account (issue 4)
  'UNAUTHENTICATED', // 401: no valid access token, or a refresh token that is not (any more)
  'INVALID_CREDENTIALS', // 401: "Authentication failed." for unknown email and wrong password alike
  'SIGN_IN_BLOCKED', // 429: throttled; details.referenceId, details.retryAfterSeconds
  'EMAIL_TAKEN', // 409
  'PASSWORD_RULES', // 422: details.rules, AUTH_MS_PV_001..007
  'CONSENT_REQUIRED', // 422: details.consents missing
  'LINK_EXPIRED', // 410: reset or unlock link past its time
  'LINK_INVALID', // 410: unknown or already used link
  'SOCIAL_NOT_LINKED', // 422: "Your Google account is not yet linked. Please register to create a new account."
  // content (issue 3 item 4, decision 0040)
  'PREVIEW_DISABLED', // 404: "Preview is not enabled" (no CONTENT_PREVIEW_TOKEN configured)
  'PREVIEW_FORBIDDEN', // 403: preview call without the right x-preview-token
  'INTERNAL', // 500: never for something a shopper can type
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), checks: z.record(z.string(), z.string()).optional() });
