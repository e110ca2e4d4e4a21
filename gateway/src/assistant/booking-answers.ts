// Services and classes, and their free times (issue 17, decision 0113). The activity the
// shopper named (or, naming none, the list of what can be booked), at the store they named
// or the first that offers it; a service's free slots on the first day that has any within
// the next few days, a class's next sessions with places left. Every time is shown in the
// store's own zone, as the booking page shows it.
import { formatDay, localDay } from '@beauty/contracts/calendar';
import { formatMoney } from '@beauty/contracts/money';
import { localeTag } from '@beauty/contracts/locale-tag';
import type { Locale } from '../locale/resolve-locale.ts';
import type { AssistantAnswer } from './answer.ts';
import { mentions, type ParsedMessage } from './parse-message.ts';
import { activityPath, ASSISTANT_PATHS } from './paths.ts';
import { label } from './replies.ts';
import { mentionsStore } from './store-answers.ts';
import type { ToolActivity } from './tool-documents.ts';
import type { Tools } from './tools.ts';
import { visitReply, visitWord } from './visit-replies.ts';

/** "The next few days" of a service's slots. */
export const SLOT_DAYS = 4;
/** Slot times named in one answer; the booking page has the rest. */
const MAX_TIMES = 6;
const MAX_SESSIONS = 3;
const SESSION_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

const priceOf = (activity: ToolActivity, locale: Locale) =>
  activity.price ? formatMoney(activity.price, localeTag(locale)) : visitWord('free', locale.language);
const timeIn = (instant: string, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeTag(locale), { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
const dayIn = (instant: string, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeTag(locale), { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(instant));
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The first day on or after `date` (a calendar day) that falls on `weekday` (0 = Sunday). */
const nextWeekday = (date: string, weekday: number) => addDays(date, (weekday - new Date(`${date}T00:00:00Z`).getUTCDay() + 7) % 7);

function offerList(activities: ToolActivity[], parsed: ParsedMessage, locale: Locale): AssistantAnswer {
  const { language } = locale;
  const stores = activities.flatMap((a) => a.stores);
  const store = stores.find((s) => mentionsStore(parsed.text, s));
  const offered = store ? activities.filter((a) => a.stores.some((s) => s.id === store.id)) : activities;
  const list = offered
    .map((a) => visitReply('offerItem', language, { name: a.name, duration: a.durationMinutes, price: priceOf(a, locale) }))
    .join(visitWord('listSeparator', language));
  return {
    text: store ? visitReply('offerAt', language, { store: store.name, list }) : visitReply('offer', language, { list }),
    productIds: [],
    suggestions: [],
    link: { label: label('booking', language), href: ASSISTANT_PATHS.booking },
  };
}

async function serviceSlots(
  activity: ToolActivity,
  store: ToolActivity['stores'][number],
  parsed: ParsedMessage,
  tools: Tools,
  locale: Locale,
): Promise<string> {
  const { language } = locale;
  // The store's own "today" (its wall clock, not the server's or UTC's); tomorrow is the day
  // after on its calendar; "this Saturday" is that day only, today when today is one.
  const today = store.localTime.slice(0, 10);
  const named = parsed.weekday === undefined ? undefined : nextWeekday(today, parsed.weekday);
  const from = named ?? (parsed.day === 'tomorrow' ? addDays(today, 1) : undefined);
  const calendar = await tools.slotCalendar({ activityId: activity.id, storeId: store.id, ...(from ? { from } : {}), days: named ? 1 : SLOT_DAYS });
  const day = calendar.days.find((d) => d.slotCount > 0 && (!named || d.date === named));
  if (!day) {
    if (named)
      return visitReply('slotsNoneOn', language, {
        activity: activity.name,
        store: store.name,
        date: formatDay(named, localeTag(locale), { weekday: 'short', day: 'numeric', month: 'short' }),
      });
    return visitReply('slotsNone', language, { activity: activity.name, store: store.name, days: SLOT_DAYS });
  }
  const { slots, timeZone } = await tools.timeSlots({ activityId: activity.id, storeId: store.id, date: day.date });
  if (slots.length === 0) return visitReply('slotsNone', language, { activity: activity.name, store: store.name, days: SLOT_DAYS });
  const times = slots.slice(0, MAX_TIMES).map((s) => timeIn(s.startsAt, timeZone, locale));
  if (slots.length > MAX_TIMES) times.push(visitReply('slotsMore', language, { count: slots.length - MAX_TIMES }));
  return visitReply('slots', language, {
    activity: activity.name,
    duration: activity.durationMinutes,
    price: priceOf(activity, locale),
    store: store.name,
    date: formatDay(day.date, localeTag(locale), { weekday: 'short', day: 'numeric', month: 'short' }),
    times: times.join(', '),
  });
}

function classSessions(activity: ToolActivity, storeId: string | undefined, parsed: ParsedMessage, locale: Locale): string {
  const { language } = locale;
  const now = new Date();
  const until = now.getTime() + SESSION_WINDOW_MS;
  // "This Saturday": the coming one on the session's store's calendar, as for a service.
  const onNamedDay = (s: ToolActivity['sessions'][number]) =>
    parsed.weekday === undefined ||
    localDay(locale.country, new Date(s.startsAt), s.timeZone) === nextWeekday(localDay(locale.country, now, s.timeZone), parsed.weekday);
  const sessions = activity.sessions
    .filter((s) => s.remaining > 0 && Date.parse(s.startsAt) <= until && (!storeId || s.store.id === storeId) && onNamedDay(s))
    .slice(0, MAX_SESSIONS);
  if (sessions.length === 0 && parsed.weekday !== undefined) {
    const day = nextWeekday(localDay(locale.country, now), parsed.weekday);
    return visitReply('sessionsNoneOn', language, {
      activity: activity.name,
      date: formatDay(day, localeTag(locale), { weekday: 'short', day: 'numeric', month: 'short' }),
    });
  }
  if (sessions.length === 0) return visitReply('sessionsNone', language, { activity: activity.name });
  const list = sessions
    .map((s) =>
      visitReply('session', language, {
        date: dayIn(s.startsAt, s.timeZone, locale),
        time: timeIn(s.startsAt, s.timeZone, locale),
        store: s.store.name,
        remaining: s.remaining,
      }),
    )
    .join(visitWord('listSeparator', language));
  return visitReply('sessions', language, { activity: activity.name, duration: activity.durationMinutes, price: priceOf(activity, locale), list });
}

export async function bookingAnswer(parsed: ParsedMessage, tools: Tools, locale: Locale): Promise<AssistantAnswer> {
  const all = await tools.activities(parsed.activityKind ? { kind: parsed.activityKind } : {});
  // Events are by date and some by invitation: their page, not a slot list, answers them.
  const bookable = all.filter((a) => a.kind !== 'EVENT' && !a.invitationOnly);
  const activity = parsed.activity
    ? bookable.find((a) => a.id.endsWith(`-${parsed.activity}`))
    : bookable.find((a) => mentions(parsed.text, a.name.toLowerCase()));
  if (!activity || activity.stores.length === 0) return offerList(bookable, parsed, locale);
  const named = activity.stores.find(
    (s) => mentionsStore(parsed.text, s) || (parsed.place !== undefined && mentions(s.city.toLowerCase(), parsed.place.toLowerCase())),
  );
  const text =
    activity.kind === 'CLASS'
      ? classSessions(activity, named?.id, parsed, locale)
      : await serviceSlots(activity, named ?? activity.stores[0]!, parsed, tools, locale);
  return { text, productIds: [], suggestions: [], link: { label: visitWord('bookNow', locale.language), href: activityPath(activity.kind, activity.id) } };
}
