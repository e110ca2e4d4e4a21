import { describe, expect, it } from 'vitest';
import { COUNTRY_TIME_ZONES, countryTimeZone, formatDay, formatInCountry, localDay } from './calendar.ts';
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

// Working days and public holidays moved to the api with the date-holidays library:
// api/src/locale/public-holidays.test.ts.
