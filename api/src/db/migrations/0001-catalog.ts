import type { Migration } from './migration.ts';

// The catalogue: brands, the category tree, products, variants, and per-country prices
// and stock. Constraints are the last line of defence behind the code's own checks.
export const migration0001: Migration = {
  version: 1,
  name: 'catalog',
  sql: /* sql */ `
    create table brand (
      id text primary key,
      slug text not null unique,
      name text not null
    );

    create table category (
      id text primary key,
      parent_id text references category (id),
      slug text not null,
      path text not null unique,
      name text not null,
      depth smallint not null check (depth between 1 and 3),
      position integer not null default 0
    );
    create index category_parent_idx on category (parent_id, position);

    create table product (
      id text primary key,
      slug text not null unique,
      name text not null,
      brand_id text not null references brand (id),
      category_id text references category (id),
      rating real check (rating between 0 and 5),
      review_count integer not null default 0 check (review_count >= 0),
      loves_count integer not null default 0 check (loves_count >= 0),
      is_new boolean not null default false,
      is_exclusive boolean not null default false,
      is_online_only boolean not null default false,
      is_limited_edition boolean not null default false,
      variation_type text not null check (variation_type in ('shade', 'size', 'type', 'none')),
      size text,
      highlights jsonb not null default '[]',
      ingredients text,
      launched_at timestamptz not null,
      featured_rank integer not null
    );
    create index product_brand_idx on product (brand_id);
    create index product_category_idx on product (category_id);
    create index product_featured_idx on product (featured_rank, id);
    create index product_launched_idx on product (launched_at desc, id);

    create table variant (
      id text primary key,
      product_id text not null references product (id) on delete cascade,
      sku text not null unique,
      name text not null,
      type text not null check (type in ('shade', 'size', 'type', 'none')),
      swatch_color text check (swatch_color ~ '^#[0-9a-f]{6}$'),
      is_default boolean not null default false,
      position integer not null check (position >= 1),
      unique (product_id, position)
    );
    -- exactly one default per product is the seed's job; at most one is the database's
    create unique index variant_one_default_idx on variant (product_id) where is_default;

    create table variant_price (
      variant_id text not null references variant (id) on delete cascade,
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      amount bigint not null check (amount > 0),
      sale_amount bigint check (sale_amount > 0 and sale_amount < amount),
      primary key (variant_id, country)
    );

    create table stock (
      variant_id text not null references variant (id) on delete cascade,
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      quantity integer not null check (quantity >= 0),
      primary key (variant_id, country)
    );

    -- What has been seeded, so a boot can tell an empty catalogue from a seeded one.
    create table seed_run (
      name text primary key,
      checksum text not null,
      seeded_at timestamptz not null default now()
    );
  `,
};
