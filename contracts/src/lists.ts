// The REST contract of the shopper's lists (docs/product.md#rest-lists; issue 12, decision 0080):
// - wishlist/: a member's hearts on this country site. GET reads it; PUT adds and removes
//   (adding what is there already changes nothing, so the guest's list is merged on sign-in
//   by one PUT of everything it held: nothing lost, no duplicates).
// - waitlist/: "Waitlist me" on an out-of-stock variant (docs/product.md#product-button). A member is on it at
//   once; a guest gives an e-mail address and is on it once they follow the confirmation
//   link (double opt-in). One mail when stock is back, then off the list.
// - notification-subscription/: "Remind me" on a coming-soon product, the same way; one
//   mail when it launches. Every mail's unsubscribe link works without signing in.
import { z } from 'zod';
import { moneySchema } from './catalog.ts';

export const WISH_LIST_MAX_ITEMS = 200;
const id = z.string().min(1).max(64);
const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const wishListItemSchema = z.object({
  productId: z.string(),
  /** The shade, size or type the heart was given on; null for the product as a whole. */
  variantId: z.string().nullable(),
  /** ISO date and time. */
  addedAt: z.string(),
  /** Its price on this site when it was added (null if it had none), to show what changed since. */
  addedPrice: moneySchema.nullable(),
});
export type WishListItem = z.infer<typeof wishListItemSchema>;

export const wishListSchema = z.object({ items: z.array(wishListItemSchema) });
export type WishList = z.infer<typeof wishListSchema>;

export const wishListEntrySchema = z.object({ productId: id, variantId: id.nullish() });
export const wishListUpdateSchema = z.object({
  add: z.array(wishListEntrySchema).max(WISH_LIST_MAX_ITEMS).default([]),
  remove: z.array(id).max(WISH_LIST_MAX_ITEMS).default([]),
});
export type WishListUpdate = z.input<typeof wishListUpdateSchema>;

/** What one alert (a waitlist entry or a launch reminder) looks like to its member. */
export const alertSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const waitlistSchema = z.object({ entries: z.array(alertSchema) });
export type Waitlist = z.infer<typeof waitlistSchema>;

/**
 * PUT waitlist/: join (on: true) or leave a variant's waitlist. A guest sends email and is
 * sent a confirmation link; a member's address is their account's (email is ignored).
 * With confirmToken alone: a guest confirming from that link.
 */
export const waitlistUpdateSchema = z.union([
  z.object({ variantId: id, on: z.boolean(), email: email.optional() }),
  z.object({ confirmToken: z.string().min(10).max(300) }),
]);
export type WaitlistUpdate = z.infer<typeof waitlistUpdateSchema>;

/** pending_confirmation: a guest's entry waits for the link in the mail just sent. */
export const ALERT_STATES = ['on', 'off', 'pending_confirmation'] as const;
export const alertStateSchema = z.object({ state: z.enum(ALERT_STATES) });
export type AlertState = z.infer<typeof alertStateSchema>;

export const subscriptionListSchema = z.object({ subscriptions: z.array(alertSchema) });
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/** POST notification-subscription/subscribe: "Remind me" (a guest gives an address). */
export const subscribeSchema = z.object({ productId: id, email: email.optional() });

/**
 * POST notification-subscription/: change a subscription: a member leaves one
 * (productId), a guest confirms (confirmToken), anyone unsubscribes through the link of a
 * mail (unsubscribeToken), signed in or not.
 */
export const subscriptionChangeSchema = z.union([
  z.object({ action: z.literal('unsubscribe'), productId: id }),
  z.object({ action: z.literal('confirm'), confirmToken: z.string().min(10).max(300) }),
  z.object({ action: z.literal('unsubscribe'), unsubscribeToken: z.string().min(10).max(300) }),
]);
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

/** Staff: put stock back (or set it) for a variant in a country. */
export const restockSchema = z.object({ country: z.enum(['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH']), quantity: z.number().int().min(0).max(100_000) });
export const restockResultSchema = z.object({
  variantId: z.string(),
  country: z.string(),
  quantity: z.number().int(),
  waiting: z.number().int(),
  mailed: z.number().int(),
});
export type RestockResult = z.infer<typeof restockResultSchema>;

/** Staff: when a coming-soon product launches. */
export const launchDateSchema = z.object({ launchesAt: z.iso.datetime({ offset: true }) });
export const launchDateResultSchema = z.object({ productId: z.string(), launchesAt: z.string() });

/** The mail kinds this domain writes to the outbox, and what their payload carries. */
export const LIST_MAIL_KINDS = ['waitlist_back_in_stock', 'launch_reminder', 'waitlist_confirm', 'launch_reminder_confirm'] as const;
export type ListMailKind = (typeof LIST_MAIL_KINDS)[number];
export const listMailPayloadSchema = z.object({
  language: z.string(),
  country: z.string(),
  productName: z.string(),
  brandName: z.string(),
  variantName: z.string().nullable(),
  /** Paths on the country's site (the sender puts its origin in front): the product page. */
  productPath: z.string(),
  /** Leave the list without signing in (a signed token in the path). */
  unsubscribePath: z.string(),
  /** Double opt-in mails only: the link that confirms. */
  confirmPath: z.string().optional(),
});
export type ListMailPayload = z.infer<typeof listMailPayloadSchema>;
