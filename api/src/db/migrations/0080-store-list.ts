import type { Migration } from './migration.ts';

// The one store list (issue 13 item 1, decision 0090). The store table of migration 0030
// (two placeholder stores per country for click and collect) gains what a locator and
// bookings need: the store's own time zone, coordinates, weekday hours and holiday hours
// (jsonb: wall times in that zone), the services it offers, whether it does click and
// collect, and where its facts come from. The rows themselves are seeded by
// store/seed/seed-stores.ts (an upsert, so the ids orders already name stay valid).
export const migration0080: Migration = {
  version: 80,
  name: 'store-list',
  sql: /* sql */ `
    alter table store
      add column city text not null default '',
      add column postcode text not null default '',
      add column time_zone text not null default 'UTC',
      add column latitude double precision not null default 0 check (latitude between -90 and 90),
      add column longitude double precision not null default 0 check (longitude between -180 and 180),
      add column phone text,
      add column hours jsonb not null default '[]',
      add column holiday_hours jsonb,
      add column services text[] not null default '{}',
      add column click_and_collect boolean not null default true,
      add column attribution text not null default '',
      add column illustrative boolean not null default true,
      add column position integer not null default 0;
    create index store_country_idx on store (country, position);
  `,
};
