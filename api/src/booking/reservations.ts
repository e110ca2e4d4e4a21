// Our own reservation service, the default booking provider (decision 0092): create,
// reschedule and cancel, each one transaction with its outbox row.
//
// No double booking is the database's: a service's booking claims its artist's time under
// the exclusion constraint of migration 0081 (a second overlapping booking, however it
// races, fails with 23P01 and becomes SLOT_TAKEN); a class or event seat is a conditional
// update of the session's counter (seats_taken < capacity). "Any available artist" tries
// the free artists in turn, each attempt its own transaction.
//
// Idempotent create: the same key (Idempotency-Key header or body) returns the booking it
// made; the key is taken under an advisory lock, so two retries racing make one booking.
import { createHash, randomInt } from 'node:crypto';
import type { ReservationCreateBody } from '@beauty/contracts/booking';
import type { Country, Language } from '@beauty/contracts/locale';
import { PG_ERROR, pgErrorCode, type Db, type Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { addDays, instantAt, wallTimeOf } from '../store/wall-clock.ts';
import { listQuestions } from './activity-repository.ts';
import { checkBookingForm } from './booking-form.ts';
import { writeBookingMail } from './booking-mail.ts';
import { checkBookingLimits } from './booking-limits.ts';
import { bookingTarget, checkArtist, type BookingTarget } from './booking-target.ts';
import { manageToken } from './manage-link.ts';
import type { TierOf } from './member-tier.ts';
import { reservationRow, statusOf, type ReservationRow } from './reservation-repository.ts';
import { slotsOn } from './slots.ts';

/** Exclusion-constraint violation: the artist already holds an overlapping booking. */
const EXCLUSION_VIOLATION = '23P01';

export interface ReservationDeps {
  db: Db;
  linkSecret: string;
  tierOf: TierOf;
}

export interface Caller {
  country: Country;
  language: Language;
  userId: string | undefined;
  /** A guest's device id and buyer address: what the booking limits count a guest by (decision 0134). */
  deviceId: string | undefined;
  buyerIp: string | undefined;
}

const slotTaken = () => new ApiError(409, 'SLOT_TAKEN', 'This time was just booked by someone else. Please choose another.');
const expired = () => new ApiError(422, 'BOOKING_EXPIRED', 'Your booking has expired and cannot be rescheduled or cancelled.');

/** "SG-7K3F9Q": the country and six characters without look-alikes (0/O, 1/I). */
function confirmationNumber(country: Country): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `${country}-${Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

/** The day before, 10:00 on the store's clock; none when that is already past at booking time. */
export function reminderAt(startsAt: Date, timeZone: string, now: Date): Date | null {
  const at = instantAt(addDays(wallTimeOf(startsAt, timeZone).date, -1), '10:00', timeZone);
  return at > now ? at : null;
}

function fingerprint(body: ReservationCreateBody): string {
  const { idempotencyKey: _key, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url');
}

interface SlotChoice {
  startsAt: Date;
  endsAt: Date;
  /** Artists to try in order (services). */
  artists: string[];
  sessionId: string | null;
}

/**
 * The slot a request names, checked against what the store offers: SLOT_UNAVAILABLE when
 * it never existed (outside hours or shifts, off the quarter hour, in the past), SLOT_TAKEN
 * when it exists but nobody (or not the chosen artist) is free any more.
 */
async function chooseSlot(
  db: Queryable,
  target: BookingTarget,
  startsAtIso: string,
  artistId: string | null | undefined,
  now: Date,
  ignoreReservation?: string,
): Promise<SlotChoice> {
  const startsAt = new Date(startsAtIso);
  if (Number.isNaN(startsAt.getTime())) throw new ApiError(422, 'SLOT_UNAVAILABLE', "This time is not one of the store's slots.", { startsAt: startsAtIso });
  const date = wallTimeOf(startsAt, target.store.time_zone).date;
  const options = { artistId: artistId ?? undefined, ignoreReservation };
  const offered = (await slotsOn(db, target.store, target.activity, [date], now, { ...options, taken: false })).get(date) ?? [];
  const slot = offered.find((s) => new Date(s.startsAt).getTime() === startsAt.getTime());
  if (!slot) throw new ApiError(422, 'SLOT_UNAVAILABLE', "This time is not one of the store's slots.", { startsAt: startsAtIso });
  const free = ((await slotsOn(db, target.store, target.activity, [date], now, options)).get(date) ?? []).find((s) => s.startsAt === slot.startsAt);
  if (!free) throw slotTaken();
  return { startsAt, endsAt: new Date(slot.endsAt), artists: free.artists.map((a) => a.id), sessionId: free.sessionId };
}

async function checkInvitation(deps: ReservationDeps, target: BookingTarget, caller: Caller): Promise<void> {
  if (!target.activity.invitation_only) return;
  const tier = caller.userId === undefined ? undefined : await deps.tierOf(deps.db, caller.userId);
  if (tier === undefined || (target.activity.required_tier !== null && tier !== target.activity.required_tier)) {
    throw new ApiError(403, 'INVITATION_ONLY', 'This event is by invitation only.', { requiredTier: target.activity.required_tier });
  }
}

/** Takes a seat of a class or event session: one conditional update, so capacity is never exceeded. */
async function takeSeat(tx: Queryable, sessionId: string): Promise<void> {
  const { rowCount } = await tx.query('update activity_session set seats_taken = seats_taken + 1 where id = $1 and seats_taken < capacity', [sessionId]);
  if (rowCount === 0) throw slotTaken();
}

async function freeSeat(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query('update activity_session set seats_taken = seats_taken - 1 where id = $1 and seats_taken > 0', [sessionId]);
}

/** Runs one attempt; an artist's overlapping booking (23P01) becomes SLOT_TAKEN. */
async function claim<T>(db: Db, attempt: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(attempt);
  } catch (error) {
    if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw slotTaken();
    throw error;
  }
}

export interface Created {
  id: string;
  created: boolean;
}

export async function createReservation(
  deps: ReservationDeps,
  caller: Caller,
  body: ReservationCreateBody,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<Created> {
  const { db } = deps;
  const target = await bookingTarget(db, caller.country, body.activityId, body.storeId);
  const questions = await listQuestions(db, caller, target.activity.id);
  const form = checkBookingForm(body.contact, body.answers, questions, caller.country);
  await checkArtist(db, target.store.id, body.artistId);
  await checkInvitation(deps, target, caller);
  const key = idempotencyKey ?? body.idempotencyKey;
  const requestHash = fingerprint(body);
  const existing = key === undefined ? undefined : await byKey(db, key, requestHash);
  if (existing) return { id: existing, created: false };

  let slot: SlotChoice;
  try {
    slot = await chooseSlot(db, target, body.startsAt, body.artistId, now);
  } catch (error) {
    // A retry that raced the first request past the check above finds the slot taken: by
    // the booking that request made under the same key, which is the answer.
    const made = key === undefined ? undefined : await byKey(db, key, requestHash);
    if (made) return { id: made, created: false };
    throw error;
  }
  const candidates: (string | null)[] = target.activity.kind === 'service' ? slot.artists : [null];
  for (const artistId of candidates) {
    try {
      return await claim(db, async (tx) => {
        if (key !== undefined) {
          // The same key, sent twice at once: the second waits here, then finds the booking.
          await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`booking:${key}`]);
          const again = await byKey(tx, key, requestHash);
          if (again) return { id: again, created: false };
        }
        const holder = { userId: caller.userId ?? null, deviceId: caller.deviceId ?? null, buyerIp: caller.buyerIp ?? null, email: form.contact.email ?? null };
        await checkBookingLimits(tx, holder, { storeId: target.store.id, startsAt: slot.startsAt, timeZone: target.store.time_zone }, now);
        if (slot.sessionId) await takeSeat(tx, slot.sessionId);
        const id = crypto.randomUUID();
        await tx.query(
          `insert into reservation (id, confirmation_number, country, language, activity_id, store_id, artist_id, session_id, starts_at, ends_at, status,
             full_name, email, phone, answers, user_id, idempotency_key, request_hash, remind_at, created_at, updated_at, device_id, buyer_ip)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'confirmed', $11, $12, $13, $14::jsonb, $15, $16, $17, $18, $19, $19, $20, $21)`,
          [
            id,
            confirmationNumber(caller.country),
            caller.country,
            caller.language,
            target.activity.id,
            target.store.id,
            artistId,
            slot.sessionId,
            slot.startsAt,
            slot.endsAt,
            form.contact.fullName,
            form.contact.email ?? null,
            form.contact.phone ?? null,
            JSON.stringify(form.answers),
            caller.userId ?? null,
            key ?? null,
            requestHash,
            reminderAt(slot.startsAt, target.store.time_zone, now),
            now,
            caller.deviceId ?? null,
            caller.buyerIp ?? null,
          ],
        );
        const row = (await reservationRow(tx, id))!;
        await writeBookingMail(tx, 'booking_confirmed', row, manageToken(deps.linkSecret, id), now, 0);
        return { id, created: true };
      });
    } catch (error) {
      // Another artist may still be free for "any available artist"; a chosen one is not.
      if (error instanceof ApiError && error.code === 'SLOT_TAKEN' && artistId !== candidates[candidates.length - 1]) continue;
      if (pgErrorCode(error) === PG_ERROR.uniqueViolation && key !== undefined) {
        const again = await byKey(db, key, requestHash);
        if (again) return { id: again, created: false };
      }
      throw error;
    }
  }
  throw slotTaken();
}

async function byKey(db: Queryable, key: string, requestHash: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string; request_hash: string | null }>('select id, request_hash from reservation where idempotency_key = $1', [key]);
  const row = rows[0];
  if (!row) return undefined;
  if (row.request_hash !== requestHash) throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for a different booking.');
  return row.id;
}

function assertChangeable(row: ReservationRow, now: Date): void {
  const status = statusOf(row, now);
  if (status === 'expired') throw expired();
  if (status === 'cancelled') throw new ApiError(422, 'BOOKING_CANCELLED', 'This booking was cancelled.');
}

export async function rescheduleReservation(
  deps: ReservationDeps,
  row: ReservationRow,
  startsAt: string,
  artistId: string | null | undefined,
  now: Date,
): Promise<void> {
  const { db } = deps;
  assertChangeable(row, now);
  const target = await bookingTarget(db, row.country, row.activity_id, row.store_id);
  await checkArtist(db, target.store.id, artistId);
  const slot = await chooseSlot(db, target, startsAt, artistId, now, row.id);
  // Keep the same artist when they are free at the new time and none was asked for.
  const ordered = artistId ? slot.artists : [...slot.artists].sort((a, b) => Number(b === row.artist_id) - Number(a === row.artist_id));
  const candidates: (string | null)[] = target.activity.kind === 'service' ? ordered : [null];
  for (const candidate of candidates) {
    try {
      await claim(db, async (tx) => {
        const locked = (await reservationRow(tx, row.id, true))!;
        assertChangeable(locked, now);
        const holder = { userId: locked.user_id, deviceId: locked.device_id, buyerIp: locked.buyer_ip, email: locked.email };
        await checkBookingLimits(tx, holder, { storeId: target.store.id, startsAt: slot.startsAt, timeZone: target.store.time_zone, moving: locked.id }, now);
        if (slot.sessionId && slot.sessionId !== locked.session_id) {
          await takeSeat(tx, slot.sessionId);
          if (locked.session_id) await freeSeat(tx, locked.session_id);
        }
        await tx.query(
          `update reservation set starts_at = $2, ends_at = $3, artist_id = $4, session_id = $5, status = 'rescheduled', remind_at = $6, reminded_at = null,
             changes = changes + 1, updated_at = $7 where id = $1`,
          [row.id, slot.startsAt, slot.endsAt, candidate, slot.sessionId, reminderAt(slot.startsAt, target.store.time_zone, now), now],
        );
        const changed = (await reservationRow(tx, row.id))!;
        const { rows } = await tx.query<{ changes: number }>('select changes from reservation where id = $1', [row.id]);
        await writeBookingMail(tx, 'booking_rescheduled', changed, manageToken(deps.linkSecret, row.id), now, rows[0]!.changes);
      });
      return;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SLOT_TAKEN' && candidate !== candidates[candidates.length - 1]) continue;
      throw error;
    }
  }
}

/** Cancels (a second cancel is a no-op that answers the same); an expired booking cannot be. */
export async function cancelReservation(deps: ReservationDeps, row: ReservationRow, now: Date): Promise<void> {
  if (row.status === 'cancelled') return;
  assertChangeable(row, now);
  await deps.db.transaction(async (tx) => {
    const locked = (await reservationRow(tx, row.id, true))!;
    if (locked.status === 'cancelled') return;
    assertChangeable(locked, now);
    if (locked.session_id) await freeSeat(tx, locked.session_id);
    const { rows } = await tx.query<{ changes: number }>(
      `update reservation set status = 'cancelled', changes = changes + 1, updated_at = $2 where id = $1 returning changes`,
      [row.id, now],
    );
    await writeBookingMail(tx, 'booking_cancelled', { ...locked, status: 'cancelled' }, manageToken(deps.linkSecret, row.id), now, rows[0]!.changes);
  });
}
