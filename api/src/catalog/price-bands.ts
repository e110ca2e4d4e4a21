// The price filter's ranges: the bands of @beauty/contracts/price-bands (the facets and
// the links into a listing name the same ones), and any range a URL carries.
import type { Currency } from '@beauty/contracts/locale';
import { PRICE_BAND_BOUNDS } from '@beauty/contracts/price-bands';

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
