// The points ledger (decision 0071): the only way points are written or read. Every write
// is an append; the balance is Σ points of the member's rows whose valid_from has come.
// Times come from the caller's clock (jobs/clock.ts), never the database's now(), so
// tests can live through a membership year in seconds.
//
// Spending (rewards, expiry) must not race: take the member's row lock first with
// lockMember(tx, userId) inside the transaction, then read the balance and append.
import type { Queryable } from '../db/db.ts';
import type { PointSource } from '@beauty/contracts/loyalty';

export interface PointsEntry {
  userId: string;
  /** The country site where the event happened (SG, TH, …). */
  country: string;
  source: PointSource;
  /** Positive to earn, negative to spend, expire or reverse. Never 0. */
  points: number;
  /** What caused it, unique per (user, source): an order id, a review id, "2026-birthday". */
  reference: string;
  orderId?: string | undefined;
  note?: string | undefined;
  /** When it happened (the caller's clock). */
  at: Date;
  /** When it starts to count (pending until then); `at` when omitted. */
  validFrom?: Date | undefined;
}

/** Appends an entry; false when this (user, source, reference) was recorded before (a retry). */
export async function recordPoints(db: Queryable, entry: PointsEntry): Promise<boolean> {
  if (!Number.isInteger(entry.points) || entry.points === 0) throw new Error(`points must be a non-zero integer, got ${entry.points}`);
  const { rowCount } = await db.query(
    `insert into points_ledger (user_id, country, source, points, reference, order_id, note, valid_from, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (user_id, source, reference) do nothing`,
    [
      entry.userId,
      entry.country,
      entry.source,
      entry.points,
      entry.reference,
      entry.orderId ?? null,
      entry.note ?? null,
      entry.validFrom ?? entry.at,
      entry.at,
    ],
  );
  return rowCount > 0;
}

export interface PointsBalance {
  /** Spendable now. */
  valid: number;
  /** Earned, not yet valid (purchase points in their three working days). */
  pending: number;
}

export async function pointsBalance(db: Queryable, userId: string, at: Date): Promise<PointsBalance> {
  const { rows } = await db.query<{ valid: string | null; pending: string | null }>(
    `select sum(points) filter (where valid_from <= $2) as valid, sum(points) filter (where valid_from > $2) as pending
     from points_ledger where user_id = $1`,
    [userId, at],
  );
  return { valid: Number(rows[0]?.valid ?? 0), pending: Number(rows[0]?.pending ?? 0) };
}

/** Serialises everything that spends a member's points: call first inside the transaction. */
export async function lockMember(db: Queryable, userId: string): Promise<void> {
  await db.query(`select 1 from account_user where id = $1 for update`, [userId]);
}
