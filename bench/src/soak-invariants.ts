// What must hold after the soak, whatever the load did (reliability plan row 30b), read from
// the database the api wrote. Each check counts the rows that break it: 0 is a pass. They do
// not trust the database's own constraints (some of these are constraints too): a migration
// that dropped one, or code that found a way round it, must still show here.
// soak-invariants.integration.test.ts plants one fault per check and sees each trip.
import type { Db } from '@beauty/api/testing';

/** The database or a transaction in it. */
type Reader = Pick<Db, 'query'>;

export interface InvariantOptions {
  /** A variant whose SG stock the soak set, and to how much: sold + left must equal it. */
  scarce?: { variantId: string; initial: number };
  /** The points balance the shop showed each member at the end, by user id. */
  reportedBalances?: ReadonlyMap<string, number>;
}

const count = async (db: Reader, sql: string, params: unknown[] = []) => Number((await db.query<{ n: string | number }>(sql, params)).rows[0]!.n);

/** Every invariant's name and how many rows break it. */
export async function checkInvariants(db: Reader, options: InvariantOptions = {}): Promise<Record<string, number>> {
  return {
    'stock below zero': await count(db, `select count(*) as n from stock where quantity < 0`),
    ...(options.scarce ? { 'scarce stock not conserved (initial - left - ordered)': await scarceStockGap(db, options.scarce) } : {}),
    'orders without lines': await count(db, `select count(*) as n from shop_order o where not exists (select 1 from order_line l where l.order_id = o.id)`),
    'orders charged more than once': await count(db, `select count(*) as n from (select order_id from payment group by order_id having count(*) > 1) x`),
    'confirmed orders without an approved payment': await count(
      db,
      `select count(*) as n from shop_order o left join payment p on p.order_id = o.id
       where o.status = 'confirmed' and p.status is distinct from 'approved'`,
    ),
    ...(await pointsInvariants(db, options.reportedBalances ?? new Map())),
    // A unit of a reward is on the shelf (stock_left), in a bag or an order (held, ordered)
    // or redeemed (spent); a released hold gave its unit back.
    'rewards whose units do not add up (left + held + redeemed ≠ initial)': await count(
      db,
      `select count(*) as n from reward r
       where r.stock_left < 0 or r.stock_total <> r.stock_left + (
         select count(*) from reward_hold h where h.reward_id = r.id and h.status in ('held', 'ordered', 'spent'))`,
    ),
    'artist bookings overlapping another': await count(
      db,
      `select count(*) as n from reservation a join reservation b
         on a.artist_id = b.artist_id and a.id < b.id
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
       where a.status <> 'cancelled' and b.status <> 'cancelled'`,
    ),
    'sessions over capacity or miscounted': await count(
      db,
      `select count(*) as n from activity_session s
       cross join lateral (select count(*) as booked from reservation r where r.session_id = s.id and r.status <> 'cancelled') b
       where b.booked > s.capacity or s.seats_taken <> b.booked`,
    ),
  };
}

async function scarceStockGap(db: Reader, { variantId, initial }: { variantId: string; initial: number }): Promise<number> {
  return count(
    db,
    `select $1::int - (select quantity from stock where variant_id = $2 and country = 'SG')
       - coalesce((select sum(l.quantity) from order_line l join shop_order o on o.id = l.order_id
                   where l.variant_id = $2 and o.status in ('confirmed', 'payment_pending')
                     and o.fulfilment is distinct from 'cancelled'), 0) as n`,
    [initial, variantId],
  ).then(Math.abs);
}

/**
 * Σ points ledger = balance: what the shop showed each member as their balance at the end
 * (`reported`, by user id) against their ledger summed in SQL; no spendable balance below
 * zero; and every redeemed reward's points taken exactly once (a used_points row of minus its
 * points for its order), a given-back one's returned.
 */
async function pointsInvariants(db: Reader, reported: ReadonlyMap<string, number>): Promise<Record<string, number>> {
  const at = new Date();
  const { rows } = await db.query<{ id: string; valid: string }>(
    `select user_id as id, coalesce(sum(points) filter (where valid_from <= $1), 0) as valid from points_ledger group by user_id`,
    [at],
  );
  const ledger = new Map(rows.map((row) => [row.id, Number(row.valid)]));
  let mismatched = 0;
  for (const [userId, shown] of reported) if ((ledger.get(userId) ?? 0) !== shown) mismatched += 1;
  return {
    'members whose Σ points ledger differs from the balance shown to them': mismatched,
    'members with a negative points balance': [...ledger.values()].filter((valid) => valid < 0).length,
    'redeemed rewards whose points were not taken exactly once': await count(
      db,
      `select count(*) as n from reward_hold h
       cross join lateral (select coalesce(sum(l.points), 0) as taken from points_ledger l
                           where l.order_id = h.order_id and l.source = 'used_points' and l.user_id = h.user_id) t
       where h.order_id is not null and (
         (h.status = 'spent' and t.taken <> -h.points) or (h.status = 'released' and t.taken <> 0))`,
    ),
  };
}
