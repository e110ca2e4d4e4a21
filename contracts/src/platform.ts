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
  // cart, checkout, order (issue 5): 422 unless noted; each promo code is a hint of docs/product.md#promo-hints
  'PROMO_NOT_FOUND', // no such code in this country (codes are case-sensitive)
  'PROMO_EXPIRED',
  'PROMO_MIN_ORDER', // details.minOrder
  'PROMO_FIRST_TIME_ONLY',
  'PROMO_NOT_APPLICABLE', // certain products or brands only
  'PROMO_NOT_COMBINABLE', // not with credits (a gift card)
  'PROMO_USED_UP',
  'PROMO_ONE_PER_ORDER', // 409: the bag's code saves at least as much as the one tried (docs/product.md#limits-per-order); details: cart.ts promoChoiceSchema
  'SAMPLE_NOT_FOUND',
  'SAMPLE_LIMIT_REACHED', // details.maxSamples
  'CART_EMPTY',
  'OUT_OF_STOCK', // 409 at checkout: details.variantIds that cannot be had
  'STORE_NOT_FOUND',
  'IDEMPOTENCY_KEY_REQUIRED', // 400 (no longer sent: without a key the api derives one from the bag, decision 0054)
  'IDEMPOTENCY_KEY_REUSED', // 422: the key placed an order for a different request
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
  // account dashboard (issue 12 item 4, decision 0085)
  'CURRENT_PASSWORD_WRONG', // 422: a password change or account deletion with the wrong current password
  'MOBILE_COUNTRY', // 422: the mobile's calling code is not the site country's (details.callingCode)
  'DATE_OF_BIRTH', // 400: a date of birth in the future or under the minimum age (details.minimumAge), at sign-up and in the profile
  'DATE_OF_BIRTH_LOCKED', // 422: the member has already used their one change of a set date of birth (decision 0132)
  // content (issue 3 item 4, decision 0040)
  'PREVIEW_DISABLED', // 404: "Preview is not enabled" (no CONTENT_PREVIEW_TOKEN configured)
  'PREVIEW_FORBIDDEN', // 403: preview call without the right x-preview-token
  // staff endpoints (decision 0070)
  'STAFF_ONLY', // 403: a signed-in shopper who is not staff
  // stores and bookings (issue 13, decisions 0090-0094)
  'STORE_CLOSED', // 422: no bookings at a store on that day (closed, or it offers no such activity)
  'ACTIVITY_NOT_FOUND', // 404: no such activity in this country (or not at that store)
  'ARTIST_NOT_FOUND', // 422: the chosen artist does not work at that store
  'SLOT_UNAVAILABLE', // 422: not one of the slots the store offers (outside hours or shifts, in the past)
  'SLOT_TAKEN', // 409: someone else holds it (an artist's time, or a class's last seat)
  'INVITATION_ONLY', // 403: an event for a tier (e.g. Gold) the shopper is not in
  'BOOKING_NOT_FOUND', // 404: unknown, or not this shopper's (a wrong link token looks the same)
  'BOOKING_EXPIRED', // 422: "Your booking has expired and cannot be rescheduled or cancelled."
  'BOOKING_CANCELLED', // 422: a cancelled booking cannot be rescheduled
  'BOOKING_PROVIDER_UNVERIFIED', // 422: the external provider did not confirm what its return link claimed
  'BOOKING_LIMIT_REACHED', // 409: this device, address, e-mail or account already holds its bookings for that day (decision 0134)
  // loyalty and fulfilment (issue 11, decisions 0072-0074)
  'ORDER_STATE_INVALID', // 409: this fulfilment move is not possible from the order's state (details.from, details.to)
  'TRACKING_NUMBER_REQUIRED', // 422: shipping needs a tracking number
  'NOT_A_MEMBER', // 404: the account has not joined Beauty Pass (no points to adjust)
  'POINTS_INSUFFICIENT', // 409: an adjustment would take the balance below zero
  'LOYALTY_EVENT_FORBIDDEN', // 403: a loyalty event without the service key or a staff token
  'CLOCK_NOT_MOVABLE', // 409: sandbox clock call on an api whose clock is not the sandbox's
  // lists and reviews (issue 12, decisions 0080-0083)
  'EMAIL_REQUIRED', // 422: a guest joins a waitlist or a reminder with an e-mail address
  'NOT_OUT_OF_STOCK', // 422: only an out-of-stock variant has a waitlist
  'NOT_COMING_SOON', // 422: only a coming-soon product has launch reminders
  'WISH_LIST_FULL', // 422: details.max
  'REVIEW_NOT_ALLOWED', // 403: only a member who bought the product reviews it
  'REVIEW_EXISTS', // 409: one review per member and product
  'REVIEW_NOT_FOUND', // 404
  // abuse limits (decision 0052): too many guesses from this address, e-mail or bag, or
  // password checks all busy; details.retryAfterSeconds, and a Retry-After header
  'TOO_MANY_ATTEMPTS', // 429
  // platform (issue 14): sandbox test accounts (decision 0100)
  'SANDBOX_USER_NOT_FOUND', // 404: "User not found" (docs/product.md#errors): no test account with that id (real shoppers' accounts are never found here)
  // Beauty Pass perks and rewards boutique (issue 11 items 4-5, decisions 0075-0076)
  'OFFER_NOT_FOUND', // 404: "Offer not found" (docs/product.md#messages): no such reward or gift here
  'OFFER_FULLY_REDEEMED', // 409: "Offer fully redeemed" (docs/product.md#messages): its stock is gone
  'MEMBER_ONLY', // 403: rewards need a registered Beauty Pass member (signed in)
  'TIER_LOCKED', // 403: a Black- or Gold-exclusive reward, or an early-access product, for a lower tier
  'INSUFFICIENT_POINTS', // 422: fewer valid points than the reward costs (held rewards count)
  'ONE_REWARD_PER_TRANSACTION', // 409: the bag already holds a reward
  'GWP_NOT_QUALIFIED', // 422: the bag is below the gift's threshold
  // the in-store kiosk (issue 18, decision 0119)
  'KIOSK_DEVICE_UNKNOWN', // 401: no x-kiosk-device, or one unknown or revoked
  'BARCODE_NOT_FOUND', // 404: no variant sold in this country has that barcode
  'CODE_INVALID', // 400: a kiosk sign-in code that is wrong, expired, used or burnt by five wrong tries
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
/** What a service says of itself on /healthz (decision 0154): its environment and whether the sandbox is on. */
export const serviceHealthSchema = healthSchema.extend({ environment: z.enum(['local', 'production']), sandbox: z.boolean() });

// The buyer's address for per-address limits (decision 0052). Only our own hops may set
// it: the web server (SSR and its /graphql proxy) and the gateway send it together with
// the shared INTERNAL_HOP_SECRET; without the secret it is ignored, and so are
// X-Forwarded-For and x-client-ip from anyone.
export const BUYER_IP_HEADER = 'x-buyer-ip';
export const INTERNAL_HOP_HEADER = 'x-internal-hop';
/** An IPv4 or IPv6 literal (possibly IPv4-mapped), nothing else: the value becomes a limiter key. */
export const isPlausibleIp = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-fA-F:.]{2,45}$/.test(value) && /[.:]/.test(value);
/** The machine's own address (127.0.0.0/8, ::1, or IPv4-mapped 127.x): a caller on the same host. */
export const isLoopbackIp = (value: unknown): boolean =>
  typeof value === 'string' && (value === '::1' || /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(value));
/**
 * Sandbox test accounts (docs/product.md#rest-orders-and-sandbox sandbox/users/, decision 0100): staff make, read, change
 * and delete shopper accounts to test pages with. Outside production only.
 */
const sandboxName = z.string().trim().min(1).max(60);
export const sandboxUserCreateSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  /** At least 8 characters; the sign-up rules (AUTH_MS_PV_*) are the sign-up form's business. */
  password: z.string().min(8).max(128),
  firstName: sandboxName.default('Test'),
  lastName: sandboxName.default('Shopper'),
  isEmployee: z.boolean().default(false),
});
export type SandboxUserCreate = z.infer<typeof sandboxUserCreateSchema>;
export const sandboxUserUpdateSchema = z
  .object({ firstName: sandboxName, lastName: sandboxName, isEmployee: z.boolean(), password: z.string().min(8).max(128) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'nothing to change');
export type SandboxUserUpdate = z.infer<typeof sandboxUserUpdateSchema>;
export const sandboxUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isEmployee: z.boolean(),
  createdAt: z.string(),
});
export type SandboxUser = z.infer<typeof sandboxUserSchema>;
export const sandboxUserListSchema = z.object({ users: z.array(sandboxUserSchema) });
