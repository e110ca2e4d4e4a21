// The variants of a product. The data set gives one row per product: its default SKU plus
// child_count (how many other SKUs exist) and their price range. We generate those others
// deterministically, so a shade product has shades to pick and a size product sizes:
// child_count + 1 variants in all, at most MAX_VARIANTS; the CSV row is the default.
import type { CatalogRow, VariationType } from './catalog-row.ts';
import { hash32 } from '../seeded-hash.ts';
import { colourFromWords, paletteFor } from './shade-palettes.ts';
import { sizeNames } from './size-names.ts';

export const MAX_VARIANTS = 12;

export interface VariantSeed {
  id: string;
  productId: string;
  sku: string;
  name: string;
  type: VariationType;
  swatchColor: string | null;
  isDefault: boolean;
  position: number;
  priceUsdCents: number;
  saleUsdCents: number | null;
}

const SCENTS = ['Original', 'Vanilla', 'Rose', 'Citrus', 'Coconut', 'Lavender', 'Sandalwood', 'Fig', 'Jasmine', 'Neroli', 'Amber', 'Fresh Linen'];
const SKIN_TYPES = [
  'For Normal Skin',
  'For Dry Skin',
  'For Oily Skin',
  'For Combination Skin',
  'For Sensitive Skin',
  'Original',
  'Refill',
  'Travel Edition',
  'Limited Edition',
  'Value Set',
  'Duo',
  'Trio',
];

/** "P448733" + position 1 → "P448733-1"; the default variant is always position 1. */
export const variantId = (productId: string, position: number) => `${productId}-${position}`;
/** A numeric-looking SKU unique per variant: the product id's body plus a 2-digit position. */
export const variantSku = (productId: string, position: number) => `${productId.replace(/^P/i, '')}${String(position).padStart(2, '0')}`;

export function variantCount(row: Pick<CatalogRow, 'variationType' | 'childCount'>): number {
  if (row.variationType === 'none' || row.childCount <= 0) return 1;
  return Math.min(row.childCount + 1, MAX_VARIANTS);
}

/** The USD prices of the generated siblings, spread evenly across child_min..child_max. */
export function siblingPrices(row: CatalogRow, count: number): number[] {
  const min = row.childMinUsdCents ?? row.priceUsdCents;
  const max = row.childMaxUsdCents ?? min;
  if (count === 1) return [min];
  return Array.from({ length: count }, (_, i) => Math.round(min + ((max - min) * i) / (count - 1)));
}

function defaultName(row: CatalogRow): string {
  switch (row.variationType) {
    case 'shade':
      return row.variationValue ?? row.variationDesc ?? 'Original';
    case 'size':
      return row.variationValue ?? row.size ?? 'Standard Size';
    case 'type':
      return row.variationValue ?? 'Original';
    case 'none':
      return row.size ?? 'One Size';
  }
}

/** Distinct picks from a list, in a per-product shuffled order, skipping excluded names. */
function drawDistinct<T extends { name: string } | string>(list: readonly T[], count: number, seed: string, exclude: string): T[] {
  const nameOf = (item: T) => (typeof item === 'string' ? item : item.name);
  return list
    .filter((item) => nameOf(item).toLowerCase() !== exclude.toLowerCase())
    .map((item) => ({ item, key: hash32(seed, nameOf(item)) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ item }) => item);
}

export function generateVariants(row: CatalogRow): VariantSeed[] {
  const count = variantCount(row);
  const siblings = count - 1;
  const name = defaultName(row);
  const saleRatio = row.saleUsdCents !== null && row.saleUsdCents < row.priceUsdCents ? row.saleUsdCents / row.priceUsdCents : null;
  const make = (position: number, variantName: string, priceUsdCents: number, swatchColor: string | null): VariantSeed => ({
    id: variantId(row.productId, position),
    productId: row.productId,
    sku: variantSku(row.productId, position),
    name: variantName,
    type: row.variationType,
    swatchColor,
    isDefault: position === 1,
    position,
    priceUsdCents,
    saleUsdCents: position === 1 ? (saleRatio === null ? null : row.saleUsdCents) : saleRatio === null ? null : Math.round(priceUsdCents * saleRatio),
  });

  const palette = paletteFor(row.categoryNames);
  const defaultSwatch =
    row.variationType === 'shade'
      ? (colourFromWords(row.variationDesc, row.variationValue) ?? palette[hash32(row.productId, 'swatch') % palette.length]!.hex)
      : null;
  const variants = [make(1, name, row.priceUsdCents, defaultSwatch)];
  if (siblings === 0) return variants;

  switch (row.variationType) {
    case 'shade': {
      // Shades of one product cost the same: the data set's child price range is about sizes.
      for (const [i, shade] of drawDistinct(palette, siblings, row.productId, name).entries())
        variants.push(make(i + 2, shade.name, row.priceUsdCents, shade.hex));
      break;
    }
    case 'size': {
      const prices = siblingPrices(row, siblings);
      const names = sizeNames(row.size ?? row.variationValue, row.priceUsdCents, prices);
      for (const [i, price] of prices.entries()) variants.push(make(i + 2, names[i]!, price, null));
      break;
    }
    default: {
      const isScent = /fragrance|candle|bath|body/i.test(row.categoryNames.join(' '));
      for (const [i, typeName] of drawDistinct(isScent ? SCENTS : SKIN_TYPES, siblings, row.productId, name).entries()) {
        variants.push(make(i + 2, typeName, row.priceUsdCents, null));
      }
    }
  }
  return variants;
}
