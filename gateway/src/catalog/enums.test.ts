import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '@beauty/contracts/catalog';
import { REST_SORT } from './enums.ts';

describe('REST_SORT', () => {
  it('maps the sorts of docs/product.md#screens onto the REST values, each used once', () => {
    expect(REST_SORT.PRICE_HIGH_TO_LOW).toBe('price_desc');
    expect(REST_SORT.PRICE_LOW_TO_HIGH).toBe('price_asc');
    expect(Object.values(REST_SORT).sort()).toEqual([...PRODUCT_SORTS].sort());
  });
});
