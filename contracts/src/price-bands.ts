// The listing's price bands, in round numbers of each country's currency (the seed's
// prices are USD × fixed rates; these bands cut them into five groups of similar size:
// under ~US$18, ~18-37, ~37-74, ~74-147, above). Bounds are whole units; every currency
// here has two minor digits. The api counts the listing's facets in them; a link into a
// listing (the assistant's "See all") names them, so its filter chips have their labels.
import type { Currency } from './locale.ts';

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

/** The keys ("0-600", "4800-") of the bands that hold a price from minMinor up to (not at) maxMinor. */
export function priceBandKeysWithin(currency: Currency, minMinor = 0, maxMinor = Number.POSITIVE_INFINITY): string[] {
  const bounds = [0, ...PRICE_BAND_BOUNDS[currency]];
  return bounds.flatMap((low, i) => {
    const high = bounds[i + 1];
    const overlaps = low * MINOR_PER_UNIT < maxMinor && (high === undefined || high * MINOR_PER_UNIT > minMinor);
    return overlaps ? [`${low}-${high ?? ''}`] : [];
  });
}
