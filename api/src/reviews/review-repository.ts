// Product reviews (decision 0082): written by a member who bought the product (a confirmed
// order of theirs holds it), one per member and product; published at once or held for
// staff (auto-approve.ts); published ones count in the product's rating (catalog's
// product-rating.ts); points only for a published review of goods delivered and kept
// (review-points.ts, decision 0132), once: the ledger's (user, source, reference) makes a retry a no-op.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { PG_ERROR, pgErrorCode } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { refreshShelfRating } from '../catalog/product-rating.ts';
import { COMBINED_RATING_COLUMNS, IMPORTED_RATING_SOURCE, REVIEW_STATS_JOIN } from '../catalog/product-rating.ts';
import { type ProductReviews, type Review, type ReviewInput } from '@beauty/contracts/account/reviews';
import { reviewHold } from './auto-approve.ts';
import { payReviewPoints, takeBackReviewPoints } from './review-points.ts';

interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string | null;
  author_name: string;
  country: string;
  rating: number;
  title: string;
  body: string;
  variant_id: string | null;
  skin_type: Review['skinType'];
  status: Review['status'];
  created_at: Date;
}

const COLUMNS = `id, product_id, user_id, author_name, country, rating, title, body, variant_id, skin_type, status, created_at`;

const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  productId: r.product_id,
  authorName: r.author_name,
  rating: r.rating,
  title: r.title,
  body: r.body,
  variantId: r.variant_id,
  skinType: r.skin_type,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
});

async function hasBought(db: Queryable, userId: string, productId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from shop_order o join order_line l on l.order_id = o.id
     where o.user_id = $1 and o.status = 'confirmed' and l.product_id = $2 limit 1`,
    [userId, productId],
  );
  return rows.length > 0;
}

export async function productReviews(db: Queryable, productId: string, userId: string | undefined, limit: number, offset: number): Promise<ProductReviews> {
  const product = await db.query<{
    rating: number | null;
    review_count: number;
    imported_rating: number | null;
    imported_count: number;
    own_sum: number;
    own_count: number;
  }>(
    `select ${COMBINED_RATING_COLUMNS}, p.rating as imported_rating, p.review_count as imported_count,
       coalesce(prs.rating_sum, 0)::int as own_sum, coalesce(prs.review_count, 0)::int as own_count
     from product p ${REVIEW_STATS_JOIN} where p.id = $1`,
    [productId],
  );
  const totals = product.rows[0];
  if (!totals) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product not found.', { productId });
  const published = await db.query<ReviewRow>(
    `select ${COLUMNS} from product_review where product_id = $1 and status = 'published' order by created_at desc, id limit $2 offset $3`,
    [productId, limit, offset],
  );
  let mine: Review | null = null;
  let canReview = false;
  if (userId) {
    const own = await db.query<ReviewRow>(`select ${COLUMNS} from product_review where product_id = $1 and user_id = $2`, [productId, userId]);
    mine = own.rows[0] ? toReview(own.rows[0]) : null;
    canReview = mine === null && (await hasBought(db, userId, productId));
  }
  return {
    averageRating: totals.rating === null ? null : Math.round(totals.rating * 100) / 100,
    reviewCount: totals.review_count,
    ownRating: totals.own_count === 0 ? null : Math.round((totals.own_sum / totals.own_count) * 100) / 100,
    ownReviewCount: totals.own_count,
    // The data set's figures and where they come from (decision 0144); none without a rating.
    importedRating:
      totals.imported_rating === null || totals.imported_count === 0
        ? null
        : { rating: Math.round(totals.imported_rating * 100) / 100, count: totals.imported_count, source: IMPORTED_RATING_SOURCE },
    reviews: published.rows.map(toReview),
    mine,
    canReview,
  };
}

export async function submitReview(
  db: Db,
  userId: string,
  productId: string,
  country: string,
  language: string,
  input: ReviewInput,
  at: Date,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const product = await tx.query(`select 1 from product where id = $1`, [productId]);
    if (!product.rows[0]) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product not found.', { productId });
    if (!(await hasBought(tx, userId, productId))) throw new ApiError(403, 'REVIEW_NOT_ALLOWED', 'Only a customer who bought this product can review it.');
    if (input.variantId) {
      const variant = await tx.query(`select 1 from variant where id = $1 and product_id = $2`, [input.variantId, productId]);
      if (!variant.rows[0]) throw new ApiError(404, 'VARIANT_NOT_FOUND', 'Variant not found.', { variantId: input.variantId });
    }
    const member = await tx.query<{ first_name: string; last_name: string; rejected: boolean }>(
      `select first_name, last_name, exists (select 1 from product_review where user_id = $1 and status = 'rejected') as rejected
       from account_user where id = $1`,
      [userId],
    );
    const who = member.rows[0];
    if (!who) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in again.');
    // "Mei T.": a first name and an initial, never the whole name of a shopper on a public page.
    const authorName = `${who.first_name.trim()} ${who.last_name.trim().slice(0, 1)}.`.trim().slice(0, 60) || 'Lumi member';
    const held = reviewHold(input, who.rejected);
    const id = `RV-${randomUUID()}`;
    let row: ReviewRow;
    try {
      const inserted = await tx.query<ReviewRow>(
        `insert into product_review (id, product_id, user_id, author_name, country, language, rating, title, body, variant_id, skin_type, status, created_at, moderated_at, moderated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         returning ${COLUMNS}`,
        [
          id,
          productId,
          userId,
          authorName,
          country,
          language,
          input.rating,
          input.title,
          input.body,
          input.variantId ?? null,
          input.skinType ?? null,
          held ? 'pending' : 'published',
          at,
          held ? null : at,
          held ? null : 'auto',
        ],
      );
      row = inserted.rows[0]!;
    } catch (error) {
      if (pgErrorCode(error) === PG_ERROR.uniqueViolation) throw new ApiError(409, 'REVIEW_EXISTS', 'You have already reviewed this product.');
      throw error;
    }
    if (!held) await publish(tx, row, at);
    return toReview(row);
  });
}

/** Counts a published review in the product's rating and pays its points (once). */
async function publish(tx: Queryable, review: ReviewRow, at: Date): Promise<void> {
  await tx.query(
    `insert into product_review_stats (product_id, rating_sum, review_count) values ($1, $2, 1)
     on conflict (product_id) do update set rating_sum = product_review_stats.rating_sum + excluded.rating_sum, review_count = product_review_stats.review_count + 1`,
    [review.product_id, review.rating],
  );
  await refreshShelfRating(tx, review.product_id);
  await payReviewPoints(tx, review, at);
}

/** A member's own reviews, newest first, whatever their status (the account dashboard). */
export async function memberReviews(db: Queryable, userId: string, limit: number): Promise<Review[]> {
  const { rows } = await db.query<ReviewRow>(`select ${COLUMNS} from product_review where user_id = $1 order by created_at desc, id limit $2`, [userId, limit]);
  return rows.map(toReview);
}

export async function pendingReviews(db: Queryable, limit: number): Promise<Review[]> {
  const { rows } = await db.query<ReviewRow>(`select ${COLUMNS} from product_review where status = 'pending' order by created_at, id limit $1`, [limit]);
  return rows.map(toReview);
}

/** Staff's decision on a pending review; a decided one is not decided again (409 would confuse: it answers as it stands). */
export async function moderateReview(
  db: Db,
  reviewId: string,
  decision: 'publish' | 'reject',
  staffId: string,
  note: string | undefined,
  at: Date,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ReviewRow>(
      `update product_review set status = $2, moderated_at = $3, moderated_by = $4, moderation_note = $5
       where id = $1 and status = 'pending' returning ${COLUMNS}`,
      [reviewId, decision === 'publish' ? 'published' : 'rejected', at, staffId, note ?? null],
    );
    const row = rows[0];
    if (!row) {
      const existing = await tx.query<ReviewRow>(`select ${COLUMNS} from product_review where id = $1`, [reviewId]);
      if (!existing.rows[0]) throw new ApiError(404, 'REVIEW_NOT_FOUND', 'Review not found.');
      return toReview(existing.rows[0]);
    }
    if (decision === 'publish') await publish(tx, row, at);
    // A review held under the earlier rules was paid when written: a rejection takes it back.
    else await takeBackReviewPoints(tx, row, 'review rejected', at);
    return toReview(row);
  });
}
