// What a paid order earns at, written when it is paid (decision 0132): whether it falls in
// the member's birthday month. Delivery reads this, never the date of birth of the day,
// so a birthday changed after payment cannot double an order's points.
import type { Queryable } from '../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import { localDay } from '@beauty/contracts/calendar';
import { isBirthdayMonth } from './earn.ts';

/** At payment: the order's birthday month, by the member's date of birth now and the day it was placed in its country. */
export async function recordOrderEarnTerms(tx: Queryable, orderId: string): Promise<void> {
  const { rows } = await tx.query<{ country: Country; created_at: Date | string; dob: string | null }>(
    `select o.country, o.created_at, to_char(u.date_of_birth, 'YYYY-MM-DD') as dob
     from shop_order o join account_user u on u.id = o.user_id where o.id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) return; // a guest's order earns nothing
  const birthdayMonth = isBirthdayMonth(order.dob, localDay(order.country, new Date(order.created_at)));
  await tx.query(`insert into loyalty_order_earn (order_id, birthday_month) values ($1, $2) on conflict (order_id) do nothing`, [orderId, birthdayMonth]);
}

/** At delivery: the terms written at payment (false when none were: an order never paid by a member earns no birthday). */
export async function orderBirthdayMonth(tx: Queryable, orderId: string): Promise<boolean> {
  const { rows } = await tx.query<{ birthday_month: boolean }>('select birthday_month from loyalty_order_earn where order_id = $1', [orderId]);
  return rows[0]?.birthday_month ?? false;
}
