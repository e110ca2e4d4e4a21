// How many bookings one holder may have (decision 0134). A guest needs no account and no
// e-mail to book, so without limits one script took a store's whole day in a few calls.
// A holder is the member's account when signed in; for a guest, the device id AND the buyer
// address (vouched for by our own hops, platform/limits/buyer-ip.ts), both always counted;
// and the e-mail address whenever the form gives one (it is mailed every time).
//
// Counted in the transaction that inserts the booking, after an advisory lock per holder
// key (taken in one order, so two bookings never wait on each other crosswise): a burst of
// parallel calls from one holder is admitted exactly as a sequence would be.
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { wallTimeOf } from '../store/wall-clock.ts';

/** Live (not cancelled, not begun) bookings one holder may have at one store on one of its days. */
export const LIVE_BOOKINGS_PER_STORE_DAY = 2;
/** Live bookings one holder may have on one day, across all the country's stores. */
export const LIVE_BOOKINGS_PER_DAY = 3;
/** Bookings made for one e-mail address in 24 hours, cancelled ones included: each one mails it. */
export const BOOKINGS_PER_EMAIL_PER_DAY = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

export type HolderKind = 'account' | 'device' | 'ip' | 'email';
export const HOLDER_KINDS: readonly HolderKind[] = ['account', 'device', 'ip', 'email'];

export interface Holder {
  userId: string | null;
  deviceId: string | null;
  buyerIp: string | null;
  email: string | null;
}

export interface HolderKey {
  kind: HolderKind;
  value: string;
}

/** The column a holder kind is read from; a guest's device and address count guests' bookings only (a member's count per account). */
export const HOLDER_COLUMN: Record<HolderKind, string> = {
  account: 'r.user_id',
  device: 'r.device_id',
  ip: 'r.buyer_ip',
  email: 'lower(r.email)',
};
export const GUEST_ONLY: Record<HolderKind, string> = { account: '', device: 'and r.user_id is null', ip: 'and r.user_id is null', email: '' };

export const emailKey = (email: string) => email.trim().toLowerCase();

export function holderKeys(holder: Holder): HolderKey[] {
  const keys: HolderKey[] = [];
  if (holder.userId) keys.push({ kind: 'account', value: holder.userId });
  else {
    if (holder.deviceId) keys.push({ kind: 'device', value: holder.deviceId });
    if (holder.buyerIp) keys.push({ kind: 'ip', value: holder.buyerIp });
  }
  if (holder.email) keys.push({ kind: 'email', value: emailKey(holder.email) });
  return keys;
}

type Scope = 'store-day' | 'day' | 'email-day';

function limitReached(scope: Scope): ApiError {
  const message = {
    'store-day': `You already have ${LIVE_BOOKINGS_PER_STORE_DAY} bookings at this store on this day. Cancel one to book another time.`,
    day: `You already have ${LIVE_BOOKINGS_PER_DAY} bookings on this day. Cancel one to book another time.`,
    'email-day': `This e-mail address has been used for ${BOOKINGS_PER_EMAIL_PER_DAY} bookings today. Please try again tomorrow.`,
  }[scope];
  const limit = { 'store-day': LIVE_BOOKINGS_PER_STORE_DAY, day: LIVE_BOOKINGS_PER_DAY, 'email-day': BOOKINGS_PER_EMAIL_PER_DAY }[scope];
  return new ApiError(409, 'BOOKING_LIMIT_REACHED', message, { scope, limit });
}

export interface LimitTarget {
  storeId: string;
  startsAt: Date;
  timeZone: string;
  /** A reschedule: the booking being moved does not count against itself, and makes no new mail count. */
  moving?: string;
}

/** Refuses with 409 BOOKING_LIMIT_REACHED when this booking would take a holder past a limit. Call inside the booking's transaction. */
export async function checkBookingLimits(tx: Queryable, holder: Holder, target: LimitTarget, now: Date): Promise<void> {
  const keys = holderKeys(holder);
  for (const key of [...keys].sort((a, b) => `${a.kind}:${a.value}`.localeCompare(`${b.kind}:${b.value}`))) {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`booking-holder:${key.kind}:${key.value}`]);
  }
  const date = wallTimeOf(target.startsAt, target.timeZone).date;
  for (const key of keys) {
    const { rows } = await tx.query<{ store_day: number; day: number }>(
      `select count(*) filter (where r.store_id = $2)::int as store_day, count(*)::int as day
         from reservation r join store s on s.id = r.store_id
        where ${HOLDER_COLUMN[key.kind]} = $1 ${GUEST_ONLY[key.kind]} and r.status <> 'cancelled' and r.starts_at > $3 and r.id <> $5
          and (r.starts_at at time zone s.time_zone)::date = $4::date`,
      [key.value, target.storeId, now, date, target.moving ?? ''],
    );
    if (rows[0]!.store_day >= LIVE_BOOKINGS_PER_STORE_DAY) throw limitReached('store-day');
    if (rows[0]!.day >= LIVE_BOOKINGS_PER_DAY) throw limitReached('day');
    if (key.kind === 'email' && target.moving === undefined) {
      const made = await tx.query<{ n: number }>(`select count(*)::int as n from reservation r where lower(r.email) = $1 and r.created_at > $2`, [
        key.value,
        new Date(now.getTime() - DAY_MS),
      ]);
      if (made.rows[0]!.n >= BOOKINGS_PER_EMAIL_PER_DAY) throw limitReached('email-day');
    }
  }
}
