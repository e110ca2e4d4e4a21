// Which reviews publish without a person looking (decision 0082). A review reaches this
// point only from a member who bought the product, once per product, with a rating and
// length-limited text; what remains risky is spam and abuse. So a review waits for staff
// when its text carries a link or an e-mail address (the usual spam), when it shouts
// (mostly capitals), or when the member has had a review rejected before. Everything else
// is published at once.
//
// Links are looked for in the NFKC-folded text (full-width ｗｗｗ．ｅｖｉｌ．ｃｏｍ is www.evil.com)
// with the ideographic full stops read as dots, and a bare domain is any name followed by a
// TLD-like suffix (two or more letters: cheapbeauty.shop, glow.beauty), not a fixed list;
// a false alarm only waits for staff.
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\b)/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** The text as a browser would read an address in it: compatibility forms folded, 。 and ｡ as dots. */
export function foldForLinks(text: string): string {
  return text.normalize('NFKC').replace(/[\u3002\uFF61]/g, '.');
}

export interface ReviewText {
  title: string;
  body: string;
}

export type ReviewHold = 'link' | 'shouting' | 'history';

/** Why a review must wait for staff, or undefined when it may publish at once. */
export function reviewHold(text: ReviewText, hasRejectedBefore: boolean): ReviewHold | undefined {
  const all = `${text.title}\n${text.body}`;
  const folded = foldForLinks(all);
  if (LINK.test(folded) || EMAIL.test(folded)) return 'link';
  const letters = all.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 20 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.7) return 'shouting';
  if (hasRejectedBefore) return 'history';
  return undefined;
}
