import { describe, expect, it } from 'vitest';
import { PUBLIC_HOLIDAYS } from './calendar-holidays.ts';
import { COUNTRY_TIME_ZONES, addWorkingDays, countryTimeZone, formatDay, formatInCountry, isWorkingDay, localDay, publicHoliday } from './calendar.ts';
import { COUNTRIES } from './locale.ts';

describe('calendar: time zones', () => {
  it('has a zone Intl knows for every country, the default first', () => {
    for (const country of COUNTRIES) {
      for (const zone of COUNTRY_TIME_ZONES[country]) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
    expect(countryTimeZone('AU')).toBe('Australia/Sydney');
    expect(countryTimeZone('AU', 'Australia/Perth')).toBe('Australia/Perth');
    // A zone of another country is not a store of this one: the default.
    expect(countryTimeZone('AU', 'Asia/Singapore')).toBe('Australia/Sydney');
  });

  it('puts an order placed in Sydney before 10:00 on its Sydney day, not the UTC one', () => {
    const placed = new Date('2026-05-01T09:30:00+10:00'); // 30 April 23:30 UTC
    expect(placed.toISOString().slice(0, 10)).toBe('2026-04-30');
    expect(localDay('AU', placed)).toBe('2026-05-01');
    expect(localDay('AU', placed, 'Australia/Perth')).toBe('2026-05-01'); // 07:30 in Perth
    expect(localDay('SG', placed)).toBe('2026-05-01'); // 07:30 in Singapore
    expect(localDay('AU', new Date('2026-05-01T07:30:00+08:00'), 'Australia/Perth')).toBe('2026-05-01');
    expect(formatInCountry(placed, 'en-AU', 'AU')).toBe('1 May 2026');
    expect(formatInCountry(placed, 'en-AU', 'AU', { dateStyle: 'long' }, 'Australia/Perth')).toBe('1 May 2026');
  });

  it('follows daylight saving: Sydney is UTC+11 in January, UTC+10 in July', () => {
    expect(localDay('AU', new Date('2026-01-14T13:30:00Z'))).toBe('2026-01-15'); // 00:30 AEDT
    expect(localDay('AU', new Date('2026-07-14T13:30:00Z'))).toBe('2026-07-14'); // 23:30 AEST
    expect(localDay('NZ', new Date('2026-01-14T11:30:00Z'))).toBe('2026-01-15'); // 00:30 NZDT
  });

  it('formats a calendar day the same in every zone and language', () => {
    expect(formatDay('2026-05-01', 'en-SG')).toBe('1 May 2026');
    expect(formatDay('2026-05-01', 'th-TH')).toContain('2569'); // the Thai (Buddhist) year
    expect(formatDay('2026-05-01', 'zh-HK')).toBe('2026年5月1日');
    expect(() => formatDay('2026-02-30', 'en')).toThrow(RangeError);
  });
});

describe('calendar: working days and holidays', () => {
  it('lists only real calendar days, in order, once each, within 2026-2027', () => {
    for (const [country, days] of Object.entries(PUBLIC_HOLIDAYS)) {
      const dates = days.map((d) => d.date);
      expect(new Set(dates).size, country).toBe(dates.length);
      expect([...dates].sort(), country).toEqual(dates);
      for (const date of dates) expect(date.slice(0, 4) === '2026' || date.slice(0, 4) === '2027', `${country} ${date}`).toBe(true);
      for (const date of dates) expect(() => publicHoliday(country as 'SG', date)).not.toThrow();
    }
  });

  it('knows weekends and public holidays', () => {
    expect(isWorkingDay('SG', '2026-05-02')).toBe(false); // Saturday
    expect(isWorkingDay('SG', '2026-05-04')).toBe(true); // Monday
    expect(isWorkingDay('SG', '2026-02-17')).toBe(false); // Chinese New Year
    expect(isWorkingDay('AU', '2026-02-17')).toBe(true); // not a holiday in Australia
    expect(isWorkingDay('NZ', '2026-02-06')).toBe(false); // Waitangi Day
    expect(isWorkingDay('TH', '2026-04-14')).toBe(false); // Songkran
    expect(isWorkingDay('ID', '2026-08-17')).toBe(false); // Independence Day
    expect(publicHoliday('AU', '2026-01-26')?.name).toBe('Australia Day');
  });

  it('adds working days over weekends and holidays', () => {
    // Friday + 3 working days: Wednesday.
    expect(addWorkingDays('SG', '2026-05-08', 3)).toBe('2026-05-13');
    // Thursday 2 April + 2 in Australia: Good Friday and Easter Monday are closed: Wednesday 8 April.
    expect(addWorkingDays('AU', '2026-04-02', 2)).toBe('2026-04-08');
    // Singapore has no Easter Monday: Tuesday 7 April.
    expect(addWorkingDays('SG', '2026-04-02', 2)).toBe('2026-04-07');
    // Chinese New Year in Hong Kong: Monday 16 Feb + 1 skips Tuesday to Thursday: Friday 20 Feb.
    expect(addWorkingDays('HK', '2026-02-16', 1)).toBe('2026-02-20');
    // Songkran: Friday 10 April + 1 in Thailand: Thursday 16 April.
    expect(addWorkingDays('TH', '2026-04-10', 1)).toBe('2026-04-16');
    // Across the year end in New Zealand: Thursday 24 Dec 2026 + 3: 29, 30, 31 Dec.
    expect(addWorkingDays('NZ', '2026-12-24', 3)).toBe('2026-12-31');
    // 0: the first working day from the day itself.
    expect(addWorkingDays('SG', '2026-05-09', 0)).toBe('2026-05-11');
    expect(addWorkingDays('SG', '2026-05-11', 0)).toBe('2026-05-11');
    expect(() => addWorkingDays('SG', '2026-05-11', -1)).toThrow(RangeError);
  });

  it('counts from the day the order was placed in the country, not in UTC', () => {
    // Monday 4 May 2026, 08:00 in Sydney = Sunday 3 May 22:00 UTC.
    const placed = new Date('2026-05-03T22:00:00Z');
    expect(addWorkingDays('AU', placed, 1)).toBe('2026-05-05');
    // Counted from the UTC day (Sunday) it would be a day early.
    expect(addWorkingDays('AU', '2026-05-03', 1)).toBe('2026-05-04');
  });
});
