// Checks of the assistant's store, booking and points answers (decision 0113) against the
// gateway's own operations, asked directly: every store the answer names is one of the
// site's, every HH:MM–HH:MM is a real store's hours, every slot time a real free time (or
// class session) of that activity in the store's zone, every points figure the member's.
import type { EvalQuestion } from './questions.ts';

export type Ask = (query: string, variables?: Record<string, unknown>) => Promise<any>;
export interface Reply {
  text: string;
  link: { href: string } | null;
}
/** ok: the constraints hold; invented: facts in the answer no operation confirms. */
export interface Verdict {
  ok: boolean;
  invented: number;
  /** The unconfirmed facts, printed with the question. */
  what?: string[];
}

const STORES = `{ storeLocator { stores { id name city openingHours { opens closes } specialHours { opens closes } } } }`;
const ACTIVITIES = `{ activities { id kind name stores { id name timeZone } sessions { startsAt timeZone store { id } } } }`;
const CALENDAR = 'query ($a: ID!, $s: ID!) { slotCalendar(activityId: $a, storeId: $s, days: 6) { days { date slotCount } } }';
const SLOTS = 'query ($a: ID!, $s: ID!, $d: String!) { timeSlots(activityId: $a, storeId: $s, date: $d) { timeZone slots { startsAt } } }';
const PASS = `{ me { beautyPass { points { valid pending expiringSoon { points } } progress { toNextTier { amount currency } toKeep { amount currency } } } } }`;

const time = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
const ranges = (text: string) => [...text.matchAll(/(\d{2}:\d{2})\s*[–-]\s*(\d{2}:\d{2})/gu)].map((m) => `${m[1]}–${m[2]}`);
const times = (text: string) => [...text.matchAll(/(?<![\d:])(\d{2}:\d{2})(?![\d:])/gu)].map((m) => m[1]!);
/** Digit groups of a figure as written in any of the four languages ("1,234", "1.234"). */
const digits = (text: string) => [...text.matchAll(/\d[\d.,]*/gu)].map((m) => m[0].replace(/[.,](?=\d{3}\b)/gu, '').replace(/[.,]$/u, ''));

export async function checkStores(expect: Extract<EvalQuestion['expect'], { kind: 'stores' }>, reply: Reply, ask: Ask): Promise<Verdict> {
  const all = (await ask(STORES)).data.storeLocator.stores as Array<{ name: string; city: string; openingHours: any[]; specialHours: any[] }>;
  const named = all.filter((s) => reply.text.includes(s.name));
  const hours = new Set(all.flatMap((s) => [...s.openingHours, ...s.specialHours].map((h) => `${h.opens}–${h.closes}`)));
  const what = ranges(reply.text).filter((r) => !hours.has(r));
  const invented = what.length;
  const place = expect.city ? named.some((s) => s.city.startsWith(expect.city!)) : true;
  const names = (expect.names ?? []).every((n) => named.some((s) => s.name === n));
  return { ok: named.length > 0 && place && names && !!reply.link?.href.startsWith('/stores'), invented, what };
}

export async function checkSlots(expect: Extract<EvalQuestion['expect'], { kind: 'slots' }>, reply: Reply, ask: Ask, country: string): Promise<Verdict> {
  const id = `AC-${country}-${expect.activity}`;
  const activity = ((await ask(ACTIVITIES)).data.activities as any[]).find((a) => a.id === id);
  if (!activity) return { ok: false, invented: 0 };
  const segment = activity.kind === 'CLASS' ? 'classes' : 'services';
  const real = new Set<string>();
  const stores = activity.stores.filter((s: any) => reply.text.includes(s.name));
  if (activity.kind === 'CLASS') for (const s of activity.sessions) real.add(time(s.startsAt, s.timeZone));
  for (const store of activity.kind === 'CLASS' ? [] : stores) {
    const calendar = (await ask(CALENDAR, { a: id, s: store.id })).data.slotCalendar;
    for (const day of calendar.days.filter((d: any) => d.slotCount > 0)) {
      const { timeZone, slots } = (await ask(SLOTS, { a: id, s: store.id, d: day.date })).data.timeSlots;
      for (const slot of slots) real.add(time(slot.startsAt, timeZone));
    }
  }
  const what = times(reply.text).filter((t) => !real.has(t));
  return { ok: reply.text.includes(activity.name) && reply.link?.href === `/happening/${segment}/${id}`, invented: what.length, what };
}

export async function checkServices(reply: Reply, ask: Ask): Promise<Verdict> {
  const activities = (await ask(ACTIVITIES)).data.activities as Array<{ name: string }>;
  return { ok: activities.some((a) => reply.text.includes(a.name)) && reply.link?.href === '/happening/services', invented: 0 };
}

export async function checkPoints(expect: Extract<EvalQuestion['expect'], { kind: 'points' }>, reply: Reply, askAsMember: Ask | undefined): Promise<Verdict> {
  if (!expect.member || !askAsMember) {
    // A guest learns nothing but that they should sign in.
    const what = digits(reply.text);
    return { ok: reply.link?.href === '/sign_in?return_to=%2Faccount' && what.length === 0, invented: what.length, what };
  }
  const pass = (await askAsMember(PASS)).data.me.beautyPass;
  const real = new Set([pass.points.valid, pass.points.pending, pass.points.expiringSoon?.points].filter((n) => n !== undefined).map(String));
  const money = [pass.progress.toNextTier, pass.progress.toKeep].filter(Boolean).map((m: any) => m.amount / 100);
  const stated = digits(reply.text).filter((d) => !d.includes(':') && d.length < 8);
  // A figure in the answer is the member's points, a spend amount, or part of a date (day or year).
  const what = stated.filter((d) => !real.has(d) && !money.some((m) => Number(d) === m) && !(Number(d) >= 1 && Number(d) <= 31) && !/^(?:20|25)\d\d$/u.test(d));
  return { ok: reply.link?.href === '/account' && stated.includes(String(pass.points.valid)), invented: what.length, what };
}
