// Stores: the locator (nearest first from a shared location or a typed place), one store,
// and the store's facts on every Store, whichever answer it came from (store-parent.ts).
import type { Resolvers, StoreService, Weekday } from '../__generated__/resolvers-types.ts';
import { RestError } from '../platform/rest-errors.ts';
import { storeApi } from './store-api.ts';
import { fullStore } from './store-loaders.ts';

/** The api's weekdays are 0 = Sunday … 6 = Saturday. */
const WEEKDAYS: Weekday[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export const storeResolvers: Resolvers = {
  Query: {
    storeLocator: async (_, { near, place }, ctx) => {
      const search = near ? { lat: near.latitude, lng: near.longitude } : { near: place?.trim() || undefined };
      const answer = await storeApi(ctx.rest, ctx.publicScope).list(search);
      return {
        stores: answer.stores,
        origin: answer.origin ? { latitude: answer.origin.lat, longitude: answer.origin.lng, label: answer.origin.label } : null,
        placeNotFound: answer.nearNotFound,
      };
    },
    store: async (_, { id }, ctx) => {
      try {
        return await storeApi(ctx.rest, ctx.publicScope).get(id);
      } catch (error) {
        if (error instanceof RestError && (error.restCode === 'STORE_NOT_FOUND' || error.restCode === 'NOT_FOUND' || error.restCode === 'VALIDATION_FAILED'))
          return null;
        throw error;
      }
    },
  },
  Store: {
    city: async (store, _, ctx) => (await fullStore(store, ctx)).city,
    postalCode: async (store, _, ctx) => (await fullStore(store, ctx)).postcode || null,
    phone: async (store, _, ctx) => (await fullStore(store, ctx)).phone,
    timeZone: async (store, _, ctx) => store.timeZone ?? (await fullStore(store, ctx)).timeZone,
    location: async (store, _, ctx) => {
      const { location } = store.location ? store : await fullStore(store, ctx);
      return { latitude: location!.lat, longitude: location!.lng };
    },
    openingHours: async (store, _, ctx) => {
      const { hours } = await fullStore(store, ctx);
      // All seven days, Monday first; a day without hours is closed (opens/closes null).
      return WEEK_ORDER.map((day) => {
        const open = hours.find((h) => h.weekday === day);
        return { weekday: WEEKDAYS[day]!, opens: open?.opens ?? null, closes: open?.closes ?? null };
      });
    },
    specialHours: async (store, _, ctx) =>
      (await fullStore(store, ctx)).upcomingHolidays.map((day) => ({
        date: day.date,
        name: day.name,
        opens: day.hours?.opens ?? null,
        closes: day.hours?.closes ?? null,
      })),
    localTime: async (store, _, ctx) => (await fullStore(store, ctx)).localTime,
    openNow: async (store, _, ctx) => (await fullStore(store, ctx)).openNow,
    clickAndCollect: async (store, _, ctx) => (await fullStore(store, ctx)).clickAndCollect,
    directionsUrl: async (store, _, ctx) => store.directionsUrl ?? (await fullStore(store, ctx)).directionsUrl,
    distanceKm: (store) => store.distanceKm ?? null,
    services: async (store, _, ctx) => (await fullStore(store, ctx)).services.map((s) => s.toUpperCase() as StoreService),
    attribution: async (store, _, ctx) => (await fullStore(store, ctx)).source.attribution,
  },
};
