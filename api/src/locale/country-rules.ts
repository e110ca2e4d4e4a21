// What the cost summary needs to know about each country (decision 0030). Amounts are
// minor units of the country's currency. Prices in every country are tax-inclusive, so
// tax is the part of the price that is tax, never added on top.
import type { TaxName } from '@beauty/contracts/cart';
import type { Country } from '@beauty/contracts/locale';
import countryRules from './country-rules.json' with { type: 'json' };

export interface CountryRules {
  /** Null: no consumption tax is shown on a retail receipt (HK has none; MY, see below). */
  tax: { name: TaxName; percent: number } | null;
  /** docs/product.md#free-shipping; HK is our decision (HK$400). */
  freeShippingFrom: number;
  standardShipping: number;
  expressShipping: number;
  /** Spend that earns one Beauty Pass point (about one US dollar; decision 0030). */
  spendPerPoint: number;
  /** Business days from order to delivery, by option. */
  deliveryDays: { standard: number; express: number; click_and_collect: number };
  callingCode: string;
}

/**
 * By country, from country-rules.json. MY shows no tax: SST's 10% sales tax is levied at
 * manufacture or import, not on a retail sale, and the 8% service tax does not apply to
 * goods. HK has no sales tax; its free shipping from HK$400 is our decision (the retailer's
 * brief leaves it open), close to the other markets' US$25-30 in local terms. JSON types a
 * tax name as any string: the cast names it TaxName.
 */
export const COUNTRY_RULES = countryRules as Record<Country, CountryRules>;

/** What an e-gift card may be bought for, in minor units: about US$10 to US$500. */
export const GIFT_CARD_RANGE: Record<Country, { min: number; max: number }> = {
  AU: { min: 1500, max: 75000 },
  NZ: { min: 1500, max: 75000 },
  SG: { min: 1500, max: 70000 },
  MY: { min: 5000, max: 200000 },
  HK: { min: 10000, max: 400000 },
  PH: { min: 50000, max: 3000000 },
  TH: { min: 30000, max: 1800000 },
  ID: { min: 15000000, max: 800000000 },
};
