// The booking e-mails as outbox rows (docs/architecture.md#work-that-runs-later), written in
// the transaction that makes the change: booking_confirmed, booking_rescheduled,
// booking_cancelled and booking_reminder. The payload holds everything a template needs
// (language, country, names, the store and its zone, the instants and the store's wall
// time, the manage links) and what the .ics calendar file needs (the instants in UTC, a
// UID stable per reservation, SEQUENCE = its number of changes, DTSTAMP = the change's
// time), so the sender reads nothing else. The file itself is built when the mail is
// rendered (booking/mail/booking-calendar.ts), with the absolute manage link.
// No address (a guest who gave only a phone number): no mail.
import type { Queryable } from '../db/db.ts';
import { writeOutboxRow } from '../platform/mail/outbox.ts';
import { wallTimeOf } from '../store/wall-clock.ts';
import { pick } from './localized.ts';
import { bookedStore, type ReservationRow } from './reservation-repository.ts';

export const BOOKING_MAIL_KINDS = ['booking_confirmed', 'booking_rescheduled', 'booking_cancelled', 'booking_reminder'] as const;
export type BookingMailKind = (typeof BOOKING_MAIL_KINDS)[number];

const KIND_PATH = { service: 'services', class: 'classes', event: 'events' } as const;

/** The pages of docs/product.md#paths a guest manages the booking from, with its signed token. */
/** The mail's links open the booking on its own country site and language, on any device (no locale cookie there yet). */
export function manageLinks(row: Pick<ReservationRow, 'id' | 'kind' | 'country' | 'language'>, token: string) {
  const q = `?token=${encodeURIComponent(token)}&country_code=${row.country}&language=${row.language}`;
  return {
    reschedule: `/happening/services/reschedule/${row.id}${q}`,
    cancel: `/happening/${KIND_PATH[row.kind]}/cancel/${row.id}${q}`,
  };
}

async function recipientOf(tx: Queryable, row: ReservationRow): Promise<string | undefined> {
  if (row.email) return row.email;
  if (!row.user_id) return undefined;
  const { rows } = await tx.query<{ email: string }>('select email from account_user where id = $1', [row.user_id]);
  return rows[0]?.email;
}

export async function writeBookingMail(
  tx: Queryable,
  kind: BookingMailKind,
  row: ReservationRow,
  token: string,
  now: Date,
  sequence: number,
): Promise<boolean> {
  const to = await recipientOf(tx, row);
  if (!to) return false;
  const activityName = pick(row.names, row.language);
  const wall = wallTimeOf(row.starts_at, row.time_zone);
  const payload = {
    to,
    language: row.language,
    country: row.country,
    fullName: row.full_name,
    confirmationNumber: row.confirmation_number,
    activity: { id: row.activity_id, kind: row.kind, name: activityName, durationMinutes: row.duration_minutes },
    price: row.price_amount === null ? null : { amount: row.price_amount, currency: row.currency },
    store: bookedStore(row, row.language),
    artist: row.artist_name,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    local: { date: wall.date, time: wall.time, timeZone: row.time_zone },
    links: manageLinks(row, token),
    calendar: { uid: `${row.id}@bookings.lumi-beauty`, sequence, stampedAt: now.toISOString() },
  };
  // The outbox caps stranger-caused mail per address (decision 0136): a guest can type any address.
  await writeOutboxRow(tx, kind, to, payload);
  return true;
}
