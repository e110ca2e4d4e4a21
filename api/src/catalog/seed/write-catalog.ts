// Writes a built catalogue with a handful of statements: each table is one
// `insert … select from unnest($1::text[], …)` per chunk, i.e. thousands of rows per
// round trip with a fixed number of parameters, on PGlite and Postgres alike.
// Re-running it updates rows in place (idempotent); stock that already exists is kept,
// since by then it is the shop's live stock, not seed data.
import type { Queryable } from '../../db/db.ts';
import type { CatalogSeed } from './build-catalog.ts';
import { assignBarcodes } from '../barcode.ts';

const CHUNK = 5_000;

/** A column to insert: a field of the seed rows as it is, or what a function makes of each row. */
type Column<T> = keyof T | ((row: T) => unknown);

async function insertColumns<T>(tx: Queryable, rows: readonly T[], sql: string, columns: readonly Column<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await tx.query(
      sql,
      columns.map((column) => chunk.map((row) => (typeof column === 'function' ? column(row) : row[column]))),
    );
  }
}

export async function writeCatalog(tx: Queryable, seed: CatalogSeed): Promise<void> {
  await insertColumns(
    tx,
    seed.brands,
    `insert into brand (id, slug, name)
     select * from unnest($1::text[], $2::text[], $3::text[])
     on conflict (id) do update set slug = excluded.slug, name = excluded.name`,
    ['id', 'slug', 'name'],
  );

  // Parents first: a child's foreign key needs its parent to exist.
  for (const depth of [1, 2, 3]) {
    await insertColumns(
      tx,
      seed.categories.filter((c) => c.depth === depth),
      `insert into category (id, parent_id, slug, path, name, depth, position)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::smallint[], $7::int[])
       on conflict (id) do update set parent_id = excluded.parent_id, slug = excluded.slug, path = excluded.path,
         name = excluded.name, depth = excluded.depth, position = excluded.position`,
      ['id', 'parentId', 'slug', 'path', 'name', 'depth', 'position'],
    );
  }

  await insertColumns(
    tx,
    seed.products,
    `insert into product (id, slug, name, brand_id, category_id, rating, review_count, loves_count, is_new, is_exclusive,
       is_online_only, is_limited_edition, variation_type, size, highlights, ingredients, launched_at, featured_rank)
     select id, slug, name, brand_id, category_id, rating, review_count, loves_count, is_new, is_exclusive,
       is_online_only, is_limited_edition, variation_type, size, highlights::jsonb, ingredients, launched_at, featured_rank
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::real[], $7::int[], $8::int[], $9::bool[],
       $10::bool[], $11::bool[], $12::bool[], $13::text[], $14::text[], $15::text[], $16::text[], $17::timestamptz[], $18::int[])
       as t(id, slug, name, brand_id, category_id, rating, review_count, loves_count, is_new, is_exclusive,
         is_online_only, is_limited_edition, variation_type, size, highlights, ingredients, launched_at, featured_rank)
     on conflict (id) do update set slug = excluded.slug, name = excluded.name, brand_id = excluded.brand_id,
       category_id = excluded.category_id, rating = excluded.rating, review_count = excluded.review_count,
       loves_count = excluded.loves_count, is_new = excluded.is_new, is_exclusive = excluded.is_exclusive,
       is_online_only = excluded.is_online_only, is_limited_edition = excluded.is_limited_edition,
       variation_type = excluded.variation_type, size = excluded.size, highlights = excluded.highlights,
       ingredients = excluded.ingredients, launched_at = excluded.launched_at, featured_rank = excluded.featured_rank`,
    [
      'id',
      'slug',
      'name',
      'brandId',
      'categoryId',
      'rating',
      'reviewCount',
      'lovesCount',
      'isNew',
      'isExclusive',
      'isOnlineOnly',
      'isLimitedEdition',
      'variationType',
      'size',
      (p) => JSON.stringify(p.highlights),
      'ingredients',
      (p) => p.launchedAt.toISOString(),
      'featuredRank',
    ],
  );

  // Each pack's in-store EAN-13 (catalog/barcode.ts), unique across the whole catalogue.
  const barcodes = assignBarcodes(seed.variants.map((v) => v.id));
  await insertColumns(
    tx,
    seed.variants,
    `insert into variant (id, product_id, sku, name, type, swatch_color, is_default, position, barcode)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bool[], $8::int[], $9::text[])
     on conflict (id) do update set product_id = excluded.product_id, sku = excluded.sku, name = excluded.name,
       type = excluded.type, swatch_color = excluded.swatch_color, is_default = excluded.is_default, position = excluded.position,
       barcode = excluded.barcode`,
    ['id', 'productId', 'sku', 'name', 'type', 'swatchColor', 'isDefault', 'position', (v) => barcodes.get(v.id)],
  );

  await insertColumns(
    tx,
    seed.prices,
    `insert into variant_price (variant_id, country, currency, amount, sale_amount)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[])
     on conflict (variant_id, country) do update set currency = excluded.currency, amount = excluded.amount,
       sale_amount = excluded.sale_amount`,
    ['variantId', 'country', 'currency', 'amount', 'saleAmount'],
  );

  await insertColumns(
    tx,
    seed.stock,
    `insert into stock (variant_id, country, quantity)
     select * from unnest($1::text[], $2::text[], $3::int[])
     on conflict (variant_id, country) do nothing`,
    ['variantId', 'country', 'quantity'],
  );
}
