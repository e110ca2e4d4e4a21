// SQL for products in one country's shop: a product's price is its default variant's
// price there, and it is in stock when any of its variants has stock there. Listings
// filter and sort the shelf (migration 0003); the page's products are then read whole.
import type { Queryable } from '../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import type { Product, ProductSort } from '@beauty/contracts/catalog';
import { allGroupsBut, listingSql, type ListingFilter } from './listing-filter.ts';
import { toProduct, type ProductRow } from './product-dto.ts';
import { COMBINED_RATING_COLUMNS, REVIEW_STATS_JOIN } from './product-rating.ts';

const PRODUCT_COLUMNS = `
  p.id, p.slug, p.name, p.brand_id, p.category_id, ${COMBINED_RATING_COLUMNS}, p.loves_count,
  p.is_new, p.is_exclusive, p.is_online_only, p.is_limited_edition, p.badges, p.variation_type, p.size,
  p.highlights, p.ingredients, p.launched_at, dv.id as default_variant_id,
  vp.currency, vp.amount, vp.sale_amount,
  exists (
    select 1 from variant v join stock s on s.variant_id = v.id
    where v.product_id = p.id and s.country = $1 and s.quantity > 0
  ) as in_stock`;

/** Products priced in the country (through their default variant): the shop's shelf. */
const SHELF = `
  from product p
  join variant dv on dv.product_id = p.id and dv.is_default
  join variant_price vp on vp.variant_id = dv.id and vp.country = $1
  ${REVIEW_STATS_JOIN}`;

/** Every sort ends on the product id, so pages never overlap or skip on ties. Each has its shelf index. */
const ORDER_BY: Record<ProductSort, string> = {
  featured: 's.featured_rank, s.product_id',
  newest: 's.launched_at desc, s.product_id',
  price_desc: 's.effective_amount desc, s.product_id',
  price_asc: 's.effective_amount, s.product_id',
  top_rated: 's.rating desc nulls last, s.review_count desc, s.product_id',
};

/** A page of the country's shelf (migrations 0003, 0010) and how many products pass the filter. */
export async function listProducts(
  db: Queryable,
  country: Country,
  filter: ListingFilter,
  sort: ProductSort,
  offset: number,
  limit: number,
): Promise<{ products: Product[]; total: number }> {
  const { scope, groups, params } = listingSql(country, filter);
  const where = `where ${scope} and ${allGroupsBut(groups)}`;
  if (filter.search !== undefined) return searchListing(db, country, where, params, sort, offset, limit);
  const [page, counted] = await Promise.all([
    db.query<{ id: string }>(`select s.product_id as id from shelf s ${where} order by ${ORDER_BY[sort]} limit $${params.length + 1} offset $${params.length + 2}`, [
      ...params,
      limit,
      offset,
    ]),
    db.query<{ total: number }>(`select count(*)::int as total from shelf s ${where}`, params),
  ]);
  return { products: await productsByIds(db, country, page.rows.map((r) => r.id)), total: counted.rows[0]?.total ?? 0 };
}

/**
 * A search listing's page and total in one statement. A search reads every match anyway
 * (from the GIN index, then each on the shelf by primary key: search-match.ts), so
 * counting them on the way costs nothing more, where a separate count would read them all
 * a second time (on PGlite, which runs one statement at a time, one after the other).
 * A category page keeps its two statements: its page is an index scan that stops after
 * `limit` rows, which a window count would turn into a read of the whole category.
 */
async function searchListing(
  db: Queryable,
  country: Country,
  where: string,
  params: unknown[],
  sort: ProductSort,
  offset: number,
  limit: number,
): Promise<{ products: Product[]; total: number }> {
  const { rows } = await db.query<{ id: string; total: number }>(
    `select s.product_id as id, count(*) over ()::int as total from shelf s ${where}
     order by ${ORDER_BY[sort]} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    // A page past the end has no row to carry the total.
    total = (await db.query<{ total: number }>(`select count(*)::int as total from shelf s ${where}`, params)).rows[0]?.total ?? 0;
  }
  return { products: await productsByIds(db, country, rows.map((r) => r.id)), total };
}

/** The products with these ids, in the order asked; unknown ids are left out. */
export async function productsByIds(db: Queryable, country: Country, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} ${SHELF} where p.id = any($2::text[])`, [country, ids]);
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function productByIdOrSlug(db: Queryable, country: Country, idOrSlug: string): Promise<Product | undefined> {
  const { rows } = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} ${SHELF} where p.id = $2 or p.slug = $2 limit 1`, [country, idOrSlug]);
  return rows[0] ? toProduct(rows[0]) : undefined;
}

/**
 * Products like this one for its page: the same category first, then the parent category,
 * most loved first; the product itself and products not sold in the country left out.
 */
export async function relatedProducts(db: Queryable, country: Country, idOrSlug: string, limit: number): Promise<Product[]> {
  const { rows } = await db.query<{ id: string }>(
    `with me as (
       select p.id, c.id as category_id, c.parent_id from product p left join category c on c.id = p.category_id
       where p.id = $2 or p.slug = $2 limit 1
     )
     select s.product_id as id from shelf s, me
     where s.country = $1 and s.product_id <> me.id
       and (s.category_id = me.category_id or s.category_id in (select id from category where parent_id = me.parent_id))
     order by (s.category_id = me.category_id) desc, s.featured_rank, s.product_id
     limit $3`,
    [country, idOrSlug, limit],
  );
  return productsByIds(db, country, rows.map((r) => r.id));
}
