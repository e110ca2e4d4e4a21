// The REST contract of the stores (issue 13 item 1, decision 0090): one list that the
// store locator, the home page's count, bookings and click and collect all read.
// GET stores/ (this country's stores; nearest first given lat/lng or a postcode/city) and
// GET stores/{id}. Times are the store's own: its IANA zone, its weekday hours as wall
// times ("10:00"), "open now" computed in that zone.
import { z } from 'zod';

/** HH:MM on a 24-hour clock, the store's wall time. */
export const wallTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'not a time (HH:MM)');

export const STORE_SERVICES = ['beauty_services', 'classes', 'events'] as const;
export const storeServiceSchema = z.enum(STORE_SERVICES);
export type StoreService = z.infer<typeof storeServiceSchema>;

/** One weekday's hours; a weekday the store is closed has no entry. 0 = Sunday … 6 = Saturday. */
export const weekdayHoursSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  opens: wallTimeSchema,
  closes: wallTimeSchema,
});

/** A public holiday of the country (@beauty/contracts/calendar) in the next weeks, and the store's hours that day (null: closed). */
export const storeHolidaySchema = z.object({
  date: z.string(), // YYYY-MM-DD, the store's calendar day
  name: z.string(),
  hours: z.object({ opens: wallTimeSchema, closes: wallTimeSchema }).nullable(),
});

export const storeSchema = z.object({
  id: z.string(),
  country: z.string(),
  name: z.string(),
  /** One line, as on a parcel: street, unit, mall. */
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  /** The store's own IANA zone (Australia has several). */
  timeZone: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  phone: z.string().nullable(),
  hours: z.array(weekdayHoursSchema),
  /** Hours on a public holiday; null: closed on public holidays. */
  holidayHours: z.object({ opens: wallTimeSchema, closes: wallTimeSchema }).nullable(),
  upcomingHolidays: z.array(storeHolidaySchema),
  services: z.array(storeServiceSchema),
  clickAndCollect: z.boolean(),
  /** Computed now (the api's clock) in the store's zone. */
  openNow: z.boolean(),
  /** The store's wall time now, YYYY-MM-DDTHH:MM, for "open until 22:00" copy. */
  localTime: z.string(),
  /** Kilometres from the origin the shopper gave; null without one. */
  distanceKm: z.number().nullable(),
  /** A Google Maps directions link to the store's coordinates. */
  directionsUrl: z.string(),
  /** Where the entry's facts come from; illustrative = not from a public page (FACTS.md). */
  source: z.object({ attribution: z.string(), illustrative: z.boolean() }),
});
export type Store = z.infer<typeof storeSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const storeListQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  /** A postcode or a city (or a mall's name) typed by the shopper: nearest to that store first. */
  near: z.string().trim().min(1).max(100).optional(),
  clickAndCollect: booleanQuery.optional(),
  service: storeServiceSchema.optional(),
});
export type StoreListQuery = z.infer<typeof storeListQuerySchema>;

export const storeListSchema = z.object({
  stores: z.array(storeSchema),
  /** The point distances are measured from (given lat/lng, or the store that matched `near`); null = by name. */
  origin: z.object({ lat: z.number(), lng: z.number(), label: z.string().nullable() }).nullable(),
  /** `near` was given and nothing matched it: the list is in the usual order. */
  nearNotFound: z.boolean(),
});
export type StoreList = z.infer<typeof storeListSchema>;

export const storeIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
