// One place decides how a GraphQL answer may be kept (decision 0122, reliability plan row 30).
//
// A guest's answer to a public query (public-operation.ts) that read nothing personal while it
// was made (personal-use.ts), set no cookie and has no error is public:
// - shared caches may keep it briefly (s-maxage) and serve it stale while they refresh, and
//   browsers revalidate it every time with its ETag (an unchanged answer is a 304, no body);
// - the gateway keeps it in its shared cache (Redis when configured, memory otherwise) under
//   the catalogue version (catalog-version.ts), so a price or stock change misses at once.
// Everything else, a member's answer to the same query included, is `private, no-store`.
import { createHash } from 'node:crypto';
import { noneMatch } from '@beauty/server-kit/conditional-get';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { JsonCache } from '../cache/json-cache.ts';
import type { RequestScope } from '../rest-client.ts';
import type { CatalogVersion } from './catalog-version.ts';
import type { PersonalUse } from './personal-use.ts';
import { isPublicOperation } from './public-operation.ts';

export const PRIVATE_NO_STORE = 'private, no-store';
/**
 * Browsers always revalidate (max-age=0, the ETag makes it cheap); a CDN keeps a public answer
 * 10 s and may serve it up to 30 s stale while refreshing. The shop's own pages never go
 * through such a cache (the web server asks the gateway directly), so they see a change at once.
 */
export const PUBLIC_SHARED = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';
/** Everything that chooses a public answer besides the URL: the locale's headers and cookies. */
export const PUBLIC_VARY = 'x-site-country, x-site-language, cookie';
/** Time-driven changes (a launch at midnight, content scheduled to end) are not versioned: this bounds them. */
export const RESPONSE_TTL_MS = 60_000;

interface Stored {
  etag: string;
  result: FormattedExecutionResult;
}

export interface ResponseCacheOptions {
  /**
   * Where public answers are kept (read per request: the gateway's cache is ready only after
   * Apollo starts); undefined keeps none (RESPONSE_CACHE=off): headers still say what may be cached.
   */
  cache: () => JsonCache | undefined;
  version: CatalogVersion;
  ttlMs?: number;
}

/**
 * What the plugin reads of a request's context (context.ts builds it): whether this request
 * may share answers at all, the site it is for, and whether the answer used anything personal.
 */
export interface ResponseCacheContext {
  readonly sharedAnswers: boolean;
  readonly locale: RequestScope['locale'];
  readonly personalUse: PersonalUse;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The body Apollo sends for a result: its fields in Apollo's order, as its default
 * stringifyResult writes them. A public answer's ETag is the hash of exactly that text; it is
 * written once here and handed to Apollo (stringifyResult below), not written twice: for a
 * 48-product listing a second JSON.stringify was about 2% of the gateway's CPU.
 */
const bodyText = (result: FormattedExecutionResult) => `${JSON.stringify({ errors: result.errors, data: result.data, extensions: result.extensions })}\n`;
const written = new WeakMap<object, { text: string; extensions: FormattedExecutionResult['extensions'] }>();

function etagOf(result: FormattedExecutionResult): string {
  const text = bodyText(result);
  if (result.data) written.set(result.data, { text, extensions: result.extensions });
  return `"${sha256(text).slice(0, 27)}"`;
}

/** Apollo's `stringifyResult`: the text etagOf already wrote for this result, else the same text written now. */
export function stringifyResult(result: FormattedExecutionResult): string {
  const text = result.data && result.errors === undefined ? written.get(result.data) : undefined;
  return text && text.extensions === result.extensions ? text.text : bodyText(result);
}
const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Stored).etag === 'string' &&
  typeof (value as Stored).result === 'object' &&
  (value as Stored).result !== null;

export function responseCache<C extends ResponseCacheContext>({ cache, version, ttlMs = RESPONSE_TTL_MS }: ResponseCacheOptions): ApolloServerPlugin<C> {
  return {
    async requestDidStart({ contextValue }) {
      let publicOperation = false;
      let key: string | undefined;
      let hit: Stored | undefined;
      const store = cache();
      return {
        async responseForOperation({ document, operation, queryHash, request, response }) {
          // No operation of that name in the document: Apollo answers 400 once execution says so.
          if (!operation) return null;
          publicOperation = contextValue.sharedAnswers && isPublicOperation(document, operation, request.variables ?? {});
          if (!publicOperation || !store) return null;
          const current = await version.current(contextValue.locale);
          if (current === undefined) return null;
          const { country, language } = contextValue.locale;
          key = `resp:${current}:${country}:${language}:${sha256(`${queryHash}\0${request.operationName ?? ''}\0${JSON.stringify(request.variables ?? {})}`)}`;
          const stored = await store.get(key);
          if (!isStored(stored)) return null;
          hit = stored;
          return { http: response.http, body: { kind: 'single', singleResult: stored.result } };
        },
        async willSendResponse({ request, response }) {
          const { http, body } = response;
          const result = body.kind === 'single' ? body.singleResult : undefined;
          const shareable = publicOperation && result !== undefined && result.errors === undefined && !contextValue.personalUse.touched;
          if (!shareable) {
            http.headers.set('cache-control', PRIVATE_NO_STORE);
            return;
          }
          const etag = hit?.etag ?? etagOf(result);
          // Not awaited: the shopper need not wait for Redis (its calls are time-boxed and never throw).
          if (!hit && key && store) void store.set(key, { etag, result } satisfies Stored, ttlMs);
          http.headers.set('cache-control', PUBLIC_SHARED);
          http.headers.set('vary', PUBLIC_VARY);
          http.headers.set('etag', etag);
          // A conditional GET (browsers, CDNs) of an unchanged answer; Node sends no body with a 304.
          const ifNoneMatch = request.http?.method === 'GET' ? request.http.headers.get('if-none-match') : undefined;
          if (!noneMatch(ifNoneMatch, etag)) http.status = 304;
        },
      };
    },
  };
}
