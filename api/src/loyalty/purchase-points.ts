// Purchase points from the order's life (issue 11 items 1 and 3, decision 0072):
// - delivered: the member earns purchase_points_with_order_number, pending until 3 working
//   days of the order's country after delivery (valid_from), and the order's spend waits
//   in loyalty_purchase to count toward the tier once those points are valid (count-tier-spend job);
// - returned (whole or per line): the share of points and tier spend of the returned units
//   goes back: a negative ledger row (never before the original counts, so "pending" never
//   goes negative) and, if the spend already counted, less year_spend. Cancelled units never
//   earned anything (cancelling is only possible before delivery).
import type { Queryable } from '../db/db.ts';
import { localDay } from '@beauty/contracts/calendar';
import type { Country } from '@beauty/contracts/locale';
import type { FulfilmentChange, FulfilmentHook } from './order-move.ts';
import { pointsEarned } from './earn.ts';
import { orderBirthdayMonth } from './order-earn-terms.ts';
import { recordPoints } from './ledger.ts';
import { ensureMember } from './member.ts';
import { convertSpend, memberTier } from './tiers.ts';
import { addWorkingDays } from '../locale/public-holidays.ts';

/** docs/product.md#loyalty-figures: points "can take up to 3 working days after delivery to appear". */
export const PENDING_WORKING_DAYS = 3;
const DAY = 24 * 60 * 60 * 1000;

/** The same time of day, `PENDING_WORKING_DAYS` working days of the country after `at`. */
export function pointsValidFrom(country: Country, at: Date): Date {
  const today = localDay(country, at);
  const target = addWorkingDays(country, today, PENDING_WORKING_DAYS);
  const days = Math.round((Date.parse(`${target}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY);
  return new Date(at.getTime() + days * DAY);
}

/** What the goods of these units were paid: their price less their share of the order's discount. */
function paidFor(change: FulfilmentChange, units: Array<{ quantity: number; unitAmount: number }>): number {
  const value = units.reduce((sum, u) => sum + u.quantity * u.unitAmount, 0);
  const subtotal = Number(change.summary.subtotal.amount);
  if (subtotal <= 0) return 0;
  return Math.round((value * (subtotal - Number(change.summary.discount.amount))) / subtotal);
}

async function onDelivered(tx: Queryable, change: FulfilmentChange, userId: string): Promise<void> {
  await ensureMember(tx, userId, change.country, change.at);
  const member = (await memberTier(tx, userId, change.at))!;
  const delivered = change.lines.map((l) => ({ quantity: l.quantity - l.cancelledQuantity, unitAmount: l.unitAmount }));
  const goods = paidFor(change, delivered);
  // The birthday month as it stood when the order was paid (decision 0132), not today's date of birth.
  const birthdayMonth = await orderBirthdayMonth(tx, change.orderId);
  const points = pointsEarned({ country: change.country, tier: member.tier, subtotalMinor: goods, birthdayMonth });
  const validFrom = pointsValidFrom(change.country, change.at);
  const inserted = await tx.query(
    `insert into loyalty_purchase (order_id, user_id, country, spend, points, valid_from) values ($1, $2, $3, $4, $5, $6) on conflict (order_id) do nothing`,
    [change.orderId, userId, change.country, convertSpend(goods, change.country, member.country), points, validFrom],
  );
  if (inserted.rowCount === 0 || points === 0) return;
  await recordPoints(tx, {
    userId,
    country: change.country,
    source: 'purchase_points_with_order_number',
    points,
    reference: `order:${change.orderId}`,
    orderId: change.orderId,
    note: change.number,
    at: change.at,
    validFrom,
  });
}

async function onReturned(tx: Queryable, change: FulfilmentChange, userId: string): Promise<void> {
  const { rows } = await tx.query<{
    spend: string;
    points: number;
    valid_from: Date | string;
    counted_at: Date | null;
    reversed_spend: string;
    reversed_points: number;
  }>('select spend, points, valid_from, counted_at, reversed_spend, reversed_points from loyalty_purchase where order_id = $1 for update', [change.orderId]);
  const purchase = rows[0];
  if (!purchase) return;
  // Cumulative shares, so that returning everything line by line takes back exactly what was earned.
  const deliveredValue = paidFor(
    change,
    change.lines.map((l) => ({ quantity: l.quantity - l.cancelledQuantity, unitAmount: l.unitAmount })),
  );
  const returnedValue = paidFor(
    change,
    change.lines.map((l) => ({ quantity: l.returnedQuantity, unitAmount: l.unitAmount })),
  );
  const share = deliveredValue > 0 ? returnedValue / deliveredValue : 1;
  const pointsBack = Math.round(Number(purchase.points) * share) - Number(purchase.reversed_points);
  const spendBack = Math.round(Number(purchase.spend) * share) - Number(purchase.reversed_spend);
  if (pointsBack <= 0 && spendBack <= 0) return;
  await tx.query('update loyalty_purchase set reversed_points = reversed_points + $2, reversed_spend = reversed_spend + $3 where order_id = $1', [
    change.orderId,
    Math.max(0, pointsBack),
    Math.max(0, spendBack),
  ]);
  if (purchase.counted_at && spendBack > 0) {
    await tx.query('update loyalty_member set year_spend = greatest(0, year_spend - $2) where user_id = $1', [userId, spendBack]);
  }
  if (pointsBack > 0) {
    const validFrom = new Date(Math.max(change.at.getTime(), new Date(purchase.valid_from).getTime()));
    await recordPoints(tx, {
      userId,
      country: change.country,
      source: 'purchase_points_with_order_number',
      points: -pointsBack,
      reference: `order:${change.orderId}:returned:${Number(purchase.reversed_points) + pointsBack}`,
      orderId: change.orderId,
      note: `${change.number} returned`,
      at: change.at,
      validFrom,
    });
  }
}

export const loyaltyPurchaseHook: FulfilmentHook = async (tx, change) => {
  if (!change.userId) return; // a guest's order earns nothing
  if (change.to === 'delivered') await onDelivered(tx, change, change.userId);
  if (change.to === 'returned') await onReturned(tx, change, change.userId);
};
