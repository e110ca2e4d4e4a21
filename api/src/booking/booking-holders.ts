// What staff see of a hoard (decision 0134): one store day's live bookings grouped by each
// way the limits count a holder (account, device, buyer address, e-mail), largest group
// first; and releasing one group, which cancels its bookings there like the holder would
// (the seat or the artist's time goes back on sale, the cancellation is mailed as usual).
import type { BookingHolderGroup } from '@beauty/contracts/booking';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { addDays, instantAt, wallTimeOf } from '../store/wall-clock.ts';
import { GUEST_ONLY, HOLDER_COLUMN, HOLDER_KINDS, type HolderKind } from './booking-limits.ts';
import { pick } from './localized.ts';
import { reservationRow, type ReservationRow } from './reservation-repository.ts';
import { cancelReservation, type ReservationDeps } from './reservations.ts';

interface StoreDay {
  storeId: string;
  date: string;
}

async function storeZone(db: Queryable, storeId: string): Promise<string> {
  const { rows } = await db.query<{ time_zone: string }>('select time_zone from store where id = $1', [storeId]);
  if (!rows[0]) throw new ApiError(404, 'STORE_NOT_FOUND', 'Store not found.', { storeId });
  return rows[0].time_zone;
}

/** The ids of a store day's live bookings one holder has (all holders' when kind is undefined). */
async function liveIds(db: Queryable, day: StoreDay, now: Date, holder?: { kind: HolderKind; value: string }): Promise<string[]> {
  const zone = await storeZone(db, day.storeId);
  const from = instantAt(day.date, '00:00', zone);
  const to = instantAt(addDays(day.date, 1), '00:00', zone);
  const where = holder ? `and ${HOLDER_COLUMN[holder.kind]} = $5 ${GUEST_ONLY[holder.kind]}` : '';
  const { rows } = await db.query<{ id: string }>(
    `select r.id from reservation r where r.store_id = $1 and r.status <> 'cancelled' and r.starts_at >= greatest($2::timestamptz, $4::timestamptz) and r.starts_at < $3 ${where}
      order by r.starts_at, r.id`,
    [day.storeId, from, to, now, ...(holder ? [holder.value] : [])],
  );
  return rows.map((r) => r.id);
}

function holderValue(row: ReservationRow, kind: HolderKind): string | null {
  if (kind === 'account') return row.user_id;
  if (kind === 'email') return row.email?.trim().toLowerCase() ?? null;
  if (row.user_id !== null) return null; // a member counts per account only
  return kind === 'device' ? row.device_id : row.buyer_ip;
}

export async function bookingHolders(db: Queryable, day: StoreDay, now: Date): Promise<BookingHolderGroup[]> {
  const rows = (await Promise.all((await liveIds(db, day, now)).map((id) => reservationRow(db, id)))).filter((r): r is ReservationRow => r !== undefined);
  const groups = new Map<string, BookingHolderGroup>();
  for (const row of rows) {
    for (const kind of HOLDER_KINDS) {
      const value = holderValue(row, kind);
      if (value === null) continue;
      const group = groups.get(`${kind}:${value}`) ?? { kind, value, bookings: [] };
      const wall = wallTimeOf(row.starts_at, row.time_zone);
      group.bookings.push({
        id: row.id,
        confirmationNumber: row.confirmation_number,
        activityName: pick(row.names, 'en'),
        startsAt: row.starts_at.toISOString(),
        local: { date: wall.date, time: wall.time, timeZone: row.time_zone },
        fullName: row.full_name,
        email: row.email,
      });
      groups.set(`${kind}:${value}`, group);
    }
  }
  return [...groups.values()].sort((a, b) => b.bookings.length - a.bookings.length);
}

/** Cancels one holder's live bookings of a store day; answers the ids it cancelled. */
export async function releaseHolder(deps: ReservationDeps, day: StoreDay, holder: { kind: HolderKind; value: string }, now: Date): Promise<string[]> {
  const value = holder.kind === 'email' ? holder.value.trim().toLowerCase() : holder.value;
  const ids = await liveIds(deps.db, day, now, { kind: holder.kind, value });
  for (const id of ids) await cancelReservation(deps, (await reservationRow(deps.db, id))!, now);
  return ids;
}
