// Public holidays of the eight countries, and of the state or region where a store stands
// (issue 33 item 9): the days a warehouse, a courier and a store's beauty desk are closed,
// for any year. Estimated delivery and loyalty's working days count them nationwide (no
// region); a store's hours, its coming holidays and booking slots count its own state's too
// (Selangor's Sultan's Birthday, Victoria's Melbourne Cup).
//
// SOURCE: the date-holidays library (github.com/commenthol/date-holidays; its code ISC
// licence, its holiday data CC BY-SA 3.0, compiled from public sources: the governments'
// lists and Wikipedia). It replaces a table typed by hand for 2026 and 2027 that turned
// into weekends only in 2028. It stays in the api: it is large, and the web gets the
// holidays through the api (a store's upcomingHolidays, an order's estimated delivery).
//
// What counts as a holiday here:
// - type 'public' only, with one exception: the Philippines, where the library files the
//   special (non-working) days of the President's proclamation (Black Saturday, Ninoy
//   Aquino Day, All Saints' Day, Christmas Eve…) as 'optional'; they are days off
//   nationwide, and closed here as before. 'bank' days (New South Wales' August Bank
//   Holiday) close banks, not shops; 'optional' elsewhere is a day some employers give;
//   'observance' and 'school' are no days off.
// - whole days only: South Australia's Christmas Eve and New Year's Eve from 19:00 and
//   Queensland's Christmas Eve from 18:00 are evenings, not closed days.
// - days in lieu the library leaves out: Malaysia and Thailand give a working day off
//   for a holiday that falls on a rest day (a Sunday in Malaysia; a Saturday or Sunday in
//   Thailand), and the library has that rule only for some of Malaysia's fixed dates, and
//   for none of Thailand's; IN_LIEU below applies it.
// - Thailand's National Labour Day (1 May), a day off by the Labour Protection Act that the
//   library does not list (EXTRA_RULES).
// Names: see @beauty/contracts/calendar-holiday-names (the sites' wording, where better).
//
// Known gap (docs/decisions/0062-runtime-dependencies-caches-calendar.md): the library
// types some lunar days year by year as governments announce them; date-holidays 3.37 has
// no Vesak from 2027 in Singapore, Malaysia and Thailand, none of Thailand's other Buddhist
// full-moon days from 2027, no Indonesian Vesak or Nyepi from 2028. They are working days
// here until a newer release of the library brings them; a Chinese-calendar guess was
// tried and is a day wrong in some years, so none is made.
import { localDay } from '@beauty/contracts/calendar';
import { holidayName, substituteName } from '@beauty/contracts/calendar-holiday-names';
import { LANGUAGES, type Country, type Language } from '@beauty/contracts/locale';
import Holidays, { type HolidaysTypes } from 'date-holidays';

export interface PublicHoliday {
  /** The calendar day in the country, YYYY-MM-DD. */
  date: string;
  /** The library's English name (without its "substitute day" mark). */
  name: string;
  /** The library's name in those site languages it has the country's holidays in (Thai, Chinese, Indonesian). */
  names: Partial<Record<Language, string>>;
  /** A day off in lieu of `name`, which fell on a rest day. */
  substitute: boolean;
}

const TYPES: Partial<Record<Country, HolidaysTypes.HolidayType[]>> = { PH: ['public', 'optional'] };

/** The rest days a holiday moves off (0 = Sunday … 6 = Saturday), for the countries whose days in lieu the library lacks. */
const IN_LIEU: Partial<Record<Country, { restDays: readonly number[]; exceptRegions?: readonly string[] }>> = {
  // Kedah, Kelantan and Terengganu rest on Friday and Saturday and have their own rule; no store stands there.
  MY: { restDays: [0], exceptRegions: ['02', '03', '11'] },
  TH: { restDays: [0, 6] },
};

const EXTRA_RULES: Partial<Record<Country, { rule: string; name: Record<string, string> }[]>> = {
  TH: [{ rule: '05-01', name: { en: 'National Labour Day', th: 'วันแรงงานแห่งชาติ' } }],
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SUBSTITUTE_MARK = /\s*\([^()]*\)$/;

/** A region as stored with a store, ISO 3166-2 ("MY-10", "AU-NSW"), as the library names it ("10", "NSW"). */
function regionCode(country: Country, region: string | undefined): string | undefined {
  if (!region) return undefined;
  return region.startsWith(`${country}-`) ? region.slice(country.length + 1) : region;
}

const calendars = new Map<string, Holidays>();

function calendarOf(country: Country, region: string | undefined): Holidays {
  const key = `${country}-${region ?? ''}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    const options = { types: TYPES[country] ?? ['public'] };
    // A region the library does not know gets the country's days (the library's own fallback).
    calendar = region ? new Holidays(country, region, options) : new Holidays(country, options);
    for (const extra of EXTRA_RULES[country] ?? []) calendar.setHoliday(extra.rule, { name: extra.name, type: 'public' });
    calendars.set(key, calendar);
  }
  return calendar;
}

/** The library's own holidays of a year (whole days of the types above), named in the site languages it has. */
function libraryYear(country: Country, region: string | undefined, year: number): PublicHoliday[] {
  const calendar = calendarOf(country, region);
  const own = new Set<string>(calendar.getLanguages());
  const languages = LANGUAGES.filter((l) => l !== 'en' && own.has(l));
  const local = languages.map((language) => [language, calendar.getHolidays(year, language)] as const);
  const days: PublicHoliday[] = [];
  calendar.getHolidays(year, 'en').forEach((holiday, index) => {
    // An evening (Christmas Eve from 19:00) is no closed day; an Islamic date carries an offset after its 00:00:00.
    if (holiday.date.slice(11, 19) !== '00:00:00') return;
    const strip = (name: string) => (holiday.substitute ? name.replace(SUBSTITUTE_MARK, '') : name);
    const names: Partial<Record<Language, string>> = {};
    for (const [language, list] of local) {
      const same = list[index];
      if (same && same.date === holiday.date && same.rule === holiday.rule) names[language] = strip(same.name);
    }
    days.push({ date: holiday.date.slice(0, 10), name: strip(holiday.name), names, substitute: holiday.substitute === true });
  });
  return days;
}

const addDay = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The year's days with the days in lieu the library leaves out (IN_LIEU), in date order. */
function computeYear(country: Country, region: string | undefined, year: number): PublicHoliday[] {
  const own = libraryYear(country, region, year);
  const lieu = IN_LIEU[country];
  if (!lieu || (region && lieu.exceptRegions?.includes(region))) return own;
  // A holiday late in December can move into January: start from the year before's.
  const previous = libraryYear(country, region, year - 1).filter((h) => h.date >= `${year - 1}-12-20`);
  const next = libraryYear(country, region, year + 1).filter((h) => h.date <= `${year + 1}-01-10`);
  const all = [...previous, ...own, ...next];
  const closed = new Set(all.map((h) => h.date));
  const added: PublicHoliday[] = [];
  for (const holiday of [...previous, ...own]) {
    if (holiday.substitute || !lieu.restDays.includes(weekday(holiday.date))) continue;
    // The library already gives a day in lieu (flagged, or Malaysia's Deepavali typed as a second day).
    const given = all.some(
      (h) =>
        h.name === holiday.name &&
        h.date > holiday.date &&
        h.date <= addDay(holiday.date, 7) &&
        (h.substitute || (country === 'MY' && h.date === addDay(holiday.date, 1))),
    );
    if (given) continue;
    let day = addDay(holiday.date, 1);
    while (lieu.restDays.includes(weekday(day)) || closed.has(day)) day = addDay(day, 1);
    closed.add(day);
    added.push({ ...holiday, date: day, substitute: true });
  }
  return [...own, ...added.filter((h) => h.date.startsWith(`${year}-`))].sort((a, b) => a.date.localeCompare(b.date));
}

const years = new Map<string, Map<string, PublicHoliday>>();

/** The year's holidays by day (the first when two fall on one day). */
function yearOf(country: Country, region: string | undefined, year: number): Map<string, PublicHoliday> {
  const key = `${country}-${region ?? ''}-${year}`;
  let days = years.get(key);
  if (!days) {
    days = new Map();
    for (const holiday of computeYear(country, region, year)) if (!days.has(holiday.date)) days.set(holiday.date, holiday);
    years.set(key, days);
  }
  return days;
}

function checkDay(date: string): string {
  if (!DAY.test(date) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`${date} is not a calendar day (YYYY-MM-DD)`);
  }
  return date;
}

/** The public holiday on that day in the country (and in the region, ISO 3166-2, when given), if any. */
export function publicHoliday(country: Country, date: string, region?: string): PublicHoliday | undefined {
  checkDay(date);
  return yearOf(country, regionCode(country, region), Number(date.slice(0, 4))).get(date);
}

/** The public holidays from `from` to `to` (both included, YYYY-MM-DD), in date order. */
export function publicHolidays(country: Country, from: string, to: string, region?: string): PublicHoliday[] {
  checkDay(from);
  checkDay(to);
  const code = regionCode(country, region);
  const found: PublicHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const holiday of yearOf(country, code, year).values()) if (holiday.date >= from && holiday.date <= to) found.push(holiday);
  }
  return found;
}

/** A holiday's name on the site in `language`: this repo's wording, else the library's in that language, else English (the repo's, else the library's). */
export function holidayNameIn(country: Country, holiday: PublicHoliday, language: Language): string {
  const own = holidayName(country, holiday.name, language) ?? holiday.names[language];
  const [name, shownIn] = own ? [own, language] : [holidayName(country, holiday.name, 'en') ?? holiday.name, 'en' as const];
  return holiday.substitute ? substituteName(country, name, shownIn) : name;
}

/** All eight countries work Monday to Friday (0 = Sunday … 6 = Saturday). */
const WEEKEND = new Set([0, 6]);

/** Monday to Friday and not a public holiday of the country (nationwide: no region). */
export function isWorkingDay(country: Country, date: string): boolean {
  return !WEEKEND.has(weekday(checkDay(date))) && publicHoliday(country, date) === undefined;
}

/**
 * The n-th working day after `from` (a calendar day, or an instant read in the country's
 * time zone): an order placed on Friday with 3 working days arrives on Wednesday, or later
 * when a public holiday falls between. n = 0 is the first working day from `from` itself.
 */
export function addWorkingDays(country: Country, from: string | Date, n: number, storeZone?: string): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`working days must be a whole number ≥ 0, not ${n}`);
  let day = checkDay(typeof from === 'string' ? from : localDay(country, from, storeZone));
  if (n === 0) {
    while (!isWorkingDay(country, day)) day = addDay(day, 1);
    return day;
  }
  let left = n;
  while (left > 0) {
    day = addDay(day, 1);
    if (isWorkingDay(country, day)) left -= 1;
  }
  return day;
}
