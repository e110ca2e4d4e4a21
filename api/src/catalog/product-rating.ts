// A product's rating and review count as shoppers see them and "Top Rated" sorts them: the
// data set's own (product.rating, product.review_count, which the seed owns) with our
// members' published reviews added (product_review_stats, kept by reviews/). One
// SQL expression for the product reads and the shelf, so the two never disagree.
import type { Queryable } from '../db/db.ts';

/**
 * Where the data set's ratings were given: it was collected from sephora.com, so a product
 * page says "2,032 ratings on Sephora" and never calls them reviews of this shop (decision 0144).
 */
export const IMPORTED_RATING_SOURCE = 'Sephora';

const importedCount = `(case when p.rating is null then 0 else p.review_count end)`;
const ourCount = `coalesce(prs.review_count, 0)`;

/** Columns rating, review_count over `product p left join product_review_stats prs`. */
export const COMBINED_RATING_COLUMNS = `
  (case when ${importedCount} + ${ourCount} = 0 then p.rating
        else ((coalesce(p.rating, 0) * ${importedCount} + coalesce(prs.rating_sum, 0)) / (${importedCount} + ${ourCount}))::real end) as rating,
  (p.review_count + ${ourCount})::int as review_count`;

export const REVIEW_STATS_JOIN = `left join product_review_stats prs on prs.product_id = p.id`;

/** After a review is published: the product's shelf rows take the new rating (listing sorts read the shelf). */
export async function refreshShelfRating(tx: Queryable, productId: string): Promise<void> {
  await tx.query(
    `update shelf s set rating = r.rating, review_count = r.review_count
     from (select ${COMBINED_RATING_COLUMNS} from product p ${REVIEW_STATS_JOIN} where p.id = $1) r
     where s.product_id = $1`,
    [productId],
  );
}
