// SQL for products in one country's shop: a product's price is its default variant's
// price there, and it is in stock when any of its variants has stock there. Listings
// filter and sort the shelf (migration 0003); the page's products are then read whole.
import type { Queryable } from '../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import type { Product, ProductSort } from '@beauty/contracts/catalog';
import { allGroupsBut, listingSql, type ListingFilter } from './listing-filter.ts';
import { toProduct, type ProductRow } from './product-dto.ts';
import { COMBINED_RATING_COLUMNS, REVIEW_STATS_JOIN } from './product-rating.ts';
import { PRODUCT_IMAGE_VERSION } from '@beauty/contracts/product-images';

const IN_STOCK = `coalesce((
    select true from variant v join stock st on st.variant_id = v.id and st.country = $1
    where v.product_id = p.id and st.quantity > 0 limit 1
  ), false)`;

const PRODUCT_COLUMNS = `
  p.id, p.slug, p.name, p.brand_id, p.category_id, ${COMBINED_RATING_COLUMNS}, p.loves_count,
  p.is_new, p.is_exclusive, p.is_online_only, p.is_limited_edition, p.badges, p.variation_type, p.size,
  p.highlights, p.ingredients, p.launched_at, dv.id as default_variant_id,
  vp.currency, vp.amount, vp.sale_amount,
  ${IN_STOCK} as in_stock`;
// in_stock is a probe per product (variant by product, stock by primary key) stopped by its
// limit: as an `exists`, the planner may hash the country's whole stock instead (it did, on
// every listing: 1,800 rows at 1,000 products, 90,000 at 50,000).

/**
 * A product as the contract shows it (product-dto.ts toProduct, key for key), built by the
 * database: a listing's products come back as one JSON text each, where 48 rows of 24 columns
 * cost PGlite more to hand over (a protocol message and a parse per field) than the query.
 * Same values as toProduct: the rating rounded to 3 decimals like Math.round (half up, on the
 * float4's shortest text), the launch date as toISOString, ids in the image path as they are
 * (product and variant ids are letters, digits and dashes, which encodeURIComponent keeps).
 */
const PRODUCT_JSON = `json_build_object(
  'id', p.id, 'slug', p.slug, 'name', p.name, 'brandId', p.brand_id, 'categoryId', p.category_id,
  'rating', floor(r.rating::text::float8 * 1000 + 0.5) / 1000, 'reviewCount', r.review_count, 'lovesCount', p.loves_count,
  'price', json_build_object('amount', vp.amount, 'currency', vp.currency),
  'salePrice', case when vp.sale_amount is null then null else json_build_object('amount', vp.sale_amount, 'currency', vp.currency) end,
  'isNew', p.is_new, 'isExclusive', p.is_exclusive, 'isOnlineOnly', p.is_online_only, 'isLimitedEdition', p.is_limited_edition,
  'badges', coalesce(p.badges, '{}'), 'inStock', ${IN_STOCK},
  'imageUrl', '/images/products/' || p.id || '/' || dv.id || '/packshot.v${PRODUCT_IMAGE_VERSION}.svg',
  'variationType', p.variation_type, 'defaultVariantId', dv.id, 'size', p.size, 'highlights', coalesce(p.highlights, '{}'),
  'ingredients', p.ingredients, 'launchedAt', to_char(p.launched_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** Products priced in the country (through their default variant): the shop's shelf. */
const SHELF_JOINS = `
  join variant dv on dv.product_id = p.id and dv.is_default
  join variant_price vp on vp.variant_id = dv.id and vp.country = $1
  ${REVIEW_STATS_JOIN}`;
const SHELF = `from product p ${SHELF_JOINS}`;

/** Every sort ends on the product id, so pages never overlap or skip on ties. Each has its shelf index. */
const ORDER_BY: Record<ProductSort, string> = {
  featured: 's.featured_rank, s.product_id',
  newest: 's.launched_at desc, s.product_id',
  price_desc: 's.effective_amount desc, s.product_id',
  price_asc: 's.effective_amount, s.product_id',
  top_rated: 's.rating desc nulls last, s.review_count desc, s.product_id',
};

/** A listing's page as each product's JSON (the contract's, in the page's order) and how many products pass the filter. */
export interface ListingPage {
  productJsons: string[];
  total: number;
}

/** A page of the country's shelf (migrations 0003, 0010) and how many products pass the filter. */
export async function listProducts(...query: Parameters<typeof listingPage>): Promise<{ products: Product[]; total: number }> {
  const { productJsons, total } = await listingPage(...query);
  return { products: productJsons.map((json) => JSON.parse(json) as Product), total };
}

/**
 * The page's products, a row each with its JSON, in the page's order (`page` holds product_id
 * and ord), each row with the filter's total (`total`); an empty page is one row with no
 * product, so the total still comes back. A row a product, not one json_agg text: a page's 74 KB with one name's ’
 * was one 148 KB two-byte string once decoded, and V8 makes every string of 128 KB or more in
 * its large-object space, about 0.7 ms each (decision 0124); 48 texts of 1.5 KB cost nothing
 * of the kind.
 */
const PAGE_ROWS = `select total.n as total, items.product
  from total left join lateral (
    select ${PRODUCT_JSON}::text as product, page.ord
    from page join product p on p.id = page.product_id ${SHELF_JOINS}
    cross join lateral (select ${COMBINED_RATING_COLUMNS}) r
  ) items on true
  order by items.ord`;

const pageOf = (rows: { total: number | null; product: string | null }[]) => ({
  productJsons: rows.flatMap((row) => (row.product === null ? [] : [row.product])),
  total: rows[0]?.total ?? 0,
});

/**
 * listProducts in one round trip, its products as JSON text the route sends as they are.
 * A category page: the page (an index scan that stops after `limit` rows), its products, and
 * the count of the filter's products (an aggregate of its own, so the page's scan still stops
 * early). A search: its page and total in one scan (below).
 */
export async function listingPage(
  db: Queryable,
  country: Country,
  filter: ListingFilter,
  sort: ProductSort,
  offset: number,
  limit: number,
): Promise<ListingPage> {
  const { scope, groups, params } = listingSql(country, filter);
  const where = `where ${scope} and ${allGroupsBut(groups)}`;
  const bounds = `limit $${params.length + 1} offset $${params.length + 2}`;
  if (filter.search !== undefined) return searchListing(db, where, [...params, limit, offset], sort, bounds, offset);
  const { rows } = await db.query<{ total: number; product: string | null }>(
    `with page as materialized (
       select s.product_id, row_number() over (order by ${ORDER_BY[sort]}) as ord
       from shelf s ${where} order by ${ORDER_BY[sort]} ${bounds}
     ), total as (select count(*)::int as n from shelf s ${where})
     ${PAGE_ROWS}`,
    [...params, limit, offset],
    { prepared: true },
  );
  return pageOf(rows);
}

/**
 * A search listing's page and total in one statement. A search reads every match anyway
 * (from the GIN index, then each on the shelf by primary key: search-match.ts), so
 * counting them on the way costs nothing more, where a separate count would read them all
 * a second time. A category page counts in an aggregate of its own instead: its page is an
 * index scan that stops after `limit` rows, which a window count would turn into a read of
 * the whole category.
 */
async function searchListing(db: Queryable, where: string, params: unknown[], sort: ProductSort, bounds: string, offset: number): Promise<ListingPage> {
  const { rows } = await db.query<{ total: number | null; product: string | null }>(
    `with page as materialized (
       select s.product_id, count(*) over ()::int as total, row_number() over (order by ${ORDER_BY[sort]}) as ord
       from shelf s ${where} order by ${ORDER_BY[sort]} ${bounds}
     ), total as (select (select total from page limit 1) as n)
     ${PAGE_ROWS}`,
    params,
    { prepared: true },
  );
  const page = pageOf(rows);
  if (rows[0]?.total == null && offset > 0) {
    // A page past the end has no row to carry the total.
    page.total = (await db.query<{ total: number }>(`select count(*)::int as total from shelf s ${where}`, params.slice(0, -2))).rows[0]?.total ?? 0;
  }
  return page;
}

/** The products with these ids, in the order asked; unknown ids are left out. */
export async function productsByIds(db: Queryable, country: Country, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} ${SHELF} where p.id = any($2::text[])`, [country, ids], { prepared: true });
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function productByIdOrSlug(db: Queryable, country: Country, idOrSlug: string): Promise<Product | undefined> {
  const { rows } = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} ${SHELF} where p.id = $2 or p.slug = $2 limit 1`, [country, idOrSlug], {
    prepared: true,
  });
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
  return productsByIds(
    db,
    country,
    rows.map((r) => r.id),
  );
}
