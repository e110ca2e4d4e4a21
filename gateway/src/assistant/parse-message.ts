// The embedded assistant's parser (issue 17 item 3): what the shopper asks for, from the
// words of their language (and English, which shoppers mix in everywhere). It only
// extracts constraints; every fact in an answer comes from a tool.
import type { Language } from '@beauty/contracts/locale';
import { parsePriceLimit, type PriceLimit } from './price-limit.ts';
import { CONCERNS, type Concern, INTENT_WORDS, type Intent, PRODUCT_TYPES, type ProductType, SORT_WORDS } from './vocabulary.ts';
import { ACTIVITIES, type ActivityKindWord, DAY_WORDS, KIND_WORDS, OPEN_NOW_WORDS, PLACES, WEEKDAY_WORDS } from './visit-vocabulary.ts';

export interface ParsedMessage {
  intent: Intent | 'unknown';
  productType?: ProductType;
  concerns: Concern[];
  price: PriceLimit;
  sort?: 'PRICE_LOW_TO_HIGH' | 'TOP_RATED' | 'NEWEST';
  /** The message normalised (lower case, single spaces): what a search tool gets when nothing else matched. */
  text: string;
  /** Stores and bookings: a place named (the locator's Latin word for it). */
  place?: string;
  /** A 4-6 digit postcode in a store question. */
  postcode?: string;
  /** Bookings: the activity named (its slug), or only its kind ("a class"). */
  activity?: string;
  activityKind?: ActivityKindWord;
  day?: 'today' | 'tomorrow';
  /** Bookings: a day of the week named ("this Saturday"), 0 = Sunday. */
  weekday?: number;
  /** "Which stores are open now". */
  openNow: boolean;
}

const LATIN = /^[\p{Script=Latin}\d\s'’&+-]+$/u;

/** Latin words on word boundaries (a plural s/es allowed); Thai and Chinese as substrings. */
export function mentions(text: string, rawWord: string): boolean {
  const word = rawWord.normalize('NFKC');
  if (!LATIN.test(word)) return text.includes(word);
  const escaped = word.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\d])${escaped}(?:s|es)?(?![\\p{L}])`, 'iu').test(text);
}

// The page's language first, then every other: shoppers mix English into every language,
// and a Chinese-speaking shopper types Chinese on the English-only Singapore site.
const LANGUAGE_ORDER: Record<Language, readonly Language[]> = {
  en: ['en', 'zh', 'id', 'th'],
  id: ['id', 'en', 'zh', 'th'],
  th: ['th', 'en', 'zh', 'id'],
  zh: ['zh', 'en', 'id', 'th'],
};
const wordsOf = (words: Record<Language, readonly string[]>, language: Language) => LANGUAGE_ORDER[language].flatMap((l) => words[l]);
const any = (text: string, words: readonly string[]) => words.some((w) => mentions(text, w));

export function parseMessage(message: string, language: Language): ParsedMessage {
  const text = message.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  // The longest product word named wins: "โลชั่นกันแดด" (sunscreen lotion) is a sunscreen, not a body lotion.
  const named = PRODUCT_TYPES.flatMap((type) =>
    wordsOf(type.words, language)
      .filter((w) => mentions(text, w))
      .map((word) => ({ type, word })),
  );
  const best = named.reduce<(typeof named)[number] | undefined>((found, next) => (!found || next.word.length > found.word.length ? next : found), undefined);
  const productType = best?.type;
  // The product's own words are not a concern: "dry shampoo" is not about dry skin.
  const productWord = best?.word;
  const rest = productWord ? text.replace(productWord.normalize('NFKC'), ' ') : text;
  const concerns = CONCERNS.filter((concern) => any(rest, wordsOf(concern.words, language)));
  const price = parsePriceLimit(text);
  const sort = SORT_WORDS.find((s) => any(text, wordsOf(s.words, language)))?.sort;
  const namedIntent = INTENT_WORDS.find(({ words }) => any(text, wordsOf(words, language)))?.intent;
  const wantsProducts = productType !== undefined || price.maxMinor !== undefined || price.minMinor !== undefined;
  // A product word wins over a general one ("best cleanser" is a search, not a greeting;
  // "book a makeover" stays a booking); about_product needs the page's product.
  let intent: ParsedMessage['intent'] = namedIntent ?? (wantsProducts || concerns.length > 0 ? 'find_products' : 'unknown');
  if ((namedIntent === 'greeting' || namedIntent === 'about_product' || namedIntent === 'points') && wantsProducts) intent = 'find_products';
  return { intent, ...(productType ? { productType } : {}), concerns, price, ...(sort ? { sort } : {}), text, ...visitSlots(text, intent) };
}

const POSTCODE = /(?<!\d)\d{4,6}(?!\d)/u;

/** Where and what for a store or booking question; nothing for the other intents. */
function visitSlots(
  text: string,
  intent: ParsedMessage['intent'],
): Pick<ParsedMessage, 'place' | 'postcode' | 'activity' | 'activityKind' | 'day' | 'weekday' | 'openNow'> {
  if (intent !== 'stores' && intent !== 'booking') return { openNow: false };
  const place = PLACES.find((p) => any(text, p.words))?.term;
  const postcode = intent === 'stores' ? POSTCODE.exec(text)?.[0] : undefined;
  const activity = intent === 'booking' ? ACTIVITIES.find((a) => any(text, a.words)) : undefined;
  const activityKind = activity?.kind ?? (intent === 'booking' ? KIND_WORDS.find((k) => any(text, k.words))?.kind : undefined);
  const day = DAY_WORDS.find((d) => any(text, d.words))?.day;
  const weekday = WEEKDAY_WORDS.find((d) => any(text, d.words))?.weekday;
  return {
    ...(place ? { place } : {}),
    ...(postcode ? { postcode } : {}),
    ...(activity ? { activity: activity.slug } : {}),
    ...(activityKind ? { activityKind } : {}),
    ...(day ? { day } : {}),
    ...(weekday !== undefined ? { weekday } : {}),
    openNow: any(text, OPEN_NOW_WORDS),
  };
}
