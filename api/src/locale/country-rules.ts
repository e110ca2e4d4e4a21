// What the cost summary needs to know about each country (decision 0030). Amounts are
// minor units of the country's currency. Prices in every country are tax-inclusive, so
// tax is the part of the price that is tax, never added on top.
import type { TaxName } from '@beauty/contracts/cart';
import type { Country } from '@beauty/contracts/locale';

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

export const COUNTRY_RULES: Record<Country, CountryRules> = {
  AU: {
    tax: { name: 'GST', percent: 10 },
    freeShippingFrom: 2500,
    standardShipping: 995,
    expressShipping: 1495,
    spendPerPoint: 100,
    deliveryDays: { standard: 5, express: 2, click_and_collect: 2 },
    callingCode: '+61',
  },
  NZ: {
    tax: { name: 'GST', percent: 15 },
    freeShippingFrom: 2500,
    standardShipping: 995,
    expressShipping: 1495,
    spendPerPoint: 100,
    deliveryDays: { standard: 5, express: 2, click_and_collect: 2 },
    callingCode: '+64',
  },
  SG: {
    tax: { name: 'GST', percent: 9 },
    freeShippingFrom: 3500,
    standardShipping: 600,
    expressShipping: 1200,
    spendPerPoint: 100,
    deliveryDays: { standard: 3, express: 1, click_and_collect: 1 },
    callingCode: '+65',
  },
  // MY: SST's 10% sales tax is levied at manufacture or import, not on a retail sale,
  // and the 8% service tax does not apply to goods: a receipt shows no tax line.
  MY: {
    tax: null,
    freeShippingFrom: 8000,
    standardShipping: 800,
    expressShipping: 1500,
    spendPerPoint: 400,
    deliveryDays: { standard: 5, express: 2, click_and_collect: 2 },
    callingCode: '+60',
  },
  ID: {
    tax: { name: 'PPN', percent: 11 },
    freeShippingFrom: 50_000_000,
    standardShipping: 2_000_000,
    expressShipping: 4_000_000,
    spendPerPoint: 1_500_000,
    deliveryDays: { standard: 5, express: 2, click_and_collect: 2 },
    callingCode: '+62',
  },
  PH: {
    tax: { name: 'VAT', percent: 12 },
    freeShippingFrom: 300_000,
    standardShipping: 15_000,
    expressShipping: 30_000,
    spendPerPoint: 5_000,
    deliveryDays: { standard: 5, express: 2, click_and_collect: 2 },
    callingCode: '+63',
  },
  TH: {
    tax: { name: 'VAT', percent: 7 },
    freeShippingFrom: 50_000,
    standardShipping: 5_000,
    expressShipping: 10_000,
    spendPerPoint: 3_000,
    deliveryDays: { standard: 4, express: 1, click_and_collect: 2 },
    callingCode: '+66',
  },
  // HK: no sales tax. Free shipping from HK$400 (our decision; the retailer's brief leaves it open),
  // close to the other markets' US$25-30 in local terms.
  HK: {
    tax: null,
    freeShippingFrom: 40_000,
    standardShipping: 4_000,
    expressShipping: 8_000,
    spendPerPoint: 800,
    deliveryDays: { standard: 3, express: 1, click_and_collect: 1 },
    callingCode: '+852',
  },
};

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
