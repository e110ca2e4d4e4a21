// How many points a purchase earns (docs/product.md#cost-summary "points earned", docs/product.md#loyalty-figures birthday 2×;
// decision 0072). One function, used by the cost summary of the bag and by the order at
// delivery, so the figure a shopper is promised is the figure written to the ledger.
//
// Base: one point per COUNTRY_RULES.spendPerPoint of goods (after discounts, before
// shipping; about one point per US dollar):
//
// | country | one point per | White/Pink | Black | Gold |
// |---------|---------------|------------|-------|------|
// | SG      | S$1           | 1×         | 1.25× | 1.5× |
// | AU, NZ  | $1            | 1×         | 1.25× | 1.5× |
// | MY      | RM4           | 1×         | 1.25× | 1.5× |
// | HK      | HK$8          | 1×         | 1.25× | 1.5× |
// | TH      | ฿30           | 1×         | 1.25× | 1.5× |
// | PH      | ₱50           | 1×         | 1.25× | 1.5× |
// | ID      | Rp15,000      | 1×         | 1.25× | 1.5× |
//
// The birthday month doubles it (birthday_points perk); a bonus campaign multiplies again
// and/or adds flat points. Rounded down once, at the end.
import type { Country } from '@beauty/contracts/locale';
import type { Tier } from '@beauty/contracts/loyalty';
import { COUNTRY_RULES } from '../locale/country-rules.ts';

/** Tier multipliers in percent (integers, so no float creeps into a point). */
export const TIER_EARN_PERCENT: Record<Tier, number> = { pink: 100, white: 100, black: 125, gold: 150 };
export const BIRTHDAY_MULTIPLIER = 2;

export interface EarnInput {
  country: Country;
  tier: Tier;
  /** Goods after discounts, minor units of the country's currency. */
  subtotalMinor: number;
  /** The member's birthday month (in the country's time zone) is the month of the purchase. */
  birthdayMonth: boolean;
  /** A bonus campaign: a multiplier in percent (200 = double) and/or flat points. */
  bonus?: { percent?: number; points?: number } | undefined;
}

export function pointsEarned({ country, tier, subtotalMinor, birthdayMonth, bonus }: EarnInput): number {
  if (subtotalMinor <= 0) return 0;
  const spendPerPoint = COUNTRY_RULES[country].spendPerPoint;
  const percent = TIER_EARN_PERCENT[tier] * (birthdayMonth ? BIRTHDAY_MULTIPLIER : 1) * ((bonus?.percent ?? 100) / 100);
  // base × percent / 100, in integers: spend × percent / (spendPerPoint × 100)
  const points = Math.floor((subtotalMinor * percent) / (spendPerPoint * 100));
  return points + Math.max(0, Math.floor(bonus?.points ?? 0));
}

/** Is `at` in the month of this date of birth, in the country's time zone? */
export function isBirthdayMonth(dateOfBirth: string | null | undefined, localDay: string): boolean {
  if (!dateOfBirth) return false;
  return dateOfBirth.slice(5, 7) === localDay.slice(5, 7);
}
