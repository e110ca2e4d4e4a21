import { describe, expect, it } from 'vitest';
import { firstError, idError, quantityError } from './bag-input.ts';

describe('bag input', () => {
  it('accepts 1 to 10 of a variant', () => {
    expect(quantityError(1)).toBeNull();
    expect(quantityError(10)).toBeNull();
  });

  it('names the quantity field when it is outside 1..10', () => {
    for (const quantity of [0, -1, 11, 1000]) {
      expect(quantityError(quantity)).toEqual({
        code: 'INVALID_INPUT',
        field: ['input', 'quantity'],
        message: 'Quantity must be between 1 and 10',
      });
    }
  });

  it('rejects an empty or oversized id before asking the api', () => {
    expect(idError('variantId', '')?.field).toEqual(['input', 'variantId']);
    expect(idError('lineId', 'x'.repeat(65))?.field).toEqual(['input', 'lineId']);
    expect(idError('variantId', 'P448733-2')).toBeNull();
  });

  it('reports the first problem only', () => {
    expect(firstError(null, quantityError(0), idError('lineId', ''))?.field).toEqual(['input', 'quantity']);
    expect(firstError(null, null)).toBeNull();
  });
});
