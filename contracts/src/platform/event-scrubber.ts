// What may leave for the error-reporting service: the error, its stack and where it
// happened, never a shopper's personal data (decision 0003). Sentry's sendDefaultPii:false
// still sends request bodies, most headers and query strings, so every event passes here.
// Plain objects in, plain objects out: the same code runs in Node and in the browser.

/** Headers worth having on a report; every other header (Authorization, Cookie…) goes. */
const KEPT_HEADERS = new Set([
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'user-agent',
  'x-site-country',
  'apollo-require-preflight',
  'referer',
]);

/** Keys whose value is a secret or personal whatever it holds. */
const SECRET_KEY = /pass(word|wd)?|secret|token|authori[sz]ation|cookie|e-?mail|card|cvc|cvv|phone|address|birth/i;

// Bounded parts (RFC 5321 lengths) keep this linear on a megabyte of text; no "/" so
// that file paths like .pnpm/@scope+pkg@1.2.3/ in stack frames stay readable.
const EMAIL = /[^\s@<>"'(),;:/]{1,64}@[^\s@<>"'(),;:/]{1,255}/g;
const HAS_TLD = /\.[a-z]{2,}\.?$/i;
const BEARER = /\b(bearer|basic)\s+[\w.~+/=-]+/gi;

export const REDACTED = '[redacted]';
/** docs/product.md#error-reporting: breadcrumb text is cut at 140 characters. */
export const BREADCRUMB_TEXT_LIMIT = 140;

export function scrubText(text: string): string {
  const masked = text.includes('@') ? text.replace(EMAIL, (match) => (HAS_TLD.test(match) ? '[email]' : match)) : text;
  return masked.replace(BEARER, '$1 [redacted]');
}

/** A URL without its query and fragment: reset links and order links carry tokens there. */
export function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && item !== null && item !== undefined ? REDACTED : scrubValue(item, depth + 1);
  }
  return out;
}

type Json = Record<string, unknown>;

function scrubRequest(request: Json): Json {
  const headers = (request.headers ?? {}) as Record<string, unknown>;
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())));
  // Body, cookies, query string and the caller's address: personal data or secrets.
  const { data: _data, cookies: _cookies, query_string: _query, env: _env, ...rest } = request;
  return { ...rest, ...(typeof rest.url === 'string' ? { url: withoutQuery(rest.url) } : {}), headers: scrubValue(kept, 0) };
}

function scrubBreadcrumb(crumb: Json): Json {
  const out = scrubValue(crumb, 0) as Json;
  if (typeof out.message === 'string' && out.message.length > BREADCRUMB_TEXT_LIMIT) {
    out.message = out.message.slice(0, BREADCRUMB_TEXT_LIMIT);
  }
  const data = out.data as Json | undefined;
  if (data && typeof data.url === 'string') out.data = { ...data, url: withoutQuery(data.url) };
  return out;
}

/**
 * A copy of the event with secrets and personal data removed: no user, no body, no
 * cookies, no query strings, only harmless headers, and every e-mail address, bearer
 * token and secret-named field masked wherever it appears (messages, extras, breadcrumbs).
 */
export function scrubEvent<E extends object>(event: E): E {
  // sdkProcessingMetadata holds the SDK's own objects (scopes) and never leaves the process.
  const { user: _user, request, breadcrumbs, sdkProcessingMetadata, ...rest } = event as Json;
  const out = scrubValue(rest, 0) as Json;
  if (sdkProcessingMetadata !== undefined) out.sdkProcessingMetadata = sdkProcessingMetadata;
  if (request && typeof request === 'object') out.request = scrubRequest(request as Json);
  if (Array.isArray(breadcrumbs)) out.breadcrumbs = breadcrumbs.map((crumb) => scrubBreadcrumb(crumb as Json));
  return out as E;
}

/** docs/product.md#error-reporting: "payload cap 1 MB". 1,000,000 bytes of JSON (decision 0003). */
export const MAX_EVENT_BYTES = 1_000_000;

/** The event's size as the SDK will send it (UTF-8 JSON), before compression. */
export function eventBytes(event: object): number {
  return new TextEncoder().encode(JSON.stringify(event)).length;
}
