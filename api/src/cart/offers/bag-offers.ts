// What a bag holds of the Beauty Pass and the gifts with purchase: its reward (held, its
// points reserved) and its chosen gift. Read with the bag (bag-extras.ts).
import type { Queryable } from '../../db/db.ts';
import type { BagReward } from '@beauty/contracts/loyalty-rewards';
import type { Language } from '@beauty/contracts/locale';

export interface BagGwpRow {
  offerId: string;
  choiceId: string;
  name: string;
  brandName: string;
  threshold: number;
}

// Names in the shopper's language when the bag was read with one (migration 0096).
export async function readBagReward(db: Queryable, cartId: string, language?: Language): Promise<BagReward | null> {
  const { rows } = await db.query<{ reward_id: string; name: string; brand_name: string; points: number }>(
    `select h.reward_id, coalesce(r.name_i18n ->> $2::text, r.name) as name, r.brand_name, h.points from reward_hold h join reward r on r.id = h.reward_id
     where h.cart_id = $1 and h.status = 'held'`,
    [cartId, language ?? null],
  );
  const row = rows[0];
  return row ? { rewardId: row.reward_id, name: row.name, brandName: row.brand_name, points: Number(row.points) } : null;
}

export async function readBagGwp(db: Queryable, cartId: string, language?: Language): Promise<BagGwpRow | null> {
  const { rows } = await db.query<{ offer_id: string; choice_id: string; name: string; brand_name: string; threshold: number }>(
    `select o.id as offer_id, c.id as choice_id, coalesce(c.name_i18n ->> $2::text, c.name) as name, c.brand_name, o.threshold
     from cart_gwp g join gwp_choice c on c.id = g.choice_id join gwp_offer o on o.id = c.offer_id where g.cart_id = $1`,
    [cartId, language ?? null],
  );
  const row = rows[0];
  return row ? { offerId: row.offer_id, choiceId: row.choice_id, name: row.name, brandName: row.brand_name, threshold: Number(row.threshold) } : null;
}
