// Writes the offer (activity-list.ts) for every store of the one store list: the groups,
// each country's activities priced in its currency, which store offers what (from the
// store's `services`), the questions, artists and their shifts (upserts), and the weekly
// sessions of classes and events for the coming weeks (inserted when missing, so running
// it again, at every start, only adds the weeks that came into range).
import { COUNTRY_CURRENCY, type Country } from '@beauty/contracts/locale';
import type { Queryable } from '../../db/db.ts';
import { STORE_LIST } from '../../store/stores.ts';
import { addDays, instantAt, wallTimeOf, weekdayOf } from '../../store/wall-clock.ts';
import { ACTIVITIES, ARTIST_NAMES, GROUPS, PRICE_STEP, SHIFT_PATTERNS } from './activity-list.ts';

/** How many weeks of class and event sessions exist ahead of today. */
export const SESSION_WEEKS = 8;

export const activityId = (country: Country, slug: string) => `AC-${country}-${slug}`;

function storesOffering(kind: 'service' | 'class' | 'event') {
  const service = kind === 'service' ? 'beauty_services' : kind === 'class' ? 'classes' : 'events';
  return STORE_LIST.filter((store) => store.services.includes(service));
}

export async function seedBookings(tx: Queryable): Promise<void> {
  for (const [position, group] of GROUPS.entries()) {
    await tx.query(
      `insert into activity_group (id, position, names, descriptions) values ($1, $2, $3::jsonb, $4::jsonb)
       on conflict (id) do update set position = excluded.position, names = excluded.names, descriptions = excluded.descriptions`,
      [group.id, position, JSON.stringify(group.names), JSON.stringify(group.descriptions)],
    );
  }
  const countries = [...new Set(STORE_LIST.map((s) => s.country))];
  for (const country of countries) {
    for (const [position, activity] of ACTIVITIES.entries()) {
      const id = activityId(country, activity.slug);
      await tx.query(
        `insert into activity (id, country, kind, slug, group_id, duration_minutes, price_amount, currency, capacity, invitation_only, required_tier, names, descriptions, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14)
         on conflict (id) do update set kind = excluded.kind, group_id = excluded.group_id, duration_minutes = excluded.duration_minutes,
           price_amount = excluded.price_amount, currency = excluded.currency, capacity = excluded.capacity, invitation_only = excluded.invitation_only,
           required_tier = excluded.required_tier, names = excluded.names, descriptions = excluded.descriptions, position = excluded.position`,
        [
          id,
          country,
          activity.kind,
          activity.slug,
          activity.groupId,
          activity.durationMinutes,
          activity.priceSteps === null ? null : activity.priceSteps * PRICE_STEP[country],
          COUNTRY_CURRENCY[country],
          activity.capacity,
          activity.invitationOnly,
          activity.requiredTier,
          JSON.stringify(activity.names),
          JSON.stringify(activity.descriptions),
          position,
        ],
      );
      for (const [q, question] of activity.questions.entries()) {
        await tx.query(
          `insert into booking_question (id, activity_id, position, kind, required, max_length, labels, options) values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)
           on conflict (id) do update set position = excluded.position, kind = excluded.kind, required = excluded.required, max_length = excluded.max_length, labels = excluded.labels, options = excluded.options`,
          [
            `${id}-${question.slug}`,
            id,
            q,
            question.kind,
            question.required,
            question.maxLength,
            JSON.stringify(question.labels),
            JSON.stringify(question.options),
          ],
        );
      }
      for (const store of storesOffering(activity.kind).filter((s) => s.country === country)) {
        await tx.query('insert into activity_store (activity_id, store_id) values ($1, $2) on conflict do nothing', [id, store.id]);
      }
    }
  }
  for (const store of storesOffering('service')) {
    const flagship = store.services.length === 3;
    const names = ARTIST_NAMES[store.country].slice(0, flagship ? 3 : 2);
    for (const [n, name] of names.entries()) {
      const artistId = `AR-${store.id.slice(3)}-${n + 1}`;
      await tx.query(
        'insert into artist (id, store_id, name, position) values ($1, $2, $3, $4) on conflict (id) do update set name = excluded.name, position = excluded.position',
        [artistId, store.id, name, n],
      );
      for (const shift of SHIFT_PATTERNS[n]!) {
        await tx.query(
          `insert into artist_shift (artist_id, weekday, starts, ends) values ($1, $2, $3, $4)
           on conflict (artist_id, weekday) do update set starts = excluded.starts, ends = excluded.ends`,
          [artistId, shift.weekday, shift.starts, shift.ends],
        );
      }
    }
  }
}

/** The weekly sessions of classes and events from `now` for SESSION_WEEKS weeks, in each store's zone (one statement). */
export async function seedSessions(tx: Queryable, now: Date): Promise<void> {
  const values: unknown[] = [];
  const rows: string[] = [];
  for (const activity of ACTIVITIES) {
    if (!activity.weekly) continue;
    for (const store of storesOffering(activity.kind)) {
      const today = wallTimeOf(now, store.timeZone).date;
      const first = addDays(today, (activity.weekly.weekday - weekdayOf(today) + 7) % 7);
      for (let week = 0; week < SESSION_WEEKS; week += 1) {
        const date = addDays(first, week * 7);
        const startsAt = instantAt(date, activity.weekly.time, store.timeZone);
        const endsAt = new Date(startsAt.getTime() + activity.durationMinutes * 60_000);
        const at = values.length;
        rows.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}::timestamptz, $${at + 5}::timestamptz, $${at + 6}::int)`);
        values.push(
          `SE-${store.id.slice(3)}-${activity.slug}-${date}`,
          activityId(store.country, activity.slug),
          store.id,
          startsAt.toISOString(),
          endsAt.toISOString(),
          activity.capacity,
        );
      }
    }
  }
  if (rows.length === 0) return;
  await tx.query(
    `insert into activity_session (id, activity_id, store_id, starts_at, ends_at, capacity) values ${rows.join(', ')} on conflict (id) do nothing`,
    values,
  );
}
