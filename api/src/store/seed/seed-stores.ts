// Writes the one store list (store-list.ts) into the store table: an upsert by id, so the
// stores orders already name keep their ids, and a store dropped from the list is kept
// (orders and bookings may name it). Runs under the schema lock with the other seeds.
import type { Queryable } from '../../db/db.ts';
import { STORE_LIST } from './store-list.ts';

export async function seedStores(tx: Queryable): Promise<number> {
  const positions = new Map<string, number>();
  for (const store of STORE_LIST) {
    const position = positions.get(store.country) ?? 0;
    positions.set(store.country, position + 1);
    await tx.query(
      `insert into store (id, country, name, address, city, postcode, time_zone, latitude, longitude, phone, hours, holiday_hours, services, click_and_collect, attribution, illustrative, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::text[], $14, $15, $16, $17)
       on conflict (id) do update set country = excluded.country, name = excluded.name, address = excluded.address, city = excluded.city,
         postcode = excluded.postcode, time_zone = excluded.time_zone, latitude = excluded.latitude, longitude = excluded.longitude,
         phone = excluded.phone, hours = excluded.hours, holiday_hours = excluded.holiday_hours, services = excluded.services,
         click_and_collect = excluded.click_and_collect, attribution = excluded.attribution, illustrative = excluded.illustrative, position = excluded.position`,
      [
        store.id,
        store.country,
        store.name,
        store.address,
        store.city,
        store.postcode,
        store.timeZone,
        store.lat,
        store.lng,
        store.phone,
        JSON.stringify(store.hours),
        store.holidayHours ? JSON.stringify(store.holidayHours) : null,
        store.services,
        store.clickAndCollect,
        store.attribution,
        store.illustrative,
        position,
      ],
    );
  }
  return STORE_LIST.length;
}

/** How many stores each country has: what the home and about pages quote. */
export function storeCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const store of STORE_LIST) counts[store.country] = (counts[store.country] ?? 0) + 1;
  return counts;
}
