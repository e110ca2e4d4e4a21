// The REST contract of the guest bag (docs/product.md#rest-bag: cart/, cart/items-count/, cart/line-items/).
// A bag belongs to a device id (x-device-id header) and a country: a shopper's SG bag is
// not their TH bag.
import { z } from 'zod';
import { MAX_LINE_QUANTITY, moneySchema, STOCK_STATUSES } from './catalog.ts';
import { bagGwpSchema, bagPerkSchema, bagRewardSchema, discountLineSchema, gwpOfferSchema } from './loyalty-rewards.ts';

/** The consumption taxes a receipt may name (the api's cart/country-rules.ts says which country has which). */
export const TAX_NAMES = ['GST', 'VAT', 'PPN'] as const;
export type TaxName = (typeof TAX_NAMES)[number];

export const cartLineSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  productId: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: moneySchema, // what one unit costs now (the sale price when on sale)
  listUnitPrice: moneySchema, // the regular price, for a struck-through display
  lineTotal: moneySchema,
  stockStatus: z.enum(STOCK_STATUSES),
  maxQuantity: z.number().int().min(0),
  /** Fewer in stock than the line holds (none, usually): checkout waits until it is removed. */
  outOfStock: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const DELIVERY_OPTIONS = ['standard', 'express', 'click_and_collect'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/** docs/product.md#cost-summary, computed by the api only (cost-summary.ts, decision 0030). */
export const costSummarySchema = z.object({
  subtotal: moneySchema,
  discount: moneySchema,
  priceBeforeTax: moneySchema,
  /** Null where no consumption tax is shown (HK, MY). */
  tax: z.object({ name: z.enum(TAX_NAMES), percent: z.number(), amount: moneySchema }).nullable(),
  pointsEarned: z.number().int().nonnegative(),
  shipping: moneySchema,
  freeShippingThreshold: moneySchema,
  amountToFreeShipping: moneySchema,
  giftCardRedeemed: moneySchema,
  total: moneySchema,
  /** The discount by cause (promo code, perk, staff discount); sums to discount. Orders placed before issue 11 have none. */
  discountLines: z.array(discountLineSchema).default([]),
});
export type CostSummary = z.infer<typeof costSummarySchema>;

export const sampleSchema = z.object({ id: z.string(), name: z.string(), brandName: z.string() });
export type Sample = z.infer<typeof sampleSchema>;
export const sampleListSchema = z.object({ samples: z.array(sampleSchema), maxSamples: z.number().int(), selected: z.array(z.string()) });
export const addSampleBodySchema = z.object({ sampleId: z.string().min(1).max(64) });
export const MAX_SAMPLES = 2;

/** Why a promotion cannot be used (docs/product.md#promo-hints). */
export const PROMO_REJECTIONS = ['not_found', 'expired', 'min_order', 'first_time_only', 'not_applicable', 'not_combinable', 'used_up'] as const;
export type PromoRejection = (typeof PROMO_REJECTIONS)[number];

export const appliedPromotionSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  /** False when the bag changed so that the promotion no longer applies: reason says why. */
  applied: z.boolean(),
  reason: z.enum(PROMO_REJECTIONS).nullable(),
});

export const offerSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  currency: z.string(),
  minOrder: moneySchema,
  firstTimeOnly: z.boolean(),
  brandSlug: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
/**
 * GET cart/offers: the promotions panel (codes), and for a signed-in member the Beauty Pass
 * perks as they stand against this bag, the reward it holds, and the gifts with purchase.
 */
export const offerListSchema = z.object({
  offers: z.array(offerSchema),
  perks: z.array(bagPerkSchema).default([]),
  reward: bagRewardSchema.nullable().default(null),
  gwps: z.array(gwpOfferSchema).default([]),
});

/**
 * One promo per order (docs/product.md#limits-per-order, decision 0116): applying a code to a bag that holds another
 * prices both on the bag; the one that saves strictly more stays, and on a tie the one
 * already there. Amounts are what each code takes off this bag now (0 when it does not apply).
 */
export const promoChoiceSchema = z.object({
  /** The code on the bag after the apply. */
  kept: z.string(),
  keptDiscount: moneySchema,
  /** The other code, not on the bag: the one just replaced, or the one just tried and refused. */
  dropped: z.string(),
  droppedDiscount: moneySchema,
});
export type PromoChoice = z.infer<typeof promoChoiceSchema>;

/** POST cart/discount-coupon/: apply a code (the better of it and the bag's: one promo per order), or remove it. */
export const couponBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('apply'), code: z.string().trim().min(1).max(40) }),
  z.object({ action: z.literal('remove') }),
]);

/** POST cart/gift-card/: redeem an e-gift card on this bag (one at a time), or take it off. */
export const giftCardBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('apply'),
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{8,24}$/),
  }),
  z.object({ action: z.literal('remove') }),
]);

/** POST cart/gift-cards/: buy an e-gift card; it is e-mailed to the recipient. */
export const giftCardPurchaseBodySchema = z.object({
  amount: z.number().int().positive(),
  recipientName: z.string().trim().min(1).max(120),
  recipientEmail: z.string().trim().toLowerCase().email().max(254),
  senderName: z.string().trim().min(1).max(120),
  message: z.string().trim().max(300).default(''),
  cardNumber: z.string().regex(/^\d{12,19}$/),
});
export const giftCardPurchaseSchema = z.object({ amount: moneySchema, recipientEmail: z.string(), delivered: z.literal('by_email') });

/** One way to receive the order: its price for this bag and the day it should arrive if placed now (issue 15 item 3). */
export const deliveryQuoteSchema = z.object({
  option: z.enum(DELIVERY_OPTIONS),
  price: moneySchema,
  /** YYYY-MM-DD in the country: delivered, or ready to collect in store. */
  estimatedDelivery: z.string(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/**
 * A promo code and a Beauty Pass voucher on one bag (one discount per order, decision 0147):
 * the one that gives the lower total applies, the other waits for a later order (the voucher
 * stays unused, the code is not consumed). On a tie the code applies. Set only while both
 * would take something off this bag.
 */
export const CODE_OR_VOUCHER = ['promo_code', 'voucher'] as const;
export const discountChoiceSchema = z.object({
  /** Which of the two is in the price. */
  applied: z.enum(CODE_OR_VOUCHER),
  code: z.string(),
  /** What the code takes off this bag (or would). */
  codeDiscount: moneySchema,
  voucher: z.enum(['welcome_voucher', 'birthday_voucher', 'ten_percent_off']),
  /** What the member's best voucher takes off this bag (or would). */
  voucherDiscount: moneySchema,
});
export type DiscountChoice = z.infer<typeof discountChoiceSchema>;

export const cartSchema = z.object({
  id: z.string().nullable(), // null until the first line is added
  country: z.string(),
  currency: z.string().length(3),
  lines: z.array(cartLineSchema),
  itemsCount: z.number().int().nonnegative(), // sum of quantities
  subtotal: moneySchema,
  summary: costSummarySchema,
  samples: z.array(sampleSchema),
  maxSamples: z.number().int().nonnegative(),
  promotion: appliedPromotionSchema.nullable(),
  /** The e-gift card that pays part of this bag, if any (its code shown by its last 4). */
  giftCard: z.object({ last4: z.string(), balance: moneySchema }).nullable(),
  /** False while the bag is empty or a line is out of stock. */
  canCheckout: z.boolean(),
  /** The signed-in member's perks against this bag (empty for a guest). */
  perks: z.array(bagPerkSchema).default([]),
  /** The Beauty Pass reward in the bag (one per transaction), its points reserved. */
  reward: bagRewardSchema.nullable().default(null),
  /** The chosen gift with purchase. */
  gwp: bagGwpSchema.nullable().default(null),
  /** Standard, express and click and collect, priced for this bag, with their estimated days. */
  deliveryOptions: z.array(deliveryQuoteSchema).default([]),
  /** The promo code against the member's voucher, when both would apply: which one is in the price (decision 0147). */
  discountChoice: discountChoiceSchema.nullable().default(null),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * The answer of POST cart/discount-coupon/: the bag, and when the code replaced another,
 * which one and why (a refusal is the error PROMO_ONE_PER_ORDER with the same choice as details).
 */
export const couponResultSchema = cartSchema.extend({ promoChoice: promoChoiceSchema.nullable().default(null) });
export type CouponResult = z.infer<typeof couponResultSchema>;

export const itemsCountSchema = z.object({ count: z.number().int().nonnegative() });

const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

/** POST cart/line-items/: adding a variant already in the bag raises that line's quantity. */
export const addLineBodySchema = z.object({ variantId: z.string().min(1).max(64), quantity: quantity.default(1) });
/** PATCH cart/line-items/{id}: sets the quantity; removing is DELETE. */
export const updateLineBodySchema = z.object({ quantity });
export const lineParamsSchema = z.object({ id: z.string().min(1).max(64) });
