// What the embedded assistant says about stores, bookings and Beauty Pass points, in the
// four languages (replies.ts's pattern: Indonesian with Anda, Traditional Chinese with 您).
// Templates hold words only: every store, hour, slot time, price and points figure is
// filled in from a tool's result. The words are data, in visit-replies.json.
import type { Language } from '@beauty/contracts/locale';
import { templatesOf, wordsOf } from './replies.ts';
import words from './visit-replies.json' with { type: 'json' };

export type VisitReplyKey = keyof typeof words.replies;
export const visitReply = templatesOf(words.replies satisfies Record<string, Record<Language, string>>);
export const visitWord = wordsOf(words.words satisfies Record<string, Record<Language, string>>);

/** Sentences joined as each language writes them (Chinese needs no space after 。). */
export const sentences = (parts: string[], language: Language) => parts.join(language === 'zh' ? '' : ' ');
