// Slots (issue 13 item 3, decision 0092): when an activity can be booked at a store, on
// the store's own clock. A service's slots come from the store's hours that day (holiday
// hours on a public holiday), each artist's weekly shift, cut to those hours, and the
// artist's bookings: every SLOT_STEP_MINUTES a start where the whole service fits, with
// the artists free for all of it. A class's or event's slots are its sessions that day
// with seats left. Slots in the past are not offered.
import type { Slot } from '@beauty/contracts/booking';
import type { Queryable } from '../db/db.ts';
import { hoursOn } from '../store/store-hours.ts';
import { storeTimes, type StoreRow } from '../store/store-repository.ts';
import { instantAt, minutesOf, timeOf, wallTimeOf, weekdayOf } from '../store/wall-clock.ts';
import type { ActivityRow } from './activity-repository.ts';

/** Services start on the quarter hour. */
export const SLOT_STEP_MINUTES = 15;

export interface Artist {
  id: string;
  name: string;
}

interface Shift {
  artist_id: string;
  weekday: number;
  starts: string;
  ends: string;
}

interface Busy {
  artist_id: string;
  starts_at: Date;
  ends_at: Date;
}

export async function storeArtists(db: Queryable, storeId: string): Promise<Artist[]> {
  const { rows } = await db.query<Artist>('select id, name from artist where store_id = $1 order by position, id', [storeId]);
  return rows;
}

/**
 * A service's slots on the given days (calendar days in the store's zone). `taken`: leave out
 * the artists already booked (false: the slots the store offers at all, to tell a taken
 * slot from one that never existed). `ignoreReservation`: a booking being rescheduled
 * does not block itself.
 */
export async function serviceSlots(
  db: Queryable,
  store: StoreRow,
  activity: ActivityRow,
  dates: string[],
  now: Date,
  options: { artistId?: string; taken?: boolean; ignoreReservation?: string } = {},
): Promise<Map<string, Slot[]>> {
  const artists = (await storeArtists(db, store.id)).filter((a) => options.artistId === undefined || a.id === options.artistId);
  const result = new Map<string, Slot[]>(dates.map((d) => [d, []]));
  if (artists.length === 0 || dates.length === 0) return result;
  const { rows: shifts } = await db.query<Shift>('select artist_id, weekday, starts, ends from artist_shift where artist_id = any($1::text[])', [
    artists.map((a) => a.id),
  ]);
  const first = instantAt(dates[0]!, '00:00', store.time_zone);
  const last = instantAt(dates[dates.length - 1]!, '23:59', store.time_zone);
  const busy =
    options.taken === false
      ? []
      : (
          await db.query<Busy>(
            `select artist_id, starts_at, ends_at from reservation
             where artist_id = any($1::text[]) and status <> 'cancelled' and starts_at < $3 and ends_at > $2 and ($4::text is null or id <> $4)`,
            [artists.map((a) => a.id), first, last, options.ignoreReservation ?? null],
          )
        ).rows;
  const duration = activity.duration_minutes;
  for (const date of dates) {
    const hours = hoursOn(storeTimes(store), date);
    if (!hours) continue;
    const byStart = new Map<number, Artist[]>();
    for (const artist of artists) {
      const shift = shifts.find((s) => s.artist_id === artist.id && s.weekday === weekdayOf(date));
      if (!shift) continue;
      const from = Math.max(minutesOf(shift.starts), minutesOf(hours.opens));
      const until = Math.min(minutesOf(shift.ends), minutesOf(hours.closes));
      const firstStart = Math.ceil(from / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
      for (let start = firstStart; start + duration <= until; start += SLOT_STEP_MINUTES) {
        const startsAt = instantAt(date, timeOf(start), store.time_zone);
        const endsAt = new Date(startsAt.getTime() + duration * 60_000);
        if (startsAt <= now) continue;
        const clash = busy.some((b) => b.artist_id === artist.id && b.starts_at < endsAt && b.ends_at > startsAt);
        if (clash) continue;
        const list = byStart.get(startsAt.getTime()) ?? [];
        list.push(artist);
        byStart.set(startsAt.getTime(), list);
      }
    }
    const slots = [...byStart.entries()]
      .sort(([a], [b]) => a - b)
      .map(([at, free]): Slot => {
        const startsAt = new Date(at);
        const wall = wallTimeOf(startsAt, store.time_zone);
        return {
          startsAt: startsAt.toISOString(),
          endsAt: new Date(at + duration * 60_000).toISOString(),
          local: { date: wall.date, time: wall.time, timeZone: store.time_zone },
          artists: free,
          sessionId: null,
          remaining: 1,
        };
      });
    result.set(date, slots);
  }
  return result;
}

/** A class's or event's sessions on the given days at the store (seats left > 0 unless `taken` is false). */
export async function sessionSlots(
  db: Queryable,
  store: StoreRow,
  activity: ActivityRow,
  dates: string[],
  now: Date,
  options: { taken?: boolean } = {},
): Promise<Map<string, Slot[]>> {
  const result = new Map<string, Slot[]>(dates.map((d) => [d, []]));
  if (dates.length === 0) return result;
  const { rows } = await db.query<{ id: string; starts_at: Date; ends_at: Date; capacity: number; seats_taken: number }>(
    `select id, starts_at, ends_at, capacity, seats_taken from activity_session
     where activity_id = $1 and store_id = $2 and starts_at >= $3 and starts_at <= $4 and starts_at > $5 order by starts_at`,
    [activity.id, store.id, instantAt(dates[0]!, '00:00', store.time_zone), instantAt(dates[dates.length - 1]!, '23:59', store.time_zone), now],
  );
  for (const row of rows) {
    const remaining = row.capacity - row.seats_taken;
    if (remaining <= 0 && options.taken !== false) continue;
    const wall = wallTimeOf(row.starts_at, store.time_zone);
    result.get(wall.date)?.push({
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      local: { date: wall.date, time: wall.time, timeZone: store.time_zone },
      artists: [],
      sessionId: row.id,
      remaining,
    });
  }
  return result;
}

/** Any activity's slots, asked as a service's are: its artists' free times, or a class's or an event's sessions. */
export const slotsOn: typeof serviceSlots = (db, store, activity, dates, now, options = {}) =>
  activity.kind === 'service' ? serviceSlots(db, store, activity, dates, now, options) : sessionSlots(db, store, activity, dates, now, options);
