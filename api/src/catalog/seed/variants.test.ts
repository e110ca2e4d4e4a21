import { describe, expect, it } from 'vitest';
import type { CatalogRow } from './catalog-row.ts';
import { formatAmount, parseAmount, sizeNames } from './size-names.ts';
import { generateVariants, MAX_VARIANTS, variantCount } from './variants.ts';

const row = (over: Partial<CatalogRow>): CatalogRow => ({
  productId: 'P1',
  name: 'Test product',
  brandId: '1',
  brandName: 'Brand',
  lovesCount: 0,
  rating: null,
  reviewCount: 0,
  size: null,
  variationType: 'none',
  variationValue: null,
  variationDesc: null,
  ingredients: null,
  highlights: [],
  priceUsdCents: 4_000,
  saleUsdCents: null,
  isLimitedEdition: false,
  isNew: false,
  isOnlineOnly: false,
  isOutOfStock: false,
  isExclusive: false,
  categoryNames: ['Makeup', 'Lip', 'Lipstick'],
  childCount: 0,
  childMinUsdCents: null,
  childMaxUsdCents: null,
  ...over,
});

describe('variantCount', () => {
  it('is child_count + 1, capped, and 1 for products without variations', () => {
    expect(variantCount({ variationType: 'shade', childCount: 3 })).toBe(4);
    expect(variantCount({ variationType: 'shade', childCount: 73 })).toBe(MAX_VARIANTS);
    expect(variantCount({ variationType: 'none', childCount: 5 })).toBe(1);
    expect(variantCount({ variationType: 'size', childCount: 0 })).toBe(1);
  });
});

describe('generateVariants', () => {
  it('makes the CSV row the default variant, first, with its own price and name', () => {
    const [first, ...rest] = generateVariants(row({ variationType: 'shade', variationValue: 'Mona', variationDesc: 'mahogany', childCount: 4 }));
    expect(first).toMatchObject({ id: 'P1-1', isDefault: true, name: 'Mona', priceUsdCents: 4_000, position: 1 });
    expect(rest).toHaveLength(4);
    expect(rest.every((v) => !v.isDefault)).toBe(true);
    expect(rest.map((v) => v.id)).toEqual(['P1-2', 'P1-3', 'P1-4', 'P1-5']);
  });

  it('gives shades distinct names and hex swatches, the default one read from its description', () => {
    const variants = generateVariants(row({ variationType: 'shade', variationValue: 'Mona', variationDesc: 'mahogany', childCount: 11 }));
    expect(variants).toHaveLength(12);
    expect(new Set(variants.map((v) => v.name)).size).toBe(12);
    expect(variants.every((v) => /^#[0-9a-f]{6}$/.test(v.swatchColor ?? ''))).toBe(true);
    expect(variants[0]!.swatchColor).toBe('#7a2943'); // mahogany reads as a berry/wine colour
  });

  it('spreads size prices between child_min_price and child_max_price, bigger sizes costing more', () => {
    const variants = generateVariants(
      row({ variationType: 'size', size: '8 oz/ 240 mL', variationValue: '8 oz/ 240 mL', childCount: 2, childMinUsdCents: 1_600, childMaxUsdCents: 7_400 }),
    );
    expect(variants.map((v) => v.priceUsdCents)).toEqual([4_000, 1_600, 7_400]);
    expect(variants.map((v) => v.name)).toEqual(['8 oz/ 240 mL', '3.4 oz/ 100 mL', '13.5 oz/ 400 mL']);
    expect(variants.every((v) => v.swatchColor === null)).toBe(true);
  });

  it('carries a product sale to its siblings at the same ratio', () => {
    const variants = generateVariants(
      row({
        variationType: 'size',
        size: '1 oz / 30 mL',
        priceUsdCents: 6_800,
        saleUsdCents: 3_400,
        childCount: 1,
        childMinUsdCents: 2_500,
        childMaxUsdCents: 2_500,
      }),
    );
    expect(variants.map((v) => v.saleUsdCents)).toEqual([3_400, 1_250]);
  });

  it('is deterministic: the same row gives the same variants', () => {
    const r = row({ variationType: 'shade', childCount: 7, categoryNames: ['Makeup', 'Face', 'Foundation'] });
    expect(generateVariants(r)).toEqual(generateVariants(r));
    expect(generateVariants(r).map((v) => v.name)).not.toEqual(generateVariants({ ...r, productId: 'P2' }).map((v) => v.name));
  });

  it('gives every variant a unique SKU', () => {
    const variants = generateVariants(row({ productId: 'P448733', variationType: 'type', childCount: 5, categoryNames: ['Fragrance', 'Women', 'Perfume'] }));
    expect(variants.map((v) => v.sku)).toEqual(['44873301', '44873302', '44873303', '44873304', '44873305', '44873306']);
  });
});

describe('size names', () => {
  it('reads the sizes the data set writes', () => {
    expect(parseAmount('1.7 oz/ 50 mL')).toEqual({ value: 50, unit: 'mL' });
    expect(parseAmount('.34oz/10mL')).toEqual({ value: 10, unit: 'mL' });
    expect(parseAmount('0.14 oz/ 4 g')).toEqual({ value: 4, unit: 'g' });
    expect(parseAmount('6 patches')).toBeNull();
    expect(formatAmount({ value: 100, unit: 'mL' })).toBe('3.4 oz/ 100 mL');
  });

  it('names unmeasurable sizes by price rank, smallest first', () => {
    expect(sizeNames(null, 4_000, [9_000, 1_000])).toEqual(['Travel Size', 'Mini']);
  });
});
