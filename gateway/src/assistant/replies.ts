// What the embedded assistant says, in the four languages (Indonesian with Anda, Chinese
// in Traditional characters with 您). Templates only hold words: every product, price,
// rating, shade and order in an answer is filled in from a tool's result. The words are
// data, in replies.json: answers (with {placeholders}), labels, concerns, prices, order states.
import type { Language } from '@beauty/contracts/locale';
import words from './replies.json' with { type: 'json' };

type Template = (vars: Record<string, string | number>) => string;
export const fill =
  (text: string): Template =>
  (vars) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ''));

/** The lookup of a table of templates (each in the four languages): the entry in the language, its {placeholders} filled. */
export const templatesOf =
  <Key extends string>(table: Record<Key, Record<Language, string>>) =>
  (key: Key, language: Language, vars: Record<string, string | number> = {}) =>
    fill(table[key][language])(vars);
/** The lookup of a table of words, used as they are. */
export const wordsOf =
  <Key extends string>(table: Record<Key, Record<Language, string>>) =>
  (key: Key, language: Language) =>
    table[key][language];

const { replies, labels, concerns, orderStatuses } = words;

export type ReplyKey = keyof typeof replies;
export const reply = templatesOf(replies satisfies Record<string, Record<Language, string>>);
export const label = wordsOf(labels satisfies Record<string, Record<Language, string>>);

/** How a concern reads in a sentence ("dry skin", "kulit kering"). */
export const CONCERN_LABELS: Record<string, Record<Language, string>> = concerns;

export const PRICE_WORDS = words.priceWords satisfies Record<string, Record<Language, string>>;
export const priceWords = templatesOf(PRICE_WORDS);

/** Order states as the order page names them. */
export const ORDER_STATUS_LABELS: Record<string, Record<Language, string>> = orderStatuses;
