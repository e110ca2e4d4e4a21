import { describe, expect, it } from 'vitest';
import { availabilityOf, bestAvailability } from './store-stock.ts';

describe('a store shelf', () => {
  it('reads units as the shopper does', () => {
    expect([null, 0, 1, 3, 4, 40].map(availabilityOf)).toEqual(['ONLINE_ONLY', 'SOLD_OUT_IN_STORE', 'FEW_IN_STORE', 'FEW_IN_STORE', 'IN_STORE', 'IN_STORE']);
  });

  it('calls a product in this store when any of its shades is', () => {
    expect(bestAvailability(['ONLINE_ONLY', 'SOLD_OUT_IN_STORE', 'FEW_IN_STORE'])).toBe('FEW_IN_STORE');
    expect(bestAvailability(['SOLD_OUT_IN_STORE', 'IN_STORE'])).toBe('IN_STORE');
    expect(bestAvailability([])).toBe('ONLINE_ONLY');
  });
});
