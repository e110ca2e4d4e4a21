// Stock and ranging per variant and country, deterministic so every run of the seed (and
// every test) sees the same shelf. Roughly: products the data set marks out_of_stock have
// none anywhere; otherwise ~6% of variant-country pairs are sold out and ~12% are low
// (1..5 units) so "Only a few items left in stock" shows up; the rest have 6..120.
import { LOW_STOCK_THRESHOLD } from '@beauty/contracts/catalog';
import type { Country } from '@beauty/contracts/locale';
import { hash32 } from '../seeded-hash.ts';

/**
 * Whether a variant is sold in a country at all. The default variant always is (the
 * product's price is its price); ~4% of the other variants are not ranged in a given
 * country: they have no price there and cannot go in that country's bag.
 */
export function isRanged(variantId: string, isDefault: boolean, country: Country): boolean {
  return isDefault || hash32(variantId, country, 'ranged') % 100 >= 4;
}

export function stockQuantity(variantId: string, country: Country, productOutOfStock: boolean): number {
  if (productOutOfStock) return 0;
  const roll = hash32(variantId, country, 'stock') % 100;
  const amount = hash32(variantId, country, 'amount');
  if (roll < 6) return 0;
  if (roll < 18) return 1 + (amount % LOW_STOCK_THRESHOLD);
  return LOW_STOCK_THRESHOLD + 1 + (amount % 115);
}
