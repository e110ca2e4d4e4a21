import { COUNTRIES, type Country, type Language } from '@beauty/contracts/locale';
import { describe, expect, it } from 'vitest';
import { addWorkingDays, holidayNameIn, isWorkingDay, publicHoliday, publicHolidays } from './public-holidays.ts';

const name = (country: Country, date: string, language: Language, region?: string) => {
  const holiday = publicHoliday(country, date, region);
  return holiday ? holidayNameIn(country, holiday, language) : undefined;
};

describe('public holidays (date-holidays)', () => {
  it('knows every year, not only the two a table was typed for: 2028 and 2035', () => {
    // Fail on the old 2026-2027 table, which had weekends only from 2028.
    expect(name('SG', '2028-08-09', 'en')).toBe('National Day');
    expect(isWorkingDay('SG', '2028-08-09')).toBe(false); // a Wednesday
    expect(publicHoliday('MY', '2028-08-31')?.name).toBe('Independence Day');
    expect(holidayNameIn('MY', publicHoliday('MY', '2028-08-31')!, 'en')).toBe('National Day'); // Malaysia's own word: Hari Kebangsaan
    expect(isWorkingDay('AU', '2035-12-25')).toBe(false);
    for (const country of COUNTRIES) expect(publicHolidays(country, '2028-01-01', '2028-12-31').length, country).toBeGreaterThan(5);
  });

  it('lists real calendar days, in order, once each, in the range asked', () => {
    for (const country of COUNTRIES) {
      const dates = publicHolidays(country, '2026-12-01', '2028-01-31').map((h) => h.date);
      expect(new Set(dates).size, country).toBe(dates.length);
      expect([...dates].sort(), country).toEqual(dates);
      for (const date of dates) expect(date >= '2026-12-01' && date <= '2028-01-31', `${country} ${date}`).toBe(true);
    }
    expect(() => publicHoliday('SG', '2026-02-30')).toThrow(RangeError);
  });

  it("gives a store its state's days: Selangor's Sultan's Birthday, Sabah's Kaamatan, Victoria's Melbourne Cup", () => {
    expect(publicHoliday('MY', '2026-12-11')).toBeUndefined(); // not federal
    expect(publicHoliday('MY', '2026-12-11', 'MY-10')?.name).toBe("Sultan of Selangor's Birthday");
    expect(publicHoliday('MY', '2026-12-11', 'MY-14')).toBeUndefined(); // Kuala Lumpur
    expect(publicHoliday('MY', '2026-02-01', 'MY-14')?.name).toMatch(/Federal Territory Day|Thaipusam/);
    expect(publicHoliday('MY', '2026-05-30', 'MY-12')?.name).toBe('Tadau Kaamatan');
    expect(publicHoliday('AU', '2026-11-03', 'AU-VIC')?.name).toBe('Melbourne Cup');
    expect(publicHoliday('AU', '2026-11-03', 'AU-NSW')).toBeUndefined();
    // A bank holiday closes banks, not shops; an evening (South Australia's Christmas Eve from 19:00) is no closed day.
    expect(publicHoliday('AU', '2026-08-03', 'AU-NSW')).toBeUndefined();
    expect(publicHoliday('AU', '2026-12-24', 'AU-SA')).toBeUndefined();
  });

  it('adds the days in lieu the library leaves out (Malaysia, Thailand), and not twice', () => {
    // Hari Raya Aidilfitri's second day, Sunday 22 March 2026: Monday 23 March in lieu.
    expect(name('MY', '2026-03-23', 'en', 'MY-10')).toBe('Hari Raya Aidilfitri (in lieu)');
    // Wesak, Sunday 31 May 2026; Monday 1 June is the Agong's Birthday: Tuesday 2 June.
    expect(name('MY', '2026-06-02', 'en')).toBe('Wesak Day (in lieu)');
    // Deepavali, Sunday 8 November 2026: the library's own Monday, and no Tuesday.
    expect(publicHoliday('MY', '2026-11-09')).toBeDefined();
    expect(publicHoliday('MY', '2026-11-10')).toBeUndefined();
    // King Bhumibol's Birthday, Saturday 5 December 2026: Monday 7 December.
    expect(name('TH', '2026-12-07', 'th')).toBe('วันหยุดชดเชยวันคล้ายวันพระบรมราชสมภพ รัชกาลที่ 9 วันชาติ และวันพ่อแห่งชาติ');
    expect(name('TH', '2026-12-07', 'en')).toBe("H.M. King Bhumibol Adulyadej's Birthday (substitution)");
    expect(isWorkingDay('TH', '2026-05-01')).toBe(false); // National Labour Day
  });

  it("names a holiday in the site's language: this repo's wording, else the library's, else English", () => {
    expect(name('TH', '2026-12-10', 'th')).toBe('วันรัฐธรรมนูญ');
    expect(name('TH', '2026-07-30', 'th')).toBe('วันเข้าพรรษา'); // the library's Thai
    expect(name('HK', '2026-12-25', 'zh')).toBe('聖誕節');
    expect(name('HK', '2026-07-01', 'en')).toBe('HKSAR Establishment Day');
    expect(name('ID', '2026-12-25', 'id')).toBe('Hari Raya Natal');
    expect(name('ID', '2026-12-25', 'en')).toBe('Christmas Day');
    expect(name('ID', '2026-01-16', 'id')).toBe('Isra Mikraj Nabi Muhammad SAW');
    expect(name('SG', '2026-08-10', 'en')).toBe('National Day (observed)');
    expect(name('PH', '2026-04-04', 'en')).toBe('Black Saturday'); // a special non-working day
  });
});

describe('working days (moved from @beauty/contracts/calendar)', () => {
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
    // 2028: Singapore's National Day, Wednesday 9 August, is skipped.
    expect(addWorkingDays('SG', '2028-08-08', 1)).toBe('2028-08-10');
  });

  it('counts from the day the order was placed in the country, not in UTC', () => {
    // Monday 4 May 2026, 08:00 in Sydney = Sunday 3 May 22:00 UTC.
    const placed = new Date('2026-05-03T22:00:00Z');
    expect(addWorkingDays('AU', placed, 1)).toBe('2026-05-05');
    // Counted from the UTC day (Sunday) it would be a day early.
    expect(addWorkingDays('AU', '2026-05-03', 1)).toBe('2026-05-04');
  });
});
