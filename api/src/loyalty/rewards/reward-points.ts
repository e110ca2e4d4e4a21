// Points a member can spend now: the ledger's valid balance less what held rewards reserve
// (in a bag, or in an order not yet confirmed). A hold on a bag that no longer exists (a
// guest bag merged away at sign-in) reserves nothing.
import type { Queryable } from '../../db/db.ts';
import { pointsBalance } from '../ledger.ts';

export async function reservedPoints(db: Queryable, userId: string, exceptHoldId?: string): Promise<number> {
  const { rows } = await db.query<{ reserved: string | null }>(
    `select sum(points) as reserved from reward_hold
     where user_id = $1 and (status = 'ordered' or (status = 'held' and cart_id is not null)) and id <> $2`,
    [userId, exceptHoldId ?? ''],
  );
  return Number(rows[0]?.reserved ?? 0);
}

export async function availablePoints(db: Queryable, userId: string, at: Date, exceptHoldId?: string): Promise<number> {
  const { valid } = await pointsBalance(db, userId, at);
  return valid - (await reservedPoints(db, userId, exceptHoldId));
}
