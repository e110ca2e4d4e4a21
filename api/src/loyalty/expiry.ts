// Points expire after 18 months without a purchase or a reward redemption (docs/product.md#loyalty-figures): the
// whole balance, on the day 18 months after the last of either. Read by the account page
// ("expiring soon", the popup) and by the expiry job, so both say the same date.
import type { Queryable } from '../db/db.ts';
import { pointsBalance } from './ledger.ts';
import { plusMonths } from '../platform/calendar-maths.ts';

export const EXPIRY_MONTHS = 18;
/** The popup and the account page warn this long before. */
export const EXPIRY_WARNING_DAYS = 60;
const DAY = 24 * 60 * 60 * 1000;

/** Months on the calendar, clamped to the month's end (decision 0133). */
export const addMonths = plusMonths;

/** The last purchase or redemption (or joining, before either). */
export async function lastActivity(db: Queryable, userId: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    `select greatest(m.joined_at, (select max(l.created_at) from points_ledger l where l.user_id = m.user_id
       and ((l.source in ('purchase_points', 'purchase_points_with_order_number') and l.points > 0) or l.source = 'used_points'))) as at
     from loyalty_member m where m.user_id = $1`,
    [userId],
  );
  return rows[0]?.at ? new Date(rows[0].at) : undefined;
}

export interface PointsExpiry {
  /** Points that expire on `date` unless the member buys or redeems before. */
  points: number;
  date: Date;
  /** Within the warning window. */
  soon: boolean;
}

export async function pointsExpiry(db: Queryable, userId: string, at: Date): Promise<PointsExpiry | null> {
  const last = await lastActivity(db, userId);
  if (!last) return null;
  const { valid } = await pointsBalance(db, userId, at);
  if (valid <= 0) return null;
  const date = addMonths(last, EXPIRY_MONTHS);
  return { points: valid, date, soon: date.getTime() - at.getTime() <= EXPIRY_WARNING_DAYS * DAY };
}
