// The REST contract of a member's own orders (GET orders/): one page at a time, newest
// first, of the orders placed while signed in on this country site. The single order
// (GET orders/{id}) keeps its contract in ./checkout.ts, beside what checkout answers.
import { z } from 'zod';
import { moneySchema } from './catalog.ts';
import { addressSchema, mobileSchema, orderGiftLineSchema, orderSchema } from './checkout.ts';
import { fulfilmentStateSchema } from './fulfilment.ts';

export const ORDER_PAGE_DEFAULT = 20;
export const ORDER_PAGE_MAX = 50;

/** A page cursor is opaque to clients: the last order of the page before, base64url. */
export const orderCursorSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'not a page cursor');

export const orderListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE_MAX).default(ORDER_PAGE_DEFAULT),
  cursor: orderCursorSchema.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** One row of "Your orders": what the list shows, not the whole order; who it is and its status are the order's own fields. */
export const orderListItemSchema = orderSchema.pick({ id: true, number: true, status: true, country: true, createdAt: true }).extend({
  total: moneySchema,
  /** Units ordered (the sum of line quantities), samples not counted. */
  itemCount: z.number().int(),
  /** Where the order is after payment (packed, shipped, delivered…); null until the payment is confirmed. */
  fulfilment: fulfilmentStateSchema.nullable(),
  /** What it carries besides the items (its reward, gift, samples), as on the order page. */
  giftLines: z.array(orderGiftLineSchema).default([]),
  /** The promo code the order used, if any. */
  promotionCode: z.string().nullable().default(null),
  /** Pass as `cursor` for the orders placed before this one (a page may end at any row). */
  cursor: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderListSchema = z.object({
  orders: z.array(orderListItemSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type OrderList = z.infer<typeof orderListSchema>;

/**
 * What a member's checkout starts with (GET orders/last-delivery/, decision 0151): the
 * recipient of their latest order on this country site, and the address of the latest one
 * delivered to an address. There is no address book; the profile keeps no address.
 */
export const lastDeliverySchema = z.object({
  recipient: z.object({ name: z.string(), mobile: mobileSchema }).nullable(),
  address: addressSchema.nullable(),
});
export type LastDelivery = z.infer<typeof lastDeliverySchema>;
