// Which reviews publish without a person looking (decision 0082). A review reaches this
// point only from a member who bought the product, once per product, with a rating and
// length-limited text; what remains risky is spam and abuse. So a review waits for staff
// when its text carries a link or an e-mail address (the usual spam), when it shouts
// (mostly capitals), or when the member has had a review rejected before. Everything else
// is published at once.
const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|io|co|xyz|ru|cn)\b)/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

export interface ReviewText {
  title: string;
  body: string;
}

export type ReviewHold = 'link' | 'shouting' | 'history';

/** Why a review must wait for staff, or undefined when it may publish at once. */
export function reviewHold(text: ReviewText, hasRejectedBefore: boolean): ReviewHold | undefined {
  const all = `${text.title}\n${text.body}`;
  if (LINK.test(all) || EMAIL.test(all)) return 'link';
  const letters = all.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 20 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.7) return 'shouting';
  if (hasRejectedBefore) return 'history';
  return undefined;
}
