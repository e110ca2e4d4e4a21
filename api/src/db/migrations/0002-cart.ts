import type { Migration } from './migration.ts';

// The guest bag: one per device and country; one line per variant in it. The quantity
// bounds repeat MAX_LINE_QUANTITY (@beauty/contracts/catalog) as a last line of defence.
export const migration0002: Migration = {
  version: 2,
  name: 'cart',
  sql: /* sql */ `
    create table cart (
      id text primary key,
      device_id text not null check (length(device_id) between 1 and 128),
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (device_id, country)
    );

    create table cart_line (
      id text primary key,
      cart_id text not null references cart (id) on delete cascade,
      variant_id text not null references variant (id),
      quantity integer not null check (quantity between 1 and 10),
      -- clock_timestamp, not now(): lines added in one transaction keep their order
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default now(),
      unique (cart_id, variant_id)
    );
    create index cart_line_variant_idx on cart_line (variant_id);
  `,
};
