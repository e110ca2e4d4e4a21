// Beauty Pass perks in the bag and the rewards boutique (issue 11 items 4-5): the REST
// shapes of rewards/, cart/beauty-pass-offers/, multiple-gwps/, cart/offers and cart/bag/.
// Every amount is computed by the api; clients show it as is.
import { z } from 'zod';
import { moneySchema } from './catalog.ts';
import { tierSchema } from './loyalty.ts';

/** docs/product.md#perks, as the bag shows them. birthday_points (2×) is the earn rate's, not pricing's. */
export const PERK_KINDS = ['ten_percent_off', 'welcome_voucher', 'birthday_voucher', 'gold_welcome', 'staff_discount', 'free_shipping'] as const;
export const perkKindSchema = z.enum(PERK_KINDS);
export type PerkKind = z.infer<typeof perkKindSchema>;

/**
 * How a perk stands against this bag: applied (in the price), available (the member has it,
 * but another discount won: one voucher per order, or a promo code is on the bag),
 * not_combinable (the staff discount excludes it), gift (added to the order at checkout).
 */
export const PERK_STATUSES = ['applied', 'available', 'not_combinable', 'gift'] as const;
export const bagPerkSchema = z.object({
  kind: perkKindSchema,
  status: z.enum(PERK_STATUSES),
  /** What it takes off this bag (or would); zero for a gift or free shipping not yet due. */
  amount: moneySchema,
  /** Percent perks: 10, 30 (45 on the house brand for staff). */
  percent: z.number().int().nullable(),
});
export type BagPerk = z.infer<typeof bagPerkSchema>;

/** The discount lines of a cost summary: each discount by its cause. */
export const DISCOUNT_KINDS = ['promo_code', 'ten_percent_off', 'welcome_voucher', 'birthday_voucher', 'staff_discount'] as const;
export const discountLineSchema = z.object({ kind: z.enum(DISCOUNT_KINDS), amount: moneySchema });
export type DiscountLine = z.infer<typeof discountLineSchema>;

export const REWARD_KINDS = ['deluxe_sample', 'full_size', 'experience'] as const;
export const rewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  brandName: z.string(),
  kind: z.enum(REWARD_KINDS),
  points: z.number().int().positive(),
  /** white: every member; black or gold: exclusive to that tier and above. */
  minTier: z.enum(['white', 'black', 'gold']),
  stockLeft: z.number().int().nonnegative(),
  stockTotal: z.number().int().nonnegative(),
  /** For the signed-in member: their tier is below minTier. False for a guest. */
  locked: z.boolean(),
  /**
   * The gift's picture: its own when the data gives one, else its product's packshot
   * (decision 0152); null for a reward that is no product (an experience). Root-relative.
   */
  imageUrl: z.string().nullable().default(null),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardListSchema = z.object({
  rewards: z.array(rewardSchema),
  /** The signed-in member's tier and spendable points (valid minus held); null for a guest. */
  member: z.object({ tier: tierSchema, availablePoints: z.number().int() }).nullable(),
});

/** The reward a bag holds (one per transaction); its points are reserved. */
export const bagRewardSchema = z.object({ rewardId: z.string(), name: z.string(), brandName: z.string(), points: z.number().int().positive() });
export type BagReward = z.infer<typeof bagRewardSchema>;

export const gwpChoiceSchema = z.object({ id: z.string(), name: z.string(), brandName: z.string(), available: z.boolean() });
export const gwpOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  threshold: moneySchema,
  /** The bag's goods (after discounts) reach the threshold. */
  qualifies: z.boolean(),
  amountToGo: moneySchema,
  choices: z.array(gwpChoiceSchema),
  /** The choice this bag holds, if any. */
  chosenId: z.string().nullable(),
});
export type GwpOffer = z.infer<typeof gwpOfferSchema>;
export const gwpListSchema = z.object({ gwps: z.array(gwpOfferSchema) });

/** The gift with purchase a bag holds: applies only while the bag reaches its threshold. */
export const bagGwpSchema = z.object({ offerId: z.string(), choiceId: z.string(), name: z.string(), brandName: z.string(), applies: z.boolean() });
export type BagGwp = z.infer<typeof bagGwpSchema>;

/** POST cart/beauty-pass-offers/: put a reward in the bag (replacing none: one per transaction), or take it out. */
export const beautyPassOfferBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), rewardId: z.string().min(1).max(64) }),
  z.object({ action: z.literal('remove') }),
]);
/** POST multiple-gwps/: choose one gift of an offer the bag qualifies for, or none. */
export const gwpBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('choose'), choiceId: z.string().min(1).max(64) }),
  z.object({ action: z.literal('remove') }),
]);

/** GET cart/beauty-pass-offers/: the member's boutique seen from the bag. */
export const beautyPassOffersSchema = z.object({ reward: bagRewardSchema.nullable(), rewards: z.array(rewardSchema), availablePoints: z.number().int() });
