// One row of the data set (data/SOURCE.md), typed: a product and its default SKU, with
// child_count/child_min_price/child_max_price summarising the SKUs that are not listed.
import type { VARIATION_TYPES } from '@beauty/contracts/catalog';
import { parsePythonStringList } from './python-list.ts';
import { usdToCents } from './pricing.ts';

export type VariationType = (typeof VARIATION_TYPES)[number];

export interface CatalogRow {
  productId: string;
  name: string;
  brandId: string;
  brandName: string;
  lovesCount: number;
  rating: number | null;
  reviewCount: number;
  size: string | null;
  variationType: VariationType;
  variationValue: string | null;
  variationDesc: string | null;
  ingredients: string | null;
  highlights: string[];
  priceUsdCents: number;
  saleUsdCents: number | null;
  isLimitedEdition: boolean;
  isNew: boolean;
  isOnlineOnly: boolean;
  isOutOfStock: boolean;
  isExclusive: boolean;
  /** primary > secondary > tertiary, empty levels left out. */
  categoryNames: string[];
  childCount: number;
  childMinUsdCents: number | null;
  childMaxUsdCents: number | null;
}

/** The data set's variation_type values, read as the shopper sees them. */
export function variationTypeOf(value: string): VariationType {
  const v = value.trim().toLowerCase();
  if (v === '') return 'none';
  if (v === 'color') return 'shade';
  if (v.startsWith('size')) return 'size'; // "Size", "Size + Concentration (+ Formulation)"
  return 'type'; // "Type", "Scent", "Formulation"
}

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
const int = (value: string | undefined): number => {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
};
const flag = (value: string | undefined): boolean => value?.trim() === '1';

export function parseCatalogRow(record: Record<string, string>): CatalogRow {
  const productId = text(record.product_id);
  const name = text(record.product_name);
  const priceUsdCents = usdToCents(record.price_usd ?? '');
  if (!productId || !name || priceUsdCents === null || priceUsdCents <= 0) {
    throw new Error(`Catalogue row without id, name or price: ${JSON.stringify(record).slice(0, 200)}`);
  }
  const rating = Number.parseFloat(record.rating ?? '');
  const ingredients = parsePythonStringList(record.ingredients ?? '');
  return {
    productId,
    name,
    brandId: text(record.brand_id) ?? 'unknown',
    brandName: text(record.brand_name) ?? 'Unknown',
    lovesCount: int(record.loves_count),
    rating: Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : null,
    reviewCount: int(record.reviews),
    size: text(record.size),
    variationType: variationTypeOf(record.variation_type ?? ''),
    variationValue: text(record.variation_value),
    variationDesc: text(record.variation_desc),
    ingredients: ingredients.length > 0 ? ingredients.join('\n') : null,
    highlights: parsePythonStringList(record.highlights ?? ''),
    priceUsdCents,
    saleUsdCents: usdToCents(record.sale_price_usd ?? ''),
    isLimitedEdition: flag(record.limited_edition),
    isNew: flag(record.new),
    isOnlineOnly: flag(record.online_only),
    isOutOfStock: flag(record.out_of_stock),
    isExclusive: flag(record.sephora_exclusive),
    categoryNames: [record.primary_category, record.secondary_category, record.tertiary_category].map(text).filter((n): n is string => n !== null),
    childCount: int(record.child_count),
    childMinUsdCents: usdToCents(record.child_min_price ?? ''),
    childMaxUsdCents: usdToCents(record.child_max_price ?? ''),
  };
}
