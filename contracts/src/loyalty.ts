// Beauty Pass (issue 11): the names every package shares. The REST shapes of the loyalty
// routes are added here beside them by the loyalty work.
import { z } from 'zod';

/** docs/product.md#point-sources, every one written by the real event that causes it. */
export const POINT_SOURCES = [
  'manual_points_adjustment', // staff, with a reason
  'level_redemption',
  'expired_points', // the expiry job: 18 months without a purchase or a reward redemption
  'survey_points',
  'used_points', // a reward redeemed (spent when its order is confirmed)
  'registration_of_product_account', // docs/product.md#point-sources: registration_of_{product}_account
  'loyalty_points',
  'online_review', // a review submitted
  'published_review', // a review published after moderation
  'completed_beauty_profile',
  'downloaded_mobile_app',
  'referred_mobile_app',
  'bonus_points',
  'purchase_points',
  'purchase_points_with_order_number',
  'product_review_with_name',
] as const;
export const pointSourceSchema = z.enum(POINT_SOURCES);
export type PointSource = z.infer<typeof pointSourceSchema>;

export const TIERS = ['pink', 'white', 'black', 'gold'] as const;
export const tierSchema = z.enum(TIERS);
export type Tier = z.infer<typeof tierSchema>;

// ── REST shapes of the loyalty routes (issue 11, decisions 0072-0074) ────────────────
const money = z.object({ amount: z.number().int(), currency: z.string() });

/** The tier messages (docs/product.md#tier-messages), as data: the web words them with amount, days and date. */
export const TIER_MESSAGE_KINDS = ['just_upgraded', 'in_progress', 'just_downgraded', 'downgrade_warning', 'keep_tier', 'max_tier'] as const;
export const tierMessageSchema = z.object({
  kind: z.enum(TIER_MESSAGE_KINDS),
  /** The tier the message is about: reached, kept, to reach, or lost. */
  tier: tierSchema,
  amount: money.nullable(),
  days: z.number().int().nullable(),
  /** ISO instant: the membership year's end (or the day of the change). */
  date: z.string().nullable(),
});
export type TierMessage = z.infer<typeof tierMessageSchema>;

export const tierProgressSchema = z.object({
  yearStart: z.string(),
  yearEnd: z.string(),
  daysLeft: z.number().int(),
  /** Counted this membership year (valid purchases). */
  spend: money,
  /** Delivered, counts once its points are valid. */
  pendingSpend: money,
  nextTier: tierSchema.nullable(),
  /** Still to spend to reach nextTier (null at Gold). */
  toNextTier: money.nullable(),
  /** Still to spend to keep the current tier (null for White). */
  toKeep: money.nullable(),
  thresholds: z.object({ black: money, gold: money }),
});

export const beautyPassSchema = z.object({
  cardNumber: z.string(),
  /** pink is shown as White (tierLabel) */
  tier: tierSchema,
  shownTier: tierSchema,
  country: z.string(),
  joinedAt: z.string(),
  points: z.object({
    valid: z.number().int(),
    pending: z.number().int(),
    expiringSoon: z.object({ points: z.number().int(), date: z.string() }).nullable(),
  }),
  progress: tierProgressSchema,
  messages: z.array(tierMessageSchema),
});
export type BeautyPass = z.infer<typeof beautyPassSchema>;

export const POINTS_PAGE_MAX = 50;
export const pointsHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(POINTS_PAGE_MAX).default(20),
  cursor: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[0-9]+$/, 'not a page cursor')
    .optional(),
});
export const pointsEntrySchema = z.object({
  id: z.string(),
  source: pointSourceSchema,
  points: z.number().int(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
  validFrom: z.string(),
  pending: z.boolean(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;
export const pointsHistorySchema = z.object({ entries: z.array(pointsEntrySchema), nextCursor: z.string().nullable() });
export type PointsHistory = z.infer<typeof pointsHistorySchema>;

/** The Beauty Pass page's comparison: what each tier takes and gives on this country site. */
export const TIER_PERKS = {
  pink: ['points', 'welcome_voucher', 'birthday_points'],
  white: ['points', 'welcome_voucher', 'birthday_points'],
  black: ['points_125', 'birthday_points', 'birthday_gift', 'beauty_pass_sale', 'black_rewards', 'early_access'],
  gold: [
    'points_150',
    'birthday_points',
    'birthday_gift',
    'early_sale_access',
    'gold_rewards',
    'early_access',
    'event_invitations',
    'custom_makeovers',
    'gold_welcome',
    'free_shipping',
  ],
} as const satisfies Record<Tier, readonly string[]>;
export const tierComparisonSchema = z.object({
  country: z.string(),
  tiers: z.array(
    z.object({
      tier: tierSchema,
      reach: money.nullable(),
      keep: money.nullable(),
      /** One point per this much spend, before the tier's multiplier. */
      spendPerPoint: money,
      earnPercent: z.number().int(),
      perks: z.array(z.string()),
    }),
  ),
});
export type TierComparison = z.infer<typeof tierComparisonSchema>;

export const pointsAdjustmentSchema = z
  .object({
    /** The member, by card number (as on a till) or e-mail. */
    cardNumber: z
      .string()
      .trim()
      .regex(/^[0-9]{8,20}$/)
      .optional(),
    email: z.string().trim().email().max(254).optional(),
    points: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((n) => n !== 0, 'not 0'),
    reason: z.string().trim().min(3).max(300),
    /** The staff tool's key for this adjustment: the same key twice adjusts once. */
    idempotencyKey: z.string().trim().min(8).max(100).optional(),
  })
  .refine((b) => (b.cardNumber === undefined) !== (b.email === undefined), { message: 'cardNumber or email, one of them', path: ['cardNumber'] });

/** Sources another channel (the app, surveys, stores) may post as loyalty events. */
export const EVENT_SOURCES = [
  'survey_points',
  'downloaded_mobile_app',
  'referred_mobile_app',
  'registration_of_product_account',
  'bonus_points',
  'loyalty_points',
  'purchase_points',
  'product_review_with_name',
] as const satisfies readonly PointSource[];
export const loyaltyEventSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{8,20}$/),
  source: z.enum(EVENT_SOURCES),
  points: z.number().int().min(1).max(100_000),
  /** The channel's own id for the event: the same reference twice counts once. */
  reference: z.string().trim().min(1).max(150),
  country: z.enum(['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH']),
  note: z.string().trim().max(300).optional(),
});
export const pointsWrittenSchema = z.object({
  recorded: z.boolean(),
  cardNumber: z.string(),
  balance: z.object({ valid: z.number().int(), pending: z.number().int() }),
});
