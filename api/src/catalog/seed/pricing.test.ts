import { describe, expect, it } from 'vitest';
import { localPriceMinor, localPrices, localSalePriceMinor, usdToCents } from './pricing.ts';

describe('usdToCents', () => {
  it('reads the data set prices without float drift', () => {
    expect(usdToCents('40.0')).toBe(4000);
    expect(usdToCents('29.95')).toBe(2995);
    expect(usdToCents('169.99')).toBe(16999);
    expect(usdToCents('12.5')).toBe(1250);
    expect(usdToCents('0.1')).toBe(10);
  });

  it('refuses what is not a price', () => {
    expect(usdToCents('')).toBeNull();
    expect(usdToCents('free')).toBeNull();
    expect(usdToCents('-5')).toBeNull();
  });
});

describe('localPriceMinor: each country rounds as its shops do', () => {
  // USD 40.00 at the fixed rates of pricing.ts.
  it.each([
    ['AUD', 6_400], // 64.40 → 64
    ['NZD', 7_100], // 71.20 → 71
    ['SGD', 5_400], // 54.40 → 54
    ['MYR', 17_900], // 178.80 → 179
    ['HKD', 31_000], // 310.80 → 310
    ['PHP', 232_000], // 2,316 → 2,320
    ['THB', 137_000], // 1,368 → 1,370
    ['IDR', 64_800_000], // 648,000 → 648,000
  ] as const)('USD 40 in %s is %i minor units', (currency, minor) => {
    expect(localPriceMinor(4_000, currency)).toBe(minor);
  });

  it('rounds half up at the step', () => {
    // USD 12.50 → SGD 17.00 exactly.
    expect(localPriceMinor(1_250, 'SGD')).toBe(1_700);
    expect(localPriceMinor(2_995, 'IDR')).toBe(48_500_000); // 485,190 → 485,000
    expect(localPriceMinor(1_199, 'THB')).toBe(41_000); // 410.06 → 410
  });

  it('lands on whole units (AUD/NZD/SGD/MYR), tens (HKD/PHP/THB) and thousands (IDR)', () => {
    for (let cents = 100; cents < 50_000; cents += 737) {
      expect(localPriceMinor(cents, 'AUD') % 100).toBe(0);
      expect(localPriceMinor(cents, 'MYR') % 100).toBe(0);
      expect(localPriceMinor(cents, 'HKD') % 1_000).toBe(0);
      expect(localPriceMinor(cents, 'PHP') % 1_000).toBe(0);
      expect(localPriceMinor(cents, 'THB') % 1_000).toBe(0);
      expect(localPriceMinor(cents, 'IDR') % 100_000).toBe(0);
    }
  });

  it('never rounds a price down to nothing', () => {
    expect(localPriceMinor(1, 'HKD')).toBe(1_000);
    expect(localPriceMinor(1, 'IDR')).toBe(100_000);
  });
});

describe('sale prices', () => {
  it('converts and rounds the sale price like the regular one', () => {
    const sg = localPrices(6_800, 3_400).find((p) => p.country === 'SG')!;
    expect(sg).toEqual({ country: 'SG', currency: 'SGD', amount: 9_200, saleAmount: 4_600 });
  });

  it('keeps a small discount one step below the regular price when rounding would erase it', () => {
    // USD 84 → 82 survives rounding in SGD: 114.24 → 114 and 111.52 → 112.
    expect(localSalePriceMinor(8_200, localPriceMinor(8_400, 'SGD'), 'SGD')).toBe(11_200);
    // USD 10.20 → 10.00 does not: both are SGD 14 (13.87 and 13.60), so the sale is 13.
    expect(localPriceMinor(1_020, 'SGD')).toBe(1_400);
    expect(localSalePriceMinor(1_000, 1_400, 'SGD')).toBe(1_300);
  });

  it('has no sale price when there is no discount', () => {
    expect(localPrices(4_000, null).every((p) => p.saleAmount === null)).toBe(true);
    expect(localPrices(4_000, 4_000).every((p) => p.saleAmount === null)).toBe(true);
  });
});
