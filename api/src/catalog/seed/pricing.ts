// Local prices for the eight sites, converted from the data set's USD prices.
//
// The rates are FIXED, mid-market rates as of 2 January 2025, written here on purpose: a
// seed must give the same prices on every run and machine, and a shop re-prices by
// decision, not by the hour. Change them here and re-seed to re-price.
//
// Each country then rounds as a shop there prices its shelf: Australia, New Zealand,
// Singapore and Malaysia to whole dollars/ringgit; Hong Kong, the Philippines and
// Thailand to the nearest 10; Indonesia to the nearest 1,000 rupiah. Amounts are stored
// in minor units (x100), all eight currencies having two decimals in ISO 4217.
import { COUNTRIES, COUNTRY_CURRENCY, type Country, type Currency } from '@beauty/contracts/locale';

/** Units of local currency per 1 USD, times 10,000 (so the arithmetic stays in integers). */
export const USD_RATES_X10000: Record<Currency, bigint> = {
  AUD: 16_100n, // 1.61
  HKD: 77_700n, // 7.77
  IDR: 162_000_000n, // 16,200
  MYR: 44_700n, // 4.47
  NZD: 17_800n, // 1.78
  PHP: 579_000n, // 57.90
  SGD: 13_600n, // 1.36
  THB: 342_000n, // 34.20
};
export const RATES_AS_OF = '2025-01-02';

/** The shelf-price step in whole units of the local currency. */
export const PRICE_STEP: Record<Currency, number> = {
  AUD: 1,
  NZD: 1,
  SGD: 1,
  MYR: 1,
  HKD: 10,
  PHP: 10,
  THB: 10,
  IDR: 1_000,
};

/** Parses a USD price such as "29.95" into integer cents without float drift. */
export function usdToCents(text: string): number | null {
  const match = /^\s*(\d+)(?:\.(\d{1,4}))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(4, '0');
  // Round half up on the third decimal: "5.995" is 600 cents.
  return Number(match[1]) * 100 + Math.floor((Number(fraction) + 50) / 100);
}

/**
 * Converts USD cents into the local currency, rounded half up to the country's shelf step,
 * returned in minor units. Never rounds a price down to nothing: the least is one step.
 */
export function localPriceMinor(usdCents: number, currency: Currency): number {
  // usdCents * rate(x10^4) = local units x 10^6.
  const scaled = BigInt(usdCents) * USD_RATES_X10000[currency];
  const stepScaled = BigInt(PRICE_STEP[currency]) * 1_000_000n;
  const steps = (scaled + stepScaled / 2n) / stepScaled;
  const units = (steps > 0n ? steps : 1n) * BigInt(PRICE_STEP[currency]);
  return Number(units) * 100;
}

/**
 * A sale price in the local currency. Rounding can make a small USD discount vanish; the
 * sale then stays one shelf step below the regular price rather than silently ending.
 */
export function localSalePriceMinor(saleUsdCents: number, regularMinor: number, currency: Currency): number | null {
  const sale = localPriceMinor(saleUsdCents, currency);
  if (sale < regularMinor) return sale;
  const oneStepLower = regularMinor - PRICE_STEP[currency] * 100;
  return oneStepLower > 0 ? oneStepLower : null;
}

export interface LocalPrice {
  country: Country;
  currency: Currency;
  amount: number;
  saleAmount: number | null;
}

/** The regular and sale price of one USD price in each of the eight countries. */
export function localPrices(usdCents: number, saleUsdCents: number | null): LocalPrice[] {
  return COUNTRIES.map((country) => {
    const currency = COUNTRY_CURRENCY[country];
    const amount = localPriceMinor(usdCents, currency);
    const saleAmount = saleUsdCents !== null && saleUsdCents < usdCents ? localSalePriceMinor(saleUsdCents, amount, currency) : null;
    return { country, currency, amount, saleAmount };
  });
}
