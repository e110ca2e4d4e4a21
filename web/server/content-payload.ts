// GET {path}/_payload.json?build={id}&locale={country-language} (docs/product.md#platform-calls, decision 0115): a
// content page's data as JSON, for client navigations. Run as a guest (no cookie goes up,
// none comes back), so the answer is the same for every visitor of the locale and a shared
// cache may keep it. Only this server's build is answered: a page of another build gets a
// 404 nobody keeps and asks GraphQL instead, which is what makes a payload stale after a
// new build.
import { COUNTRY_CURRENCY, parseCountry, parseLanguage } from '@beauty/contracts/locale';
import { type Response, Router } from 'express';
import { ContentPageQuery } from '../app/content/content-page';
import { localeParam, type PayloadBody, type PayloadEntry, pagePathOf, payloadEntry } from '../app/content/payload/payload-path';
import type { SiteLocale } from '../app/locale/site-locale';
import { domainTypePolicies } from '../app/apollo-type-policies';
import { createServerApollo } from '../app/platform/apollo-server.server';
import { BUILD_ID } from '../app/platform/new-build/build-info';
import { SERVER_BUILD_ID } from './build-id';
import { hopHeaders, hopSecretOf } from './buyer-ip';
import type { Env } from './env';
import { requestContextOf } from './request-context';

/**
 * Not "immutable": an editor's publish, a price or a stock change alters the answer under
 * the same URL. Fresh as long as the query layer keeps data (docs/product.md#query-layer: 5 minutes), then
 * revalidated (the ETag makes an unchanged answer a 304). The build in the URL still
 * keeps one build's payloads away from another's pages.
 */
export const PAYLOAD_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60';
const GATEWAY_TIMEOUT_MS = 10_000;

/** `sg-en` → Singapore in English; undefined unless the country allows the language (docs/product.md#locale). */
export function localeOfParam(param: string | null): SiteLocale | undefined {
  const match = /^([a-z]{2})-([a-z]{2})$/.exec(param ?? '');
  const country = match ? parseCountry(match[1]) : undefined;
  const language = country && parseLanguage(country, match?.[2]);
  return country && language ? { country, language, currency: COUNTRY_CURRENCY[country] } : undefined;
}

/** Exactly `build` and `locale`, once each: any other query would be one more cache entry of the same answer. */
function queryOf(url: string): { build: string; locale: SiteLocale } | undefined {
  const params = new URL(url, 'http://payload').searchParams;
  if ([...params.keys()].sort().join() !== 'build,locale') return undefined;
  const build = params.get('build') ?? '';
  const locale = localeOfParam(params.get('locale'));
  return BUILD_ID.test(build) && locale ? { build, locale } : undefined;
}

function refuse(res: Response, status: number, error: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ error });
}

export function createContentPayloads(env: Env, { buildId = SERVER_BUILD_ID } = {}): Router {
  const router = Router();
  const hopSecret = hopSecretOf(env.INTERNAL_HOP_SECRET);
  // Identical requests arriving together (a cold cache after a deploy) share one gateway call.
  const inFlight = new Map<string, Promise<PayloadBody['data']>>();

  router.use(async (req, res, next) => {
    const pagePath = pagePathOf(req.path);
    if (!pagePath) return next();
    res.set('X-Robots-Tag', 'noindex');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.set('Allow', 'GET, HEAD').status(405).end();
    const entry = payloadEntry(pagePath);
    if (!entry) return refuse(res, 404, 'No payload for this path.');
    const query = queryOf(req.originalUrl);
    if (!query) return refuse(res, 400, 'Expected exactly ?build={build id}&locale={country-language}.');
    if (query.build !== buildId) return refuse(res, 404, 'Not the running build: ask GraphQL.');

    const locale = localeParam(query.locale);
    const key = `${pagePath} ${locale}`;
    let pending = inFlight.get(key);
    if (!pending) {
      // The request's id and the shopper's address go up (logs, rate limits); their cookies never do.
      const hop = { ...requestContextOf(env).hopHeaders, ...hopHeaders(req, hopSecret) };
      pending = guestContentPage(env.GATEWAY_URL, query.locale, entry, hop).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    try {
      const body: PayloadBody = { build: buildId, locale, data: await pending };
      res.set('Cache-Control', PAYLOAD_CACHE_CONTROL).json(body);
    } catch (error) {
      requestContextOf(env).log.warn({ err: error, path: pagePath }, 'content payload: the gateway failed');
      refuse(res, 502, 'The content could not be loaded: ask GraphQL.');
    }
  });
  return router;
}

/** The page route's own query, as a guest: no cookies, and Set-Cookie from the gateway dropped. */
async function guestContentPage(gatewayUrl: string, locale: SiteLocale, entry: PayloadEntry, hop: Record<string, string>) {
  const apollo = createServerApollo({ gatewayUrl, cookieHeader: '', locale, hopHeaders: hop, onSetCookie: () => {}, typePolicies: domainTypePolicies });
  const { data } = await apollo.query({
    query: ContentPageQuery,
    variables: entry,
    context: { fetchOptions: { signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) } },
  });
  if (!data) throw new Error('the gateway answered no data');
  return { contentPage: data.contentPage ?? null };
}
