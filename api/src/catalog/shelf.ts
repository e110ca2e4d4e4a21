// Rebuilds the shelf (migrations 0003, 0010) from products and their default variants' prices.
// Whatever writes products or prices calls this in the same transaction, so listings
// never see a shelf that disagrees with the catalogue.
import type { Queryable } from '../db/db.ts';
import { COMBINED_RATING_COLUMNS, REVIEW_STATS_JOIN } from './product-rating.ts';
import { SHELF_TAGS_SQL } from './shelf-tags.ts';

export async function refreshShelf(tx: Queryable): Promise<void> {
  await tx.query('delete from shelf');
  await tx.query(
    `insert into shelf (country, product_id, brand_id, category_id, amount, sale_amount, effective_amount, featured_rank, launched_at, rating, review_count, tags)
     select vp.country, p.id, p.brand_id, p.category_id, vp.amount, vp.sale_amount, coalesce(vp.sale_amount, vp.amount),
       p.featured_rank, p.launched_at, ${COMBINED_RATING_COLUMNS}, ${SHELF_TAGS_SQL}
     from product p
     join variant dv on dv.product_id = p.id and dv.is_default
     join variant_price vp on vp.variant_id = dv.id
     ${REVIEW_STATS_JOIN}`,
  );
}
