// The store's wall clock around the daylight-saving changes of Sydney (first Sunday of
// April and October) against Perth, which keeps one offset all year.
import { describe, expect, it } from 'vitest';
import { addDays, instantAt, wallTimeOf, weekdayOf } from './wall-clock.ts';

describe('store wall clock', () => {
  it('10:00 in Sydney moves by an hour across the April and October changes; Perth does not', () => {
    expect(instantAt('2027-04-03', '10:00', 'Australia/Sydney').toISOString()).toBe('2027-04-02T23:00:00.000Z'); // AEDT, +11
    expect(instantAt('2027-04-04', '10:00', 'Australia/Sydney').toISOString()).toBe('2027-04-04T00:00:00.000Z'); // AEST, +10
    expect(instantAt('2026-10-03', '10:00', 'Australia/Sydney').toISOString()).toBe('2026-10-03T00:00:00.000Z');
    expect(instantAt('2026-10-04', '10:00', 'Australia/Sydney').toISOString()).toBe('2026-10-03T23:00:00.000Z');
    for (const date of ['2027-04-03', '2027-04-04', '2026-10-03', '2026-10-04']) {
      expect(instantAt(date, '10:00', 'Australia/Perth').toISOString()).toBe(`${addDays(date, 0)}T02:00:00.000Z`);
    }
  });

  it('a skipped wall time moves forward, a repeated one is the first reading', () => {
    expect(wallTimeOf(instantAt('2026-10-04', '02:30', 'Australia/Sydney'), 'Australia/Sydney').time).toBe('03:30');
    expect(instantAt('2027-04-04', '02:30', 'Australia/Sydney').toISOString()).toBe('2027-04-03T15:30:00.000Z'); // still +11
  });

  it('reads an instant as the store clock shows it, whatever the server zone', () => {
    expect(wallTimeOf(new Date('2026-12-31T23:30:00Z'), 'Asia/Singapore')).toEqual({ date: '2027-01-01', time: '07:30', weekday: 5 });
    expect(wallTimeOf(new Date('2026-12-31T23:30:00Z'), 'Australia/Adelaide')).toEqual({ date: '2027-01-01', time: '10:00', weekday: 5 });
    expect(weekdayOf('2026-10-04')).toBe(0);
  });
});
