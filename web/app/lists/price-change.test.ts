import { describe, expect, it } from 'vitest';
import { priceChange } from './price-change';

describe('wish-list price change', () => {
  it('says down or up with the price when added, nothing when equal, unknown or in another currency', () => {
    expect(priceChange({ amount: 5000, currency: 'SGD' }, { amount: 4000, currency: 'SGD' })).toEqual({
      direction: 'down',
      was: { amount: 5000, currency: 'SGD' },
    });
    expect(priceChange({ amount: 4000, currency: 'SGD' }, { amount: 5000, currency: 'SGD' })?.direction).toBe('up');
    expect(priceChange({ amount: 4000, currency: 'SGD' }, { amount: 4000, currency: 'SGD' })).toBeUndefined();
    expect(priceChange(null, { amount: 4000, currency: 'SGD' })).toBeUndefined();
    expect(priceChange({ amount: 4000, currency: 'THB' }, { amount: 5000, currency: 'SGD' })).toBeUndefined();
  });
});
