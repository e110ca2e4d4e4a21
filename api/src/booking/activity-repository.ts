// Reads activities (decision 0091) in the request's country and language: names and
// descriptions in that language, the price in the country's currency with its symbol,
// the stores that offer each, and the upcoming sessions of classes and events with the
// seats left, each read on its store's clock.
import type { Activity, ActivityKind, ActivityListQuery } from '@beauty/contracts/booking';
import type { Country, Language } from '@beauty/contracts/locale';
import type { Queryable } from '../db/db.ts';
import { wallTimeOf } from '../store/wall-clock.ts';
import { bookingPrice } from './booking-price.ts';
import { pick, type LocalizedText } from './localized.ts';

/** How far ahead an activity lists its sessions. */
const SESSION_HORIZON_DAYS = 60;

export interface ActivityRow {
  id: string;
  country: Country;
  kind: ActivityKind;
  group_id: string;
  duration_minutes: number;
  price_amount: number | null;
  currency: string;
  capacity: number;
  invitation_only: boolean;
  required_tier: string | null;
  names: LocalizedText;
  descriptions: LocalizedText;
  store_ids: string[];
}

interface SessionRow {
  id: string;
  activity_id: string;
  store_id: string;
  starts_at: Date;
  ends_at: Date;
  capacity: number;
  seats_taken: number;
  time_zone: string;
}

export interface Locale {
  country: Country;
  language: Language;
}

const ACTIVITY_COLUMNS = `a.id, a.country, a.kind, a.group_id, a.duration_minutes, a.price_amount, a.currency, a.capacity, a.invitation_only, a.required_tier, a.names, a.descriptions,
  coalesce((select array_agg(s.store_id order by st.position, st.id) from activity_store s join store st on st.id = s.store_id where s.activity_id = a.id), '{}') as store_ids`;

export async function activityRows(
  db: Queryable,
  country: Country,
  filter: { kind?: ActivityKind; groupId?: string; storeId?: string; id?: string } = {},
): Promise<ActivityRow[]> {
  const { rows } = await db.query<ActivityRow>(
    `select ${ACTIVITY_COLUMNS} from activity a
     where a.country = $1 and ($2::text is null or a.kind = $2) and ($3::text is null or a.group_id = $3) and ($4::text is null or a.id = $4)
       and ($5::text is null or exists (select 1 from activity_store s where s.activity_id = a.id and s.store_id = $5))
     order by a.position`,
    [country, filter.kind ?? null, filter.groupId ?? null, filter.id ?? null, filter.storeId ?? null],
  );
  return rows;
}

async function sessionRows(db: Queryable, activityIds: string[], now: Date, storeId?: string): Promise<SessionRow[]> {
  if (activityIds.length === 0) return [];
  const until = new Date(now.getTime() + SESSION_HORIZON_DAYS * 86_400_000);
  const { rows } = await db.query<SessionRow>(
    `select se.id, se.activity_id, se.store_id, se.starts_at, se.ends_at, se.capacity, se.seats_taken, st.time_zone
     from activity_session se join store st on st.id = se.store_id
     where se.activity_id = any($1::text[]) and se.starts_at > $2 and se.starts_at < $3 and ($4::text is null or se.store_id = $4)
     order by se.starts_at, se.store_id`,
    [activityIds, now, until, storeId ?? null],
  );
  return rows;
}

export function sessionDto(row: SessionRow) {
  const wall = wallTimeOf(row.starts_at, row.time_zone);
  return {
    id: row.id,
    storeId: row.store_id,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    local: { date: wall.date, time: wall.time, timeZone: row.time_zone },
    capacity: row.capacity,
    remaining: row.capacity - row.seats_taken,
  };
}

function activityDto(row: ActivityRow, locale: Locale, sessions: SessionRow[]): Activity {
  const own = sessions.filter((s) => s.activity_id === row.id).map(sessionDto);
  return {
    id: row.id,
    kind: row.kind,
    groupId: row.group_id,
    name: pick(row.names, locale.language),
    description: pick(row.descriptions, locale.language),
    durationMinutes: row.duration_minutes,
    price: bookingPrice(row.price_amount, row.currency, locale.language, locale.country),
    capacity: row.capacity,
    remainingCapacity: row.kind === 'service' ? null : own.reduce((sum, s) => sum + s.remaining, 0),
    invitationOnly: row.invitation_only,
    requiredTier: row.required_tier,
    storeIds: row.store_ids,
    sessions: own,
  };
}

/** Activities with their sessions; `date` keeps the sessions on that day in their store's zone (and the activities that have one). */
export async function listActivities(db: Queryable, locale: Locale, query: ActivityListQuery, now: Date): Promise<Activity[]> {
  const rows = await activityRows(db, locale.country, query);
  let sessions = await sessionRows(
    db,
    rows.filter((r) => r.kind !== 'service').map((r) => r.id),
    now,
    query.storeId,
  );
  if (query.date !== undefined) sessions = sessions.filter((s) => wallTimeOf(s.starts_at, s.time_zone).date === query.date);
  const activities = rows.map((row) => activityDto(row, locale, sessions));
  return query.date === undefined ? activities : activities.filter((a) => a.kind !== 'service' && a.sessions.length > 0);
}

export async function findActivity(db: Queryable, locale: Locale, id: string, now: Date): Promise<Activity | undefined> {
  const [row] = await activityRows(db, locale.country, { id });
  if (!row) return undefined;
  return activityDto(row, locale, await sessionRows(db, [row.id], now));
}

export async function listGroups(db: Queryable, locale: Locale) {
  const { rows } = await db.query<{ id: string; names: LocalizedText; descriptions: LocalizedText; n: number }>(
    `select g.id, g.names, g.descriptions, (select count(*)::int from activity a where a.group_id = g.id and a.country = $1) as n
     from activity_group g order by g.position`,
    [locale.country],
  );
  return rows.map((g) => ({ id: g.id, name: pick(g.names, locale.language), description: pick(g.descriptions, locale.language), activityCount: g.n }));
}

export async function listQuestions(db: Queryable, locale: Locale, activityId: string) {
  const { rows } = await db.query<{
    id: string;
    kind: 'text' | 'single' | 'multi';
    required: boolean;
    max_length: number | null;
    labels: LocalizedText;
    options: { value: string; labels: LocalizedText }[];
  }>(
    `select q.id, q.kind, q.required, q.max_length, q.labels, q.options from booking_question q join activity a on a.id = q.activity_id
     where q.activity_id = $1 and a.country = $2 order by q.position`,
    [activityId, locale.country],
  );
  return rows.map((q) => ({
    id: q.id,
    kind: q.kind,
    label: pick(q.labels, locale.language),
    required: q.required,
    maxLength: q.max_length,
    options: q.options.map((o) => ({ value: o.value, label: pick(o.labels, locale.language) })),
  }));
}
