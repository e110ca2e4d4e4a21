import type { Migration } from './migration.ts';

// The shelf: one row per product and country it is sold in, holding what listings filter
// and sort by (the default variant's local price, rank, launch date, rating). Derived
// data, rebuilt by catalog/shelf.ts whenever the seed writes the catalogue; it exists
// because a listing over products × variants × prices costs a full join per page (and
// per count) once the catalogue grows past a few thousand products, while here every
// sort is an index scan and a count reads one index.
export const migration0003: Migration = {
  version: 3,
  name: 'shelf',
  sql: /* sql */ `
    create table shelf (
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      product_id text not null references product (id) on delete cascade,
      brand_id text not null,
      category_id text,
      amount bigint not null,
      sale_amount bigint,
      effective_amount bigint not null,
      featured_rank integer not null,
      launched_at timestamptz not null,
      rating real,
      review_count integer not null,
      primary key (country, product_id)
    );
    create index shelf_featured_idx on shelf (country, featured_rank, product_id);
    create index shelf_newest_idx on shelf (country, launched_at desc, product_id);
    create index shelf_price_asc_idx on shelf (country, effective_amount, product_id);
    create index shelf_price_desc_idx on shelf (country, effective_amount desc, product_id);
    create index shelf_rating_idx on shelf (country, rating desc nulls last, review_count desc, product_id);
    create index shelf_brand_idx on shelf (country, brand_id);
    create index shelf_category_idx on shelf (country, category_id);

    insert into shelf (country, product_id, brand_id, category_id, amount, sale_amount, effective_amount, featured_rank, launched_at, rating, review_count)
    select vp.country, p.id, p.brand_id, p.category_id, vp.amount, vp.sale_amount, coalesce(vp.sale_amount, vp.amount),
      p.featured_rank, p.launched_at, p.rating, p.review_count
    from product p
    join variant dv on dv.product_id = p.id and dv.is_default
    join variant_price vp on vp.variant_id = dv.id;
  `,
};
