// A held reward follows its bag when bags move between a device and a member (sign-in's
// merge, sign-out), so its points and its unit of stock are counted exactly once: either
// the hold sits in a bag that exists (reserving both), or it is released (both given back)
// by one conditional UPDATE out of 'held' that a second call cannot repeat (decision 0130).
import type { Queryable } from '../../db/db.ts';
import { releaseBagReward } from './reward-repository.ts';

/**
 * The guest bag is merged into the member's: its held reward moves along, unless the member's
 * bag already holds one (one reward per transaction), in which case the guest's is released.
 * Called with both bags' rows locked, before the guest bag is deleted.
 */
export async function moveBagReward(tx: Queryable, fromCartId: string, toCartId: string, at: Date): Promise<void> {
  await tx.query(
    `update reward_hold set cart_id = $2 where cart_id = $1 and status = 'held'
       and not exists (select 1 from reward_hold t where t.cart_id = $2 and t.status = 'held')`,
    [fromCartId, toCartId],
  );
  await releaseBagReward(tx, fromCartId, at);
}

/** A bag that becomes a member's keeps only that member's reward: another's cannot be ordered by them (non-transferable). */
export async function releaseOthersRewards(tx: Queryable, cartId: string, userId: string, at: Date): Promise<void> {
  const other = await tx.query<{ id: string }>(`select id from reward_hold where cart_id = $1 and status = 'held' and user_id <> $2`, [cartId, userId]);
  if (other.rows[0]) await releaseBagReward(tx, cartId, at);
}
