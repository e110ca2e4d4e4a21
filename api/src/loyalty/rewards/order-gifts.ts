// A bag's reward, gift with purchase and perks, as its order takes them (checkout's
// transaction), and what happens to them when the payment's outcome is known:
//   placed     the held reward moves to the order (still reserving its points, checked
//              again under the member's lock), the chosen gift's stock is taken, the
//              once-only perks are marked used (perk_use), each gift is written on the order;
//   confirmed  the reward's points are spent: one used_points ledger row per order;
//   failed, blocked, reversed or cancelled: the reward's points (given back if spent) and
//              stock, the gift's stock and the once-only perks are all released.
// Gifts are not returnable and cannot move to another member: a hold belongs to the
// member who made it, and only their own order can take it.
import type { Queryable } from '../../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import { ApiError } from '../../platform/http-errors.ts';
import { recordPoints } from '../ledger.ts';
import type { PerkUse } from '../perks/perk-rules.ts';
import { availablePoints } from './reward-points.ts';
import { fullyRedeemed } from './reward-repository.ts';
import type { FulfilmentHook } from '../order-move.ts';

export const GOLD_WELCOME_GIFT = { name: 'Gold welcome gift: deluxe discovery set', brandName: 'Lumi Beauty' };

export interface OrderGiftsInput {
  cartId: string;
  orderId: string;
  country: Country;
  userId: string | undefined;
  at: Date;
  /** Goods after discounts: a gift with purchase needs its threshold. */
  goods: number;
  perkUses: readonly PerkUse[];
}

/** Inside checkout's transaction, after the order row is written. */
export async function takeBagGifts(tx: Queryable, input: OrderGiftsInput): Promise<void> {
  const hold = await tx.query<{ id: string; user_id: string; reward_id: string; points: number; name: string; brand_name: string }>(
    `select h.id, h.user_id, h.reward_id, h.points, r.name, r.brand_name from reward_hold h join reward r on r.id = h.reward_id
     where h.cart_id = $1 and h.status = 'held' for update of h`,
    [input.cartId],
  );
  const reward = hold.rows[0];
  if (reward) {
    if (reward.user_id !== input.userId) throw new ApiError(403, 'MEMBER_ONLY', 'Sign in as the member who chose this reward to check out with it.');
    // The points may have expired or been spent elsewhere since the reward was put in the bag.
    if ((await availablePoints(tx, reward.user_id, input.at, reward.id)) < Number(reward.points)) {
      throw new ApiError(422, 'INSUFFICIENT_POINTS', 'You no longer have enough points for the reward in your bag.', { points: Number(reward.points) });
    }
    await tx.query(`update reward_hold set status = 'ordered', order_id = $2, cart_id = null, ordered_at = $3 where id = $1`, [
      reward.id,
      input.orderId,
      input.at,
    ]);
    await tx.query(`insert into order_gift (order_id, kind, ref_id, name, brand_name, points) values ($1, 'reward', $2, $3, $4, $5)`, [
      input.orderId,
      reward.reward_id,
      reward.name,
      reward.brand_name,
      reward.points,
    ]);
  }

  const gwp = await tx.query<{ choice_id: string; name: string; brand_name: string; threshold: number }>(
    `select c.id as choice_id, c.name, c.brand_name, o.threshold from cart_gwp g join gwp_choice c on c.id = g.choice_id
     join gwp_offer o on o.id = c.offer_id where g.cart_id = $1`,
    [input.cartId],
  );
  const gift = gwp.rows[0];
  if (gift && input.goods >= Number(gift.threshold)) {
    const taken = await tx.query('update gwp_choice set stock_left = stock_left - 1 where id = $1 and stock_left > 0', [gift.choice_id]);
    if (taken.rowCount !== 1) throw fullyRedeemed();
    await tx.query(`insert into order_gift (order_id, kind, ref_id, name, brand_name) values ($1, 'gwp', $2, $3, $4)`, [
      input.orderId,
      gift.choice_id,
      gift.name,
      gift.brand_name,
    ]);
  }

  if (input.userId) {
    for (const use of input.perkUses) {
      await tx.query('insert into perk_use (user_id, kind, reference, order_id, created_at) values ($1, $2, $3, $4, $5)', [
        input.userId,
        use.kind,
        use.reference,
        input.orderId,
        input.at,
      ]);
      if (use.kind === 'gold_welcome') {
        await tx.query(`insert into order_gift (order_id, kind, ref_id, name, brand_name) values ($1, 'gold_welcome', $2, $3, $4)`, [
          input.orderId,
          use.reference,
          GOLD_WELCOME_GIFT.name,
          GOLD_WELCOME_GIFT.brandName,
        ]);
      }
    }
  }
  await tx.query('delete from cart_gwp where cart_id = $1', [input.cartId]);
}

/**
 * The order is confirmed: its reward's points are spent, once (the ledger's reference is the
 * order). The row is dated when the order was placed (the checkout's clock): the points were
 * reserved from then, so they count as spent from then.
 */
export async function spendOrderRewards(tx: Queryable, orderId: string, at: Date): Promise<void> {
  const spent = await tx.query<{ user_id: string; country: string; points: number; ordered_at: Date | string }>(
    `update reward_hold set status = 'spent', settled_at = $2 where order_id = $1 and status = 'ordered' returning user_id, country, points, ordered_at`,
    [orderId, at],
  );
  for (const row of spent.rows) {
    await recordPoints(tx, {
      userId: row.user_id,
      country: row.country,
      source: 'used_points',
      points: -Number(row.points),
      reference: `order:${orderId}`,
      orderId,
      note: 'reward redeemed',
      at: new Date(row.ordered_at),
    });
  }
}

/**
 * The order will not be fulfilled (payment failed or blocked, reversed, or cancelled): the
 * reward's stock and points come back (a spend is answered by a positive used_points row),
 * and so do the gift's stock and the once-only perks. Idempotent: a second call finds
 * nothing left to release. The loyalty work's cancel hook calls this too.
 */
export async function releaseOrderRewards(tx: Queryable, orderId: string, at: Date): Promise<void> {
  const released = await tx.query<{ reward_id: string; user_id: string; country: string; points: number; was_spent: boolean; ordered_at: Date | string }>(
    `update reward_hold h set status = 'released', settled_at = $2 from reward_hold old
     where h.id = old.id and h.order_id = $1 and h.status in ('ordered', 'spent')
     returning h.reward_id, h.user_id, h.country, h.points, old.status = 'spent' as was_spent, h.ordered_at`,
    [orderId, at],
  );
  for (const row of released.rows) {
    await tx.query('update reward set stock_left = stock_left + 1 where id = $1', [row.reward_id]);
    if (row.was_spent) {
      await recordPoints(tx, {
        userId: row.user_id,
        country: row.country,
        source: 'used_points',
        points: Number(row.points),
        reference: `order:${orderId}:given-back`,
        orderId,
        note: 'reward given back',
        at: new Date(row.ordered_at),
      }); // dated like the spend it undoes
    }
  }
  const gifts = await tx.query<{ ref_id: string }>(`delete from order_gift where order_id = $1 and kind = 'gwp' returning ref_id`, [orderId]);
  for (const g of gifts.rows) await tx.query('update gwp_choice set stock_left = stock_left + 1 where id = $1', [g.ref_id]);
  await tx.query(`delete from order_gift where order_id = $1 and kind = 'gold_welcome'`, [orderId]);
  await tx.query('delete from perk_use where order_id = $1', [orderId]);
}

/**
 * The order's fulfilment hook (fulfilment-hooks.ts, wired by app.ts): an order cancelled as a whole
 * (before it ships) gives back its reward's points and stock, its gift and its once-only
 * perks. A partial cancel keeps them (the order still ships), and a return does not give
 * them back: gifts are not returnable (docs/product.md#guests-and-members), the shopper keeps what the points bought.
 */
export const rewardsFulfilmentHook: FulfilmentHook = async (tx, change) => {
  const wholeOrderCancelled = change.to === 'cancelled' && change.lines.every((l) => l.cancelledQuantity >= l.quantity);
  if (wholeOrderCancelled) await releaseOrderRewards(tx, change.orderId, change.at);
};
