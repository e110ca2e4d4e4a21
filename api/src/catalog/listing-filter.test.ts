import { describe, expect, it } from 'vitest';
import { allGroupsBut, listingSql, NO_FILTER } from './listing-filter.ts';
import { parsePriceRange } from './price-bands.ts';

describe('listingSql', () => {
  const ranges = (...keys: string[]) => keys.map((key) => parsePriceRange(key)!);
  const sqlOf = (priceKeys: string[]) => {
    const { scope, groups, params } = listingSql('SG', { ...NO_FILTER, categoryPath: 'makeup', priceRanges: ranges(...priceKeys) });
    return { text: `${scope} and ${allGroupsBut(groups)}`, params };
  };

  it('writes one text for any price ranges, their bounds bound as arrays (a prepared statement per text)', () => {
    const one = sqlOf(['25-50']);
    const three = sqlOf(['0-25', '50-100', '200-']);
    expect(three.text).toBe(one.text);
    expect(one.params).toEqual(['SG', 'makeup', [2500], [5000]]);
    expect(three.params).toEqual(['SG', 'makeup', [0, 5000, 20000], [2500, 10000, null]]);
  });
});
