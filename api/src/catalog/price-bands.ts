// The price filter's ranges, in round numbers of each country's currency (the seed's
// prices are USD × fixed rates, seed/pricing.ts; these bands cut those into five groups
// of similar size: under ~US$18, ~18-37, ~37-74, ~74-147, above). Bounds are whole
// units; every currency here has two minor digits (decision 0001 "Money").
import type { Currency } from '@beauty/contracts/locale';

export const PRICE_BAND_BOUNDS: Record<Currency, readonly number[]> = {
  AUD: [30, 60, 120, 240],
  HKD: [150, 300, 600, 1_200],
  IDR: [300_000, 600_000, 1_200_000, 2_400_000],
  MYR: [80, 160, 320, 640],
  NZD: [30, 60, 120, 240],
  PHP: [1_000, 2_000, 4_000, 8_000],
  SGD: [25, 50, 100, 200],
  THB: [600, 1_200, 2_400, 4_800],
};

const MINOR_PER_UNIT = 100;

/** A range of the effective price (sale price when on sale), min included, max excluded, in minor units. */
export interface PriceRange {
  key: string; // "25-50", "200-": whole units, as the URL carries it
  min: number;
  max: number | null;
}

const RANGE_KEY = /^(\d{1,9})-(\d{1,9})?$/;

/** A range key from a URL; undefined when it is not one ("abc", "50-25"). */
export function parsePriceRange(key: string): PriceRange | undefined {
  const match = RANGE_KEY.exec(key.trim());
  if (!match) return undefined;
  const min = Number(match[1]) * MINOR_PER_UNIT;
  const max = match[2] === undefined ? null : Number(match[2]) * MINOR_PER_UNIT;
  if (max !== null && max <= min) return undefined;
  return { key: `${match[1]}-${match[2] ?? ''}`, min, max };
}

/** The currency's bands, lowest first: under the first bound, between bounds, and above the last. */
export function priceBands(currency: Currency): PriceRange[] {
  const bounds = [0, ...PRICE_BAND_BOUNDS[currency]];
  return bounds.map((low, i) => {
    const high = bounds[i + 1];
    return { key: `${low}-${high ?? ''}`, min: low * MINOR_PER_UNIT, max: high === undefined ? null : high * MINOR_PER_UNIT };
  });
}
