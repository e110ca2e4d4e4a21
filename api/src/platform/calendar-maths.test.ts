import { describe, expect, it } from 'vitest';
import { dayPlusYears, firstOfNextMonth, plusMonths, plusYears } from './calendar-maths.ts';
import { addMonths, EXPIRY_MONTHS } from '../loyalty/expiry.ts';
import { addYears, anniversaryAfter } from '../loyalty/tiers.ts';

const at = (iso: string) => new Date(iso);

describe('calendar maths at month end and on the leap day', () => {
  it('clamps months to the last day of the month, keeping the time of day', () => {
    expect(plusMonths(at('2026-08-31T09:15:00Z'), 18).toISOString()).toBe('2028-02-29T09:15:00.000Z');
    expect(plusMonths(at('2027-08-31T09:15:00Z'), 18).toISOString()).toBe('2029-02-28T09:15:00.000Z');
    expect(plusMonths(at('2026-01-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(plusMonths(at('2026-03-31T23:59:59Z'), 1).toISOString()).toBe('2026-04-30T23:59:59.000Z');
    expect(plusMonths(at('2026-05-15T12:00:00Z'), 18).toISOString()).toBe('2027-11-15T12:00:00.000Z');
    // the points expiry: 18 months after a purchase on 31 August is 29 February, not 2 March
    expect(addMonths(at('2026-08-31T04:00:00Z'), EXPIRY_MONTHS).toISOString()).toBe('2028-02-29T04:00:00.000Z');
  });

  it('renews a 29 February year on 28 February in a common year, and on 29 February again in a leap year', () => {
    expect(plusYears(at('2028-02-29T03:00:00Z'), 1).toISOString()).toBe('2029-02-28T03:00:00.000Z');
    expect(addYears(at('2028-02-29T03:00:00Z'), 1).toISOString()).toBe('2029-02-28T03:00:00.000Z');
    expect(addYears(at('2028-02-29T03:00:00Z'), 4).toISOString()).toBe('2032-02-29T03:00:00.000Z');
    const joined = at('2028-02-29T03:00:00Z');
    expect(anniversaryAfter(joined, joined).toISOString()).toBe('2029-02-28T03:00:00.000Z');
    expect(anniversaryAfter(joined, at('2029-02-28T03:00:00Z')).toISOString()).toBe('2030-02-28T03:00:00.000Z');
    expect(anniversaryAfter(joined, at('2031-02-28T03:00:00Z')).toISOString()).toBe('2032-02-29T03:00:00.000Z');
    expect(anniversaryAfter(at('2026-03-02T02:00:00Z'), at('2026-03-02T02:00:00Z')).toISOString()).toBe('2027-03-02T02:00:00.000Z');
  });

  it('gives a 29 February birthday on 28 February of a common year, and the first of the next month across a year end', () => {
    expect(dayPlusYears('2012-02-29', 14)).toBe('2026-02-28');
    expect(dayPlusYears('2012-02-29', 16)).toBe('2028-02-29');
    expect(firstOfNextMonth(at('2026-12-31T23:30:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(firstOfNextMonth(at('2028-02-29T10:00:00Z')).toISOString()).toBe('2028-03-01T00:00:00.000Z');
  });
});
