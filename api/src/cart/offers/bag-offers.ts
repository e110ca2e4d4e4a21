// What a bag holds of the Beauty Pass and the gifts with purchase: its reward (held, its
// points reserved) and its chosen gift. Read with the bag (bag-extras.ts).
import type { Queryable } from '../../db/db.ts';
import type { BagReward } from '@beauty/contracts/loyalty-rewards';

export interface BagGwpRow {
  offerId: string;
  choiceId: string;
  name: string;
  brandName: string;
  threshold: number;
}

export async function readBagReward(db: Queryable, cartId: string): Promise<BagReward | null> {
  const { rows } = await db.query<{ reward_id: string; name: string; brand_name: string; points: number }>(
    `select h.reward_id, r.name, r.brand_name, h.points from reward_hold h join reward r on r.id = h.reward_id
     where h.cart_id = $1 and h.status = 'held'`,
    [cartId],
  );
  const row = rows[0];
  return row ? { rewardId: row.reward_id, name: row.name, brandName: row.brand_name, points: Number(row.points) } : null;
}

export async function readBagGwp(db: Queryable, cartId: string): Promise<BagGwpRow | null> {
  const { rows } = await db.query<{ offer_id: string; choice_id: string; name: string; brand_name: string; threshold: number }>(
    `select o.id as offer_id, c.id as choice_id, c.name, c.brand_name, o.threshold
     from cart_gwp g join gwp_choice c on c.id = g.choice_id join gwp_offer o on o.id = c.offer_id where g.cart_id = $1`,
    [cartId],
  );
  const row = rows[0];
  return row ? { offerId: row.offer_id, choiceId: row.choice_id, name: row.name, brandName: row.brand_name, threshold: Number(row.threshold) } : null;
}
