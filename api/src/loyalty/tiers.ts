// Beauty Pass tiers (docs/product.md#tier-messages, decision 0072): what it takes to reach and keep each tier,
// per country, in the minor units of the country's currency.
//
// The figures start from Sephora Singapore's public ones: Black at S$300 spent in a year,
// Gold at S$1,500. The other countries are the same spend at the rate the programme
// already uses for points (COUNTRY_RULES.spendPerPoint: the spend that earns one point,
// about one US dollar), rounded to a figure a shopper would recognise:
//
// | country | currency | Black (reach = keep) | Gold (reach = keep) |
// |---------|----------|----------------------|---------------------|
// | SG      | SGD      | S$300                | S$1,500             |
// | AU      | AUD      | A$300                | A$1,500             |
// | NZ      | NZD      | NZ$300               | NZ$1,500            |
// | MY      | MYR      | RM1,200              | RM6,000             |
// | HK      | HKD      | HK$2,400             | HK$12,000           |
// | TH      | THB      | ฿9,000               | ฿45,000             |
// | PH      | PHP      | ₱15,000              | ₱75,000             |
// | ID      | IDR      | Rp4,500,000          | Rp22,500,000        |
//
// Keeping a tier takes the same spend as reaching it, within the membership year (a year
// from joining, renewed each anniversary). Upgrades happen as soon as the spend is reached;
// downgrades only at the year's end, one step (Gold → Black, Black → White). Pink is a
// new member without a counted purchase: shown as "White member", with White's perks.
import type { Queryable } from '../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import type { Tier } from '@beauty/contracts/loyalty';
import { COUNTRY_RULES } from '../locale/country-rules.ts';
import { plusYears } from '../platform/calendar-maths.ts';

export interface TierThreshold {
  /** Spend in a membership year that lifts a member to the tier. */
  reach: number;
  /** Spend in a membership year that keeps the tier for the next year. */
  keep: number;
}

export type CountryThresholds = Record<'black' | 'gold', TierThreshold>;

const both = (amount: number): TierThreshold => ({ reach: amount, keep: amount });

/** Minor units of each country's currency (IDR counts sen, as the rest of the api does). */
export const TIER_THRESHOLDS: Record<Country, CountryThresholds> = {
  SG: { black: both(30_000), gold: both(150_000) },
  AU: { black: both(30_000), gold: both(150_000) },
  NZ: { black: both(30_000), gold: both(150_000) },
  MY: { black: both(120_000), gold: both(600_000) },
  HK: { black: both(240_000), gold: both(1_200_000) },
  TH: { black: both(900_000), gold: both(4_500_000) },
  PH: { black: both(1_500_000), gold: both(7_500_000) },
  ID: { black: both(450_000_000), gold: both(2_250_000_000) },
};

const RANK: Record<Tier, number> = { pink: 0, white: 1, black: 2, gold: 3 };
export const tierRank = (tier: Tier): number => RANK[tier];

/** The tier shown to members: pink is shown as White (docs/product.md#member-tiers). */
export const shownTier = (tier: Tier): Exclude<Tier, 'pink'> => (tier === 'pink' ? 'white' : tier);

/** The next tier up, or null at Gold. */
export function nextTier(tier: Tier): 'black' | 'gold' | null {
  return tier === 'gold' ? null : tier === 'black' ? 'gold' : 'black';
}

/** After a counted purchase: up as far as the year's spend reaches, never down; pink becomes white. */
export function tierAfterSpend(tier: Tier, yearSpend: number, thresholds: CountryThresholds): Tier {
  let reached: Tier = tier === 'pink' ? 'white' : tier;
  if (yearSpend >= thresholds.black.reach && RANK[reached] < RANK.black) reached = 'black';
  if (yearSpend >= thresholds.gold.reach) reached = 'gold';
  return reached;
}

/** At the end of a membership year: kept by the keep spend, else one step down. */
export function tierAtYearEnd(tier: Tier, yearSpend: number, thresholds: CountryThresholds): Tier {
  if (tier === 'gold') return yearSpend >= thresholds.gold.keep ? 'gold' : 'black';
  if (tier === 'black') return yearSpend >= thresholds.black.keep ? 'black' : 'white';
  return tier;
}

/** A spend in one country's currency, in another's, at the points rate (both about US$1 a point). */
export function convertSpend(amount: number, from: Country, to: Country): number {
  if (from === to) return amount;
  return Math.floor((amount * COUNTRY_RULES[to].spendPerPoint) / COUNTRY_RULES[from].spendPerPoint);
}

/** Years on the calendar: a 29 February membership year renews on 28 February (decision 0133). */
export const addYears = plusYears;

/**
 * The first anniversary of joining after `after`: where a membership year ends. Counted
 * from the joining day each time, so a 29 February member's year ends on 28 February in a
 * common year and on 29 February again in a leap year, never drifting.
 */
export function anniversaryAfter(joinedAt: Date, after: Date): Date {
  let years = Math.max(1, new Date(after).getUTCFullYear() - joinedAt.getUTCFullYear());
  while (plusYears(joinedAt, years) <= after) years += 1;
  while (years > 1 && plusYears(joinedAt, years - 1) > after) years -= 1;
  return plusYears(joinedAt, years);
}

export interface MemberTier {
  userId: string;
  cardNumber: string;
  country: Country;
  currency: string;
  tier: Tier;
  previousTier: Tier | null;
  tierChangedAt: Date | null;
  joinedAt: Date;
  yearStart: Date;
  yearEnd: Date;
  /** Tier spend counted this membership year, home-currency minor units. */
  yearSpend: number;
  /** Spend of delivered orders whose points are still pending (counts once they are valid). */
  pendingSpend: number;
  thresholds: CountryThresholds;
}

export const CURRENCY: Record<Country, string> = { AU: 'AUD', HK: 'HKD', ID: 'IDR', MY: 'MYR', NZ: 'NZD', PH: 'PHP', SG: 'SGD', TH: 'THB' };

interface MemberRow {
  user_id: string;
  card_number: string;
  country: Country;
  tier: Tier;
  previous_tier: Tier | null;
  tier_changed_at: Date | string | null;
  joined_at: Date | string;
  year_start: Date | string;
  year_spend: string | number;
  pending_spend: string | number | null;
}

/** The member's tier as of `at` (undefined when the account has not joined yet). */
export async function memberTier(db: Queryable, userId: string, at: Date): Promise<MemberTier | undefined> {
  const { rows } = await db.query<MemberRow>(
    `select m.user_id, m.card_number, m.country, m.tier, m.previous_tier, m.tier_changed_at, m.joined_at, m.year_start, m.year_spend,
       (select sum(p.spend - p.reversed_spend) from loyalty_purchase p where p.user_id = m.user_id and p.counted_at is null and p.valid_from > $2) as pending_spend
     from loyalty_member m where m.user_id = $1`,
    [userId, at],
  );
  const row = rows[0];
  if (!row) return undefined;
  const yearStart = new Date(row.year_start);
  return {
    userId: row.user_id,
    cardNumber: row.card_number,
    country: row.country,
    currency: CURRENCY[row.country],
    tier: row.tier,
    previousTier: row.previous_tier,
    tierChangedAt: row.tier_changed_at ? new Date(row.tier_changed_at) : null,
    joinedAt: new Date(row.joined_at),
    yearStart,
    yearEnd: anniversaryAfter(new Date(row.joined_at), yearStart),
    yearSpend: Number(row.year_spend),
    pendingSpend: Number(row.pending_spend ?? 0),
    thresholds: TIER_THRESHOLDS[row.country],
  };
}
