// Words of a text for full-text search, in any of the shop's scripts. Postgres's parser
// splits on spaces and punctuation, so Thai and Chinese, written without spaces, would
// come out as one long "word" per phrase ("ลิปสติกสีแดง", "紅色口紅") and never match a
// word inside it. ICU's dictionary-based segmenter (Intl.Segmenter, in Node's full ICU)
// cuts them into words first, for the documents and the queries alike, so both sides
// agree: "ลิปสติก สี แดง", "紅色 口紅".

/** Latin letters and digits: searched with the english configuration (stems, stop words). */
const LATIN_WORD = /^[a-z0-9]+$/;
const MAX_QUERY_LENGTH = 100;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(language: string): Intl.Segmenter {
  let found = segmenters.get(language);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, found);
  }
  return found;
}

/** Lower case, accents folded ("Estée" → "estee"), width folded ("ＬＩＰ" → "lip"). */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A shopper's query as we keep and show it: normalized, at most 100 characters. */
export function cleanQuery(query: string): string {
  return normalizeSearchText(query).slice(0, MAX_QUERY_LENGTH).trim();
}

export interface SearchWords {
  /** Latin-script words and numbers, for the english configuration. */
  latin: string[];
  /** Words of other scripts (Thai, Han…), as the segmenter cut them. */
  other: string[];
}

/** The words of a text. Thai is cut with the Thai dictionary, Han with the Chinese one. */
export function searchWords(text: string): SearchWords {
  const latin: string[] = [];
  const other: string[] = [];
  const normalized = normalizeSearchText(text);
  // The language only picks the dictionary; ICU's root rules cut Latin words alike.
  const language = /\p{Script=Thai}/u.test(normalized) ? 'th' : /\p{Script=Han}/u.test(normalized) ? 'zh' : 'en';
  for (const { segment, isWordLike } of segmenter(language).segment(normalized)) {
    if (!isWordLike) continue;
    // "lip-gloss" and "2.0" arrive whole from ICU in some cases: keep only letters and digits.
    for (const part of segment.split(/[^\p{L}\p{M}\p{N}]+/u)) {
      if (!part) continue;
      if (LATIN_WORD.test(part)) latin.push(part);
      else if (/[\p{L}\p{N}]/u.test(part)) other.push(part);
    }
  }
  return { latin, other };
}

/** Each word once, in the order first met. */
export const unique = (words: readonly string[]) => [...new Set(words)];

/** Whether a piece of text is written in Latin letters, digits and symbols only (no Thai, no Han…). */
export const isLatin = (text: string) => !/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(text);

/**
 * The units a correction works on: each Latin word, and each space-separated run of other
 * scripts whole, since the segmenter cuts a misspelt Thai word into meaningless pieces
 * ("ลิปสติค" → "ลิ ป สติ ค") that no trigram comparison could mend.
 */
export function correctionUnits(query: string): string[] {
  return normalizeSearchText(query)
    .split(' ')
    .flatMap((chunk) => (isLatin(chunk) ? searchWords(chunk).latin : chunk ? [chunk] : []));
}
