// Reads the one store list (decision 0090) and shapes a store for the REST answer: its
// hours, the public holidays of its country and of its state or region in the next weeks
// with the store's hours on them, "open now" on the store's own clock (the api's injectable
// clock), and the distance from the shopper when they gave a point.
import type { Country, Language } from '@beauty/contracts/locale';
import type { Store, StoreListQuery } from '@beauty/contracts/store';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { holidayNameIn, publicHolidays } from '../locale/public-holidays.ts';
import { distanceKm } from './distance.ts';
import { findPlace } from './seed/places.ts';
import { storeRegion, type SeedStore } from './seed/store-list.ts';
import { localStoreName, storeNamesInAllLanguages } from './seed/store-local-names.ts';
import { hoursOn, isOpenAt, type Hours, type StoreTimes } from './store-hours.ts';
import { addDays, wallTimeOf } from './wall-clock.ts';

/** How far ahead the answer lists public holidays. */
const HOLIDAY_DAYS = 45;

/** A store table row: what the store list (seed/store-list.ts) writes as it is, the rest under the table's column names. */
export interface StoreRow
  extends Pick<SeedStore, 'id' | 'country' | 'name' | 'address' | 'city' | 'postcode' | 'phone' | 'services' | 'attribution' | 'illustrative'> {
  time_zone: string;
  latitude: number;
  longitude: number;
  hours: { weekday: number; opens: string; closes: string }[];
  holiday_hours: Hours | null;
  click_and_collect: boolean;
}

const COLUMNS =
  'id, country, name, address, city, postcode, time_zone, latitude, longitude, phone, hours, holiday_hours, services, click_and_collect, attribution, illustrative';

export const storeTimes = (row: StoreRow): StoreTimes => ({
  country: row.country,
  timeZone: row.time_zone,
  region: storeRegion(row.id),
  hours: row.hours,
  holidayHours: row.holiday_hours,
});

export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** A store in `language`: its own published name and address there, else English; holiday names translated. */
export function storeDto(row: StoreRow, now: Date, language: Language, origin?: { lat: number; lng: number }): Store {
  const times = storeTimes(row);
  const today = wallTimeOf(now, row.time_zone);
  const upcomingHolidays = publicHolidays(row.country, today.date, addDays(today.date, HOLIDAY_DAYS - 1), times.region).map((holiday) => ({
    date: holiday.date,
    name: holidayNameIn(row.country, holiday, language),
    hours: hoursOn(times, holiday.date),
  }));
  const location = { lat: row.latitude, lng: row.longitude };
  const local = localStoreName(row.id, language);
  return {
    id: row.id,
    country: row.country,
    name: local?.name ?? row.name,
    address: local?.address ?? row.address,
    city: local?.city ?? row.city,
    postcode: row.postcode,
    timeZone: row.time_zone,
    location,
    phone: row.phone,
    hours: [...row.hours].sort((a, b) => a.weekday - b.weekday),
    holidayHours: row.holiday_hours,
    upcomingHolidays,
    services: row.services,
    clickAndCollect: row.click_and_collect,
    openNow: isOpenAt(times, now),
    localTime: `${today.date}T${today.time}`,
    distanceKm: origin ? Math.round(distanceKm(origin, location) * 10) / 10 : null,
    directionsUrl: directionsUrl(row.latitude, row.longitude),
    source: { attribution: row.attribution, illustrative: row.illustrative },
  };
}

export async function storeRows(db: Queryable, country: Country): Promise<StoreRow[]> {
  const { rows } = await db.query<StoreRow>(`select ${COLUMNS} from store where country = $1 order by position, id`, [country]);
  return rows;
}

export async function storeRow(db: Queryable, country: Country, id: string): Promise<StoreRow | undefined> {
  const { rows } = await db.query<StoreRow>(`select ${COLUMNS} from store where id = $1 and country = $2`, [id, country]);
  return rows[0];
}

/** The country's store a request names, or 404 STORE_NOT_FOUND. */
export async function requireStore(db: Queryable, country: Country, id: string): Promise<StoreRow> {
  const row = await storeRow(db, country, id);
  if (!row) throw new ApiError(404, 'STORE_NOT_FOUND', 'Store not found.');
  return row;
}

/** A store's names in every language it has them (English first), for matching typed text. */
const namesOf = (r: StoreRow) => [{ name: r.name, address: r.address, city: r.city }, ...storeNamesInAllLanguages(r.id)];

/** The store a typed postcode or place names: an exact postcode first, then a city, name or address containing it, in any of its languages. */
function matchNear(rows: StoreRow[], near: string): StoreRow | undefined {
  const q = near.normalize('NFKC').trim().toLowerCase();
  const has = (text: string) => text.normalize('NFKC').toLowerCase().includes(q);
  return (
    rows.find((r) => r.postcode !== '' && r.postcode.toLowerCase() === q) ??
    rows.find((r) => namesOf(r).some((n) => has(n.city))) ??
    rows.find((r) => namesOf(r).some((n) => has(n.name) || has(n.address)))
  );
}

export async function listStores(db: Queryable, country: Country, language: Language, query: StoreListQuery, now: Date) {
  let rows = await storeRows(db, country);
  let origin: { lat: number; lng: number; label: string | null } | null = null;
  let nearNotFound = false;
  if (query.lat !== undefined && query.lng !== undefined) origin = { lat: query.lat, lng: query.lng, label: null };
  else if (query.near !== undefined) {
    // A district or city we know (in the site's languages) first, then our own stores' names.
    const place = findPlace(country, query.near);
    const match = place ? undefined : matchNear(rows, query.near);
    if (place) origin = { lat: place.lat, lng: place.lng, label: place.names[language] ?? place.names.en };
    else if (match) {
      const shown = localStoreName(match.id, language) ?? match;
      origin = { lat: match.latitude, lng: match.longitude, label: `${shown.name}, ${shown.city}` };
    } else nearNotFound = true;
  }
  if (query.clickAndCollect !== undefined) rows = rows.filter((r) => r.click_and_collect === query.clickAndCollect);
  if (query.service !== undefined) rows = rows.filter((r) => r.services.includes(query.service!));
  const stores = rows.map((row) => storeDto(row, now, language, origin ?? undefined));
  if (origin) stores.sort((a, b) => a.distanceKm! - b.distanceKm!);
  return { stores, origin, nearNotFound };
}
