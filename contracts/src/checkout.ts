// The REST contract of checkout and orders (issue 5): POST checkout/ places an order for
// the bag of this device and country and pays for it through the payment provider;
// GET orders/{id} shows it to whoever holds its signed link; POST checkout/payment-webhook
// is the provider telling us how a pending payment ended.
import { z } from 'zod';
import { moneySchema } from './catalog.ts';
import { costSummarySchema, DELIVERY_OPTIONS, sampleSchema } from './cart.ts';
import { fulfilmentSchema } from './fulfilment.ts';
import { CALLING_CODE, mobileFieldsSchema } from './phone.ts';

/** Postal codes as each country writes them (HK has none). */
export const POSTAL_CODE: Record<string, RegExp | null> = {
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  SG: /^\d{6}$/,
  MY: /^\d{5}$/,
  ID: /^\d{5}$/,
  PH: /^\d{4}$/,
  TH: /^\d{5}$/,
  HK: null,
};
/** Countries whose addresses need a state or province. */
export const STATE_REQUIRED = new Set(['AU', 'MY']);

export const addressSchema = z.object({
  line1: z.string().trim().min(1).max(120),
  line2: z.string().trim().max(120).optional(),
  city: z.string().trim().min(1).max(80),
  state: z.string().trim().max(80).optional(),
  postalCode: z.string().trim().max(10).optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** The recipient's mobile as an order answers it: the calling code and the national digits. */
export const mobileSchema = z.object({
  callingCode: z.string().regex(CALLING_CODE),
  phoneNumber: z.string().regex(/^\d{6,12}$/, 'digits only, 6 to 12'),
});
/** The recipient's mobile as the checkout body gives it: checked and normalised by contracts/src/phone.ts. */
export const mobileBodySchema = mobileFieldsSchema('phoneNumber');

export const checkoutBodySchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  recipient: z.object({ name: z.string().trim().min(1).max(120), mobile: mobileBodySchema }),
  delivery: z.discriminatedUnion('option', [
    z.object({ option: z.literal('standard'), address: addressSchema }),
    z.object({ option: z.literal('express'), address: addressSchema }),
    z.object({ option: z.literal('click_and_collect'), storeId: z.string().min(1).max(64) }),
  ]),
  /** A business or tax registration number with the name it is under, for a tax invoice. */
  registration: z
    .object({
      number: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{4,20}$/),
      name: z.string().trim().min(1).max(120),
    })
    .optional(),
  /**
   * The card. Only an order that a gift card or voucher pays for in full may go without one;
   * a card given there is still checked (a zero-amount authorisation), and a declined one
   * confirms nothing (decision 0138).
   */
  payment: z.object({ cardNumber: z.string().regex(/^\d{12,19}$/) }).optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const ORDER_STATUSES = ['payment_pending', 'confirmed', 'payment_failed', 'payment_blocked'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const storeSchema = z.object({ id: z.string(), name: z.string(), address: z.string() });
export const storeListSchema = z.object({ stores: z.array(storeSchema) });

/**
 * An order's lines that were not bought: the reward (its points), a gift with purchase or
 * the Gold welcome gift ('gift'), a free sample. Their value is zero: nothing was paid.
 */
export const ORDER_LINE_KINDS = ['product', 'reward', 'gift', 'sample'] as const;
export const orderGiftLineSchema = z.object({
  kind: z.enum(['reward', 'gift', 'sample']),
  name: z.string(),
  brandName: z.string(),
  quantity: z.number().int(),
  /** What the reward cost in points; null for gifts and samples. */
  points: z.number().int().nullable(),
  value: moneySchema,
});
export type OrderGiftLine = z.infer<typeof orderGiftLineSchema>;

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  country: z.string(),
  currency: z.string(),
  createdAt: z.string(),
  email: z.string(),
  paymentMethod: z.string(),
  delivery: z.object({
    option: z.enum(DELIVERY_OPTIONS),
    address: addressSchema.nullable(),
    store: storeSchema.nullable(),
  }),
  clickAndCollect: z.boolean(),
  estimatedDelivery: z.string(), // an ISO date
  recipient: z.object({ name: z.string(), mobile: mobileSchema }),
  registration: z.object({ number: z.string(), name: z.string() }).nullable(),
  lines: z.array(
    z.object({
      kind: z.literal('product').default('product'),
      variantId: z.string(),
      productId: z.string(),
      quantity: z.number().int(),
      unitPrice: moneySchema,
      lineTotal: moneySchema,
    }),
  ),
  /** The reward, gifts and samples the order carries (decision 0131); samples are also in `samples`. */
  giftLines: z.array(orderGiftLineSchema).default([]),
  samples: z.array(sampleSchema),
  promotionCode: z.string().nullable(),
  summary: costSummarySchema,
  /** After a confirmed payment: packed, shipped, delivered, cancelled, returned, with dates (null before). */
  fulfilment: fulfilmentSchema.nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** What checkout answers: the order and the token of its signed link (guests' only way back). */
export const placedOrderSchema = z.object({ order: orderSchema, accessToken: z.string() });

export const orderQuerySchema = z.object({ token: z.string().max(200).optional() });

export const webhookBodySchema = z.object({
  eventId: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
  // reversed: an approved payment taken back (fraud review after authorization, reversed_after_approval).
  status: z.enum(['pending', 'approved', 'declined', 'blocked', 'reversed']),
  signature: z.string().max(200),
});
export const webhookResultSchema = z.object({ received: z.literal(true), orderStatus: z.enum(ORDER_STATUSES).nullable() });
export type OrderLine = Order['lines'][number];
