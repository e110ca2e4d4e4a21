// Reads a reservation and shapes it for the REST answer: the activity's name in the
// request's language, the store, the artist, the instants and the store's wall time, and
// the state. "expired" is not stored: a booking whose slot has begun (by the api's clock)
// is expired, and can no longer be rescheduled or cancelled.
import { BOOKING_EXPIRED_MESSAGE, type Reservation, type ReservationStatus } from '@beauty/contracts/booking';
import type { Country, Language } from '@beauty/contracts/locale';
import type { Queryable } from '../db/db.ts';
import { directionsUrl } from '../store/store-repository.ts';
import { localStoreName } from '../store/stores.ts';
import { wallTimeOf } from '../store/wall-clock.ts';
import { bookingPrice } from './booking-price.ts';
import { pick, type LocalizedText } from './localized.ts';

export interface ReservationRow {
  id: string;
  confirmation_number: string;
  country: Country;
  language: Language;
  activity_id: string;
  kind: 'service' | 'class' | 'event';
  names: LocalizedText;
  duration_minutes: number;
  price_amount: number | null;
  currency: string;
  store_id: string;
  store_name: string;
  store_address: string;
  store_city: string;
  time_zone: string;
  latitude: number;
  longitude: number;
  artist_id: string | null;
  artist_name: string | null;
  session_id: string | null;
  starts_at: Date;
  ends_at: Date;
  status: 'confirmed' | 'rescheduled' | 'cancelled';
  full_name: string;
  email: string | null;
  phone: string | null;
  answers: { questionId: string; value: string | string[] }[];
  user_id: string | null;
  /** A guest's device id and buyer address when booked (decision 0134). */
  device_id: string | null;
  buyer_ip: string | null;
  provider: string;
  provider_reference: string | null;
  created_at: Date;
}

const SELECT = `select r.id, r.confirmation_number, r.country, r.language, r.activity_id, a.kind, a.names, a.duration_minutes, a.price_amount, a.currency,
  r.store_id, s.name as store_name, s.address as store_address, s.city as store_city, s.time_zone, s.latitude, s.longitude,
  r.artist_id, ar.name as artist_name, r.session_id, r.starts_at, r.ends_at, r.status, r.full_name, r.email, r.phone, r.answers, r.user_id,
  r.device_id, r.buyer_ip, r.provider, r.provider_reference, r.created_at
  from reservation r join activity a on a.id = r.activity_id join store s on s.id = r.store_id left join artist ar on ar.id = r.artist_id`;

export async function reservationRow(db: Queryable, id: string, forUpdate = false): Promise<ReservationRow | undefined> {
  const { rows } = await db.query<ReservationRow>(`${SELECT} where r.id = $1${forUpdate ? ' for update of r' : ''}`, [id]);
  return rows[0];
}

export async function memberReservationRows(db: Queryable, userId: string, country: Country): Promise<ReservationRow[]> {
  const { rows } = await db.query<ReservationRow>(`${SELECT} where r.user_id = $1 and r.country = $2 order by r.starts_at desc limit 100`, [userId, country]);
  return rows;
}

export function statusOf(row: Pick<ReservationRow, 'status' | 'starts_at'>, now: Date): ReservationStatus {
  if (row.status === 'cancelled') return 'cancelled';
  return row.starts_at <= now ? 'expired' : row.status;
}

/** The booked store as the shopper reads it: named in the language where it has a local name. */
export function bookedStore(row: ReservationRow, language: Language) {
  const local = localStoreName(row.store_id, language);
  return {
    id: row.store_id,
    name: local?.name ?? row.store_name,
    address: local?.address ?? row.store_address,
    city: local?.city ?? row.store_city,
    timeZone: row.time_zone,
  };
}

export function reservationDto(row: ReservationRow, now: Date, language: Language, manageToken: string | null): Reservation {
  const status = statusOf(row, now);
  const wall = wallTimeOf(row.starts_at, row.time_zone);
  return {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    status,
    activity: {
      id: row.activity_id,
      kind: row.kind,
      name: pick(row.names, language),
      durationMinutes: row.duration_minutes,
      price: bookingPrice(row.price_amount, row.currency, language, row.country),
    },
    store: {
      ...bookedStore(row, language),
      location: { lat: row.latitude, lng: row.longitude },
      directionsUrl: directionsUrl(row.latitude, row.longitude),
    },
    artist: row.artist_id ? { id: row.artist_id, name: row.artist_name ?? '' } : null,
    sessionId: row.session_id,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    local: { date: wall.date, time: wall.time, timeZone: row.time_zone },
    contact: { fullName: row.full_name, email: row.email, phone: row.phone },
    answers: row.answers,
    canChange: status === 'confirmed' || status === 'rescheduled',
    message: status === 'expired' ? BOOKING_EXPIRED_MESSAGE : null,
    manageToken,
    provider: row.provider,
    createdAt: row.created_at.toISOString(),
  };
}
