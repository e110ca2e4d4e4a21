// The page renderer: before React Router runs, the request gets its device id and locale
// (both may set cookies), then a per-request context for the loaders.
import { DEVICE_ID_COOKIE, DEVICE_ID_MAX_AGE_SECONDS, isDeviceId, mintDeviceId } from '@beauty/contracts/cart/device-id';
import { createRequestHandler } from '@react-router/express';
import type { Request, Response } from 'express';
import { Router } from 'express';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { createI18n } from '../app/locale/i18n';
import { MESSAGES } from '../app/locale/messages.server';
import { LOCALE_COOKIE_MAX_AGE_SECONDS, resolveLocale } from '../app/locale/resolve-locale.server';
import type { SiteLocale } from '../app/locale/site-locale';
import { CONSENT_COOKIE, marketingConsent } from '../app/analytics/consent';
import { domainTypePolicies } from '../app/apollo-type-policies';
import { createServerApollo } from '../app/platform/apollo-server.server';
import { parseCookies, serializeCookie, withCookies } from '../app/platform/cookies.server';
import { hopHeaders, hopSecretOf } from './buyer-ip';
import { isMobileUserAgent } from '../app/platform/device/device';
import { SERVER_BUILD_ID } from './build-id';
import { type Env, sandboxEnabled } from './env';
import { requestContextOf } from './request-context';
import { refreshBeforeRender, sessionRefreshRoutes } from './session-refresh';
import { cspNonce } from './security-headers';

interface RequestState {
  locale: SiteLocale;
  /** The browser's cookies as they came (the consent choice is read from them). */
  cookies: Record<string, string>;
  /** The Cookie header the gateway should see: the browser's plus what we just set. */
  cookieHeader: string;
}

/**
 * A device id for a request whose cookie has none the gateway would keep, minted before
 * the first render so that the render's requests and the browser key the same bag
 * (decision 0001 "The guest bag"); undefined when the cookie's id stands. A malformed
 * one is replaced here too: kept, the gateway would ignore it and mint one per request.
 */
export function newDeviceId(current: string | undefined, secure: boolean): { id: string; setCookie: string } | undefined {
  if (isDeviceId(current)) return undefined;
  const id = mintDeviceId();
  return {
    id,
    setCookie: serializeCookie(DEVICE_ID_COOKIE, id, { maxAgeSeconds: DEVICE_ID_MAX_AGE_SECONDS, httpOnly: true, secure, sameSite: 'Lax' }),
  };
}

function prepare(env: Env, req: Request, res: Response): RequestState {
  const cookies = parseCookies(req.headers.cookie);
  const added: Record<string, string> = {};

  const device = newDeviceId(cookies[DEVICE_ID_COOKIE], env.COOKIE_SECURE);
  if (device) {
    added[DEVICE_ID_COOKIE] = device.id;
    res.append('Set-Cookie', device.setCookie);
  }

  const url = new URL(req.originalUrl, 'http://placeholder');
  const { locale, remember } = resolveLocale({
    query: url.searchParams,
    host: req.headers.host,
    cookies,
    countryHosts: env.COUNTRY_HOSTS,
  });
  for (const { name, value } of remember) {
    added[name] = value;
    // Readable by the page, like the original site's locale cookies (docs/product.md#cookies).
    res.append('Set-Cookie', serializeCookie(name, value, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'Lax' }));
  }

  // Every page shows this shopper's bag count and may set cookies: never stored by a
  // shared cache, nor kept by the browser for another visit (decision 0050).
  res.setHeader('Cache-Control', 'private, no-store');
  return { locale, cookies, cookieHeader: withCookies(req.headers.cookie, added) };
}

export function createStorefront(env: Env, build: () => Promise<ServerBuild>): Router {
  const router = Router();
  const hopSecret = hopSecretOf(env.INTERNAL_HOP_SECRET);
  const handler = createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext(req, res): AppLoadContext {
      const { locale, cookies, cookieHeader } = prepare(env, req, res);
      const request = requestContextOf(env);
      const apollo = createServerApollo({
        typePolicies: domainTypePolicies,
        gatewayUrl: env.GATEWAY_URL,
        cookieHeader,
        locale,
        hopHeaders: { ...request.hopHeaders, ...hopHeaders(req, hopSecret) },
        onSetCookie(setCookies) {
          // Only while the response has not started: loaders run before it does.
          if (!res.headersSent) for (const value of setCookies) res.append('Set-Cookie', value);
        },
      });
      return {
        apollo,
        locale,
        i18n: createI18n(locale, MESSAGES[locale.language]),
        cspNonce: cspNonce(res),
        requestId: request.requestId,
        log: request.log,
        sandbox: sandboxEnabled(env),
        analytics: {
          enabled: env.ANALYTICS_ENABLED,
          tagManagerId: env.TAG_MANAGER_IDS.get(locale.country),
          tagManagerOrigin: env.TAG_MANAGER_ORIGIN,
          // Read here so the head carries the script only after consent (decision 0114).
          consent: marketingConsent({
            country: locale.country,
            consentCountries: env.ANALYTICS_CONSENT_COUNTRIES,
            cookie: cookies[CONSENT_COOKIE],
            secureCookie: env.COOKIE_SECURE,
          }),
        },
        mobile: isMobileUserAgent(req.headers['user-agent']),
        build: { id: SERVER_BUILD_ID, checkIntervalMs: env.BUILD_CHECK_INTERVAL_SECONDS * 1000 },
      };
    },
  });
  // The refresh path, and a refresh before rendering with an access token that has run out
  // (decision 0055: the refresh cookie reaches no page, so pages cannot refresh themselves).
  router.use(sessionRefreshRoutes(env, (req) => ({ ...requestContextOf(env).hopHeaders, ...hopHeaders(req, hopSecret) })));
  router.use(refreshBeforeRender);
  router.all('/{*path}', handler);
  return router;
}
