// Refuses text no shopper can type and no UTF-8 system can store, before any route's own
// validation (issue 10 item 5): a lone UTF-16 surrogate anywhere in the body, query or
// route parameters is 400 VALIDATION_FAILED. Without it, such a value passes a zod max
// length and reaches the database, which fails with a 500 (the REST fuzz found it in the
// sign-in email). NUL characters are the routes' own business: their id and slug screens
// answer "not found", and the error handler turns Postgres' refusal into a 400.
//
// It also finds links in text a shopper wrote for others to read (a gift card's message, a
// review): containsLink and withoutLinks look at the NFKC-folded text, so full-width
// "ｗｗｗ．ｅｖｉｌ．ｃｏｍ" counts as the "www.evil.com" a mail client would link.
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@beauty/contracts/platform';

const UNSTORABLE = /\p{Cs}/u;

/** The path of the first unstorable string in a parsed JSON value, or null. */
function unstorableAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  // Depth is bounded by the body limit; 64 levels is past any contract's shape.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return path;
    const found = unstorableAt(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

// A scheme link, a "www." start, or a dotted name ending in an ASCII top-level domain
// (bare "cheapbeauty.shop", an e-mail address's domain, an "xn--" one). The labels may be
// any letters, as an internationalised name's are; the dot may be the ideographic one, which
// browsers read as a dot in a host name. A CJK sentence with a dot before CJK text is no name.
const DOT = '[.\\u3002]';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}_-]*[\\p{L}\\p{N}])?';
const LINK_SOURCE = [
  '[a-z][a-z0-9+.-]*:\\/\\/\\S*',
  '(?:mailto|tel|sms|data|javascript):\\S+',
  `www${DOT}\\S*`,
  `(?:[\\p{L}\\p{N}._%+-]+@)?(?:${LABEL}${DOT})+(?:[a-z]{2,63}|xn--[a-z0-9-]+)(?![\\p{L}\\p{N}])(?::\\d+)?(?:[/?#]\\S*)?`,
].join('|');

/** The text as a mail client's link finder may read it: compatibility forms folded (NFKC), lower case. */
export function foldForLinkCheck(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export function containsLink(text: string): boolean {
  return new RegExp(LINK_SOURCE, 'iu').test(foldForLinkCheck(text));
}

/**
 * The text, NFKC-folded, with every link and domain-like word taken out (each becomes "…"),
 * so no mail client can turn it into a link. Without a list of top-level domains a sentence
 * typed without a space ("birthday.see you") loses a word too: safer than a link.
 */
export function withoutLinks(text: string): string {
  const folded = text.normalize('NFKC');
  return folded.replace(new RegExp(LINK_SOURCE, 'giu'), '…').replace(/…(?:\s*…)+/g, '…');
}

// Controls become spaces; invisible format characters (bidirectional overrides that reverse
// what a reader sees, zero-width ones that split "evil.com" for a filter) go.
const CONTROLS = /\p{Cc}/gu;
const INVISIBLE = /\p{Cf}/gu;
const visible = (text: string) => text.replace(INVISIBLE, '').replace(CONTROLS, ' ');

/** A name a shopper typed, for others to read as plain text: one line, no links, no invisible characters. */
export function plainShopperName(text: string): string {
  return withoutLinks(visible(text)).replace(/\s+/g, ' ').trim();
}

/** A message a shopper typed: its line breaks kept, no links, no invisible characters. */
export function plainShopperMessage(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map(visible);
  return withoutLinks(lines.join('\n'))
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const [location, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = unstorableAt(value, '');
      if (field === null) continue;
      const body: ErrorBody = {
        code: 'VALIDATION_FAILED',
        message: `Invalid ${location} field "${field || location}": is not valid Unicode text`,
        details: { location, field: field || location },
      };
      return reply.status(400).send(body);
    }
  });
}
