import { describe, expect, it } from 'vitest';
import { formatDistance, formatWallTime, weekdayName } from './store-format';

describe('the store locator’s words', () => {
  it('names weekdays in the page language', () => {
    expect(weekdayName('MONDAY', 'en-SG')).toBe('Monday');
    expect(weekdayName('SUNDAY', 'th-TH')).toBe('วันอาทิตย์');
    expect(weekdayName('SATURDAY', 'id-ID')).toBe('Sabtu');
  });

  it('writes a store’s wall time without shifting it to any zone', () => {
    expect(formatWallTime('22:00', 'en-AU')).toMatch(/^10:00\s?pm$/i);
    expect(formatWallTime('09:30', 'th-TH')).toBe('9:30');
  });

  it('writes distances in metres below a kilometre', () => {
    expect(formatDistance(0.42, 'en-SG')).toBe('420 m');
    expect(formatDistance(3.456, 'en-SG')).toBe('3.5 km');
    expect(formatDistance(123.4, 'en-SG')).toBe('123 km');
  });
});
