// Review points (decision 0132) are for a published review of goods the member received and
// kept: a confirmed order holding the product, delivered, with units of it neither cancelled
// nor returned. They are paid when both are true (at publishing, or at the delivery that
// comes after), and taken back by a ledger entry when a review is rejected or the last kept
// units of the product go back. A held or rejected review, or one of cancelled goods, earns
// nothing.
import type { Queryable } from '../db/db.ts';
import { REVIEW_POINTS } from '@beauty/contracts/account/reviews';
import type { FulfilmentHook } from '../order/fulfilment.ts';
import { recordPoints } from '../loyalty/ledger.ts';

const SOURCES = ['online_review', 'published_review'] as const;

export interface ReviewForPoints {
  id: string;
  user_id: string | null;
  product_id: string;
  country: string;
  status: string;
}

/** Has the member received units of the product that they kept? */
async function keptGoods(tx: Queryable, userId: string, productId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from shop_order o join order_line l on l.order_id = o.id
     where o.user_id = $1 and o.status = 'confirmed' and o.fulfilment in ('delivered', 'returned') and l.product_id = $2
       and l.quantity - l.cancelled_quantity - l.returned_quantity > 0 limit 1`,
    [userId, productId],
  );
  return rows.length > 0;
}

/** Pays a review's points when it is published and its goods kept; once (the ledger's reference). */
export async function payReviewPoints(tx: Queryable, review: ReviewForPoints, at: Date): Promise<void> {
  if (!review.user_id || review.status !== 'published' || !(await keptGoods(tx, review.user_id, review.product_id))) return;
  for (const source of SOURCES) {
    await recordPoints(tx, { userId: review.user_id, country: review.country, source, points: REVIEW_POINTS[source], reference: review.id, at });
  }
}

/** Takes back what a review earned (a negative entry per source), once. */
export async function takeBackReviewPoints(tx: Queryable, review: ReviewForPoints, why: string, at: Date): Promise<void> {
  if (!review.user_id) return;
  const { rows } = await tx.query<{ source: (typeof SOURCES)[number]; points: string }>(
    `select source, sum(points) as points from points_ledger
     where user_id = $1 and source = any($2::text[]) and (reference = $3 or reference like $3 || ':%') group by source`,
    [review.user_id, SOURCES, review.id],
  );
  for (const { source, points } of rows) {
    if (Number(points) <= 0) continue;
    await recordPoints(tx, {
      userId: review.user_id,
      country: review.country,
      source,
      points: -Number(points),
      reference: `${review.id}:taken-back`,
      note: why,
      at,
    });
  }
}

/** Delivery pays the member's published reviews of the order's products; a cancel or return takes them back when nothing of the product is kept. */
export const reviewPointsHook: FulfilmentHook = async (tx, change) => {
  if (!change.userId || !['delivered', 'cancelled', 'returned'].includes(change.to)) return;
  const { rows } = await tx.query<ReviewForPoints>(
    `select r.id, r.user_id, r.product_id, r.country, r.status from product_review r
     where r.user_id = $1 and r.product_id in (select product_id from order_line where order_id = $2)`,
    [change.userId, change.orderId],
  );
  for (const review of rows) {
    if (change.to === 'delivered') await payReviewPoints(tx, review, change.at);
    else if (!(await keptGoods(tx, change.userId, review.product_id))) await takeBackReviewPoints(tx, review, `${change.number} ${change.to}`, change.at);
  }
};
