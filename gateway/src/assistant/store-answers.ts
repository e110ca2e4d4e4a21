// Stores and their hours (issue 17, decision 0113): the locator of the site country, asked
// for the place the shopper named (nearest first), or every store with the ones named in
// the question picked out. Today's hours are the store's own: its wall date (localTime)
// picks the weekday, and a public holiday's hours replace the usual ones.
import type { Locale } from '../locale/resolve-locale.ts';
import type { AssistantAnswer } from './answer.ts';
import { mentions, type ParsedMessage } from './parse-message.ts';
import { storesPath } from './paths.ts';
import { label } from './replies.ts';
import type { ToolStore } from './tool-documents.ts';
import type { Tools } from './tools.ts';
import { sentences, visitReply, visitWord } from './visit-replies.ts';
import { cityName } from './visit-vocabulary.ts';

/** Stores listed in one answer; the link shows the rest. */
const MAX_STORES = 4;
/** "Stores in Bangkok": those within a city's reach of the place the locator found. */
const CITY_KM = 15;
const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
// Words of mall names too common to pick one store out ("Central", "Mall").
const COMMON = new Set([
  'the',
  'mall',
  'city',
  'plaza',
  'central',
  'street',
  'megamall',
  'square',
  'festival',
  'westfield',
  'flagship',
  'grand',
  'commercial',
  'pitt',
  'times',
  'indonesia',
]);

/** The city without its state ("Sydney NSW" → "sydney"). */
const cityWord = (city: string) => city.replace(/\s+[A-Z]{2,3}$/u, '').toLowerCase();

/** The question names this store: its name, a distinctive word of it, its city or postcode. */
export function mentionsStore(text: string, store: { name: string; city: string; postalCode?: string | null }): boolean {
  const name = store.name
    .toLowerCase()
    .replace(/\(.*?\)/gu, '')
    .trim();
  const words = name.split(/\s+/u).filter((w) => w.length >= 4 && !COMMON.has(w));
  return (
    mentions(text, name) ||
    words.some((w) => mentions(text, w)) ||
    mentions(text, cityWord(store.city)) ||
    (!!store.postalCode && text.includes(store.postalCode))
  );
}

/** Today's hours at the store, on its own calendar. */
export function todaysHours(store: ToolStore): { opens: string | null; closes: string | null; holiday?: string } {
  const date = store.localTime.slice(0, 10);
  const special = store.specialHours.find((h) => h.date === date);
  if (special) return { opens: special.opens, closes: special.closes, ...(special.name ? { holiday: special.name } : {}) };
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  const hours = store.openingHours.find((h) => h.weekday === weekday);
  return { opens: hours?.opens ?? null, closes: hours?.closes ?? null };
}

function storeLine(store: ToolStore, locale: Locale): string {
  const { language } = locale;
  const { opens, closes, holiday } = todaysHours(store);
  const vars = { name: store.name, city: cityName(store.city, language), holiday: holiday ? ` (${holiday})` : '' };
  if (!opens || !closes) return visitReply('storeClosedToday', language, vars);
  return visitReply('storeOpenToday', language, { ...vars, opens, closes, status: visitWord(store.openNow ? 'openNow' : 'closedNow', language) });
}

function listOf(stores: ToolStore[], locale: Locale): string {
  const lines = stores.slice(0, MAX_STORES).map((s) => storeLine(s, locale));
  if (stores.length > MAX_STORES) lines.push(visitReply('andMore', locale.language, { count: stores.length - MAX_STORES }));
  return lines.join(visitWord('listSeparator', locale.language));
}

export async function storesAnswer(parsed: ParsedMessage, tools: Tools, locale: Locale): Promise<AssistantAnswer> {
  const { language } = locale;
  const place = parsed.postcode ?? parsed.place;
  const found = await tools.stores(place);
  let stores = found.stores;
  const notHere = place !== undefined && found.placeNotFound;
  if (place && !notHere) stores = stores.filter((s) => s.distanceKm !== null && s.distanceKm <= CITY_KM);
  if (!place) {
    const named = stores.filter((s) => mentionsStore(parsed.text, s));
    if (named.length > 0) stores = named;
  }
  let text: string;
  if (parsed.openNow) {
    const open = stores.filter((s) => s.openNow);
    text = open.length
      ? visitReply('storesOpenNow', language, { list: listOf(open, locale) })
      : visitReply('storesNoneOpen', language, { list: listOf(stores, locale) });
  } else if (place && !notHere) {
    text = visitReply('storesIn', language, { place: cityName(stores[0]?.city ?? place, language), list: listOf(stores, locale) });
  } else {
    text = visitReply('storesAll', language, { list: listOf(stores, locale) });
  }
  if (notHere) text = visitReply('storesNotHere', language, { place: cityName(place, language), rest: text });
  return {
    text: sentences([text, visitReply('localTimes', language)], language),
    productIds: [],
    suggestions: [],
    link: { label: label('stores', language), href: storesPath(notHere ? undefined : place) },
  };
}
