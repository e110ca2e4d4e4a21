// The signed links the shop mails and hands out (an order's key, a booking's manage link, an
// alert's confirm and unsubscribe links: decisions 0146, 0095, 0081): the base64url HMAC-SHA256,
// under the domain's own secret, of "<purpose>:<part>:<part>…". The purpose is in the message
// so a token signed for one purpose opens nothing signed for another, even under one secret.
//
// The message, the algorithm and the encoding are what links already sitting in shoppers'
// inboxes were signed with: changing any of them silently breaks every one of those links
// (signed-link.test.ts pins each purpose's message byte for byte). A new kind of link takes a
// new purpose; a purpose keeps one fixed number of parts, so ":" inside an id cannot make
// two different links sign the same message.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPart = string | number;

/** The token of a link: base64url of HMAC-SHA256(secret, "<purpose>:<parts joined by ':'>"). */
export function signLink(secret: string, purpose: string, ...parts: LinkPart[]): string {
  return createHmac('sha256', secret)
    .update([purpose, ...parts].join(':'))
    .digest('base64url');
}

/**
 * Is `token` the token of this purpose and these parts? Compared in constant time; any other
 * input (missing, empty, another length, characters base64url does not have) is simply false,
 * never a throw, since it comes straight from a query string or a request body.
 */
export function verifyLink(secret: string, token: string | undefined, purpose: string, ...parts: LinkPart[]): boolean {
  if (typeof token !== 'string' || token === '') return false;
  const expected = Buffer.from(signLink(secret, purpose, ...parts));
  const given = Buffer.from(token);
  // timingSafeEqual throws on buffers of different lengths; the length of a right token is
  // no secret (every token is 43 characters), so checking it first leaks nothing.
  return expected.length === given.length && timingSafeEqual(expected, given);
}
