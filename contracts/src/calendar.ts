// Time and place (decision 0062): each country's time zone(s) and its calendar days, in
// one module that the api, the gateway and the web (dates on the order pages, in the
// browser and in e-mails) all read, so a date is the same wherever it is shown. Public
// holidays and working days are the api's (api/src/locale/public-holidays.ts, from the
// date-holidays library, too large for the browser); the web gets them through the api
// (a store's coming holidays, an order's estimated delivery).
//
// Dates that are calendar days in a country (a delivery date, a holiday) are strings
// YYYY-MM-DD; instants (when an order was placed) are Dates, turned into the country's
// calendar day in its time zone, never in UTC: an order placed in Sydney at 09:00 on
// 1 May is a 1 May order, though it is still 30 April in UTC.
import type { Country } from './locale.ts';

/**
 * Each country's IANA time zones, the country's default first (the one a date is shown in
 * when no store says otherwise). Australia spans several: a store's date is in the store's
 * own zone (countryTimeZone's second argument).
 */
export const COUNTRY_TIME_ZONES = {
  AU: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Australia/Hobart'],
  HK: ['Asia/Hong_Kong'],
  ID: ['Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura'],
  MY: ['Asia/Kuala_Lumpur', 'Asia/Kuching'],
  NZ: ['Pacific/Auckland', 'Pacific/Chatham'],
  PH: ['Asia/Manila'],
  SG: ['Asia/Singapore'],
  TH: ['Asia/Bangkok'],
} as const satisfies Record<Country, readonly [string, ...string[]]>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(date: string): Date {
  const match = DAY.exec(date);
  const parsed = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!parsed || parsed.toISOString().slice(0, 10) !== date) throw new RangeError(`${date} is not a calendar day (YYYY-MM-DD)`);
  return parsed;
}

/** The zone a country's dates are shown in: the store's when it is one of the country's, else the country's default. */
export function countryTimeZone(country: Country, storeZone?: string): string {
  const zones: readonly string[] = COUNTRY_TIME_ZONES[country];
  return storeZone && zones.includes(storeZone) ? storeZone : zones[0]!;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in a country (or one of its stores' zones). */
export function localDay(country: Country, instant: Date, storeZone?: string): string {
  const timeZone = countryTimeZone(country, storeZone);
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * An instant as a shopper of the country reads it (the order page, Your orders, e-mails):
 * the same Intl formatting on the server and in the browser, so hydration matches.
 */
export function formatInCountry(
  instant: Date | string,
  tag: string,
  country: Country,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
  storeZone?: string,
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return new Intl.DateTimeFormat(tag, { ...options, timeZone: countryTimeZone(country, storeZone) }).format(date);
}

/** A calendar day (YYYY-MM-DD, e.g. an estimated delivery) in words, the same in every zone. */
export function formatDay(date: string, tag: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(parseDay(date));
}
