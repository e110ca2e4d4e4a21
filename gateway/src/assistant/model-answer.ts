// The model's final text made into an answer (decision 0113), or refused. Cards are only
// products a tool returned this turn, in stock: named by a [[product:ID]] marker (replaced
// by the product's real name) or by their exact name. A marker naming anything else, or a
// figure (price, points, time, date) that no tool result and not the question holds, means
// the model made it up: ModelError('ungrounded'), and the embedded engine answers.
import { type AssistantAnswer, MAX_CARDS } from './answer.ts';
import { ModelError } from './model-client.ts';
import type { TurnFacts } from './model-tools.ts';

const MARKER = /\[\[\s*product\s*:\s*([^\]\s]{1,80})\s*\]\]/giu;
// Not inside an id (P1): those are names, not figures.
const NUMBER = /(?<![\p{L}\d_])\d+(?:[.,:]\d+)*/gu;
/** A figure right after a currency sign or code is a price: never waved through as "small". */
const CURRENCY_BEFORE = /(?:[$฿₱元]|rm|rp|php|thb|sgd|hkd|aud|nzd|myr|idr)\s*$/iu;
/** Counting words ("3 picks", "2 stores") need no tool behind them. */
const SMALL = 10;
const MAX_ANSWER_CHARS = 1_500;

/** One figure as a comparable string: "1,290.00" and "1.290" → "1290", "29.90" → "29.9", "9:30" → "09:30". */
export function figure(token: string): string {
  if (/^\d{1,2}:\d{2}$/u.test(token)) return token.padStart(5, '0');
  let value: number | undefined;
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/u.test(token)) value = Number(token.replace(/,/gu, ''));
  else if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/u.test(token)) value = Number(token.replace(/\./gu, '').replace(',', '.'));
  else if (/^\d+(?:[.,]\d+)?$/u.test(token)) value = Number(token.replace(',', '.'));
  return value === undefined || Number.isNaN(value) ? token : String(value);
}

export const figuresIn = (text: string) => new Set([...text.matchAll(NUMBER)].map((m) => figure(m[0])));

/** A price must be one the tools returned (or the shopper's budget); any other figure must appear in a tool result. */
function ungroundedFigure(text: string, known: Set<string>, prices: Set<string>): string | undefined {
  for (const match of text.matchAll(NUMBER)) {
    const value = figure(match[0]);
    if (CURRENCY_BEFORE.test(text.slice(Math.max(0, match.index - 4), match.index))) {
      if (prices.has(value)) continue;
      return value;
    }
    if (known.has(value) || (/^\d+$/u.test(value) && Number(value) <= SMALL)) continue;
    return value;
  }
  return undefined;
}

export function answerFromModel(modelText: string, question: string, facts: TurnFacts): Pick<AssistantAnswer, 'text' | 'productIds' | 'link'> {
  const cards: string[] = [];
  const card = (id: string) => {
    const product = facts.products.get(id) ?? [...facts.products.values()].find((p) => p.slug === id);
    if (!product) throw new ModelError('ungrounded', 'a product no tool returned');
    if (product.inStock && !cards.includes(product.id) && cards.length < MAX_CARDS) cards.push(product.id);
    return product.name;
  };
  const text = modelText
    .replace(MARKER, (_, id: string) => card(id))
    .replace(/\s+/gu, ' ')
    .trim();
  if (!text) throw new ModelError('malformed', 'an empty answer');
  if (text.length > MAX_ANSWER_CHARS) throw new ModelError('malformed', 'an answer too long to be one');
  // A product named in words is a card too, if a tool returned it.
  const lower = text.toLowerCase();
  for (const product of facts.products.values()) {
    if (cards.length >= MAX_CARDS) break;
    if (product.inStock && !cards.includes(product.id) && product.name.length >= 4 && lower.includes(product.name.toLowerCase())) cards.push(product.id);
  }
  const known = figuresIn([...facts.results, question].join(' '));
  const unknown = ungroundedFigure(text, known, figuresIn([...facts.prices, question].join(' ')));
  if (unknown !== undefined) throw new ModelError('ungrounded', 'a figure no tool returned');
  return { text, productIds: cards, link: facts.link };
}
