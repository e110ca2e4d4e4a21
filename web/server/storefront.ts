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
import { createServerApollo } from '../app/platform/apollo-server.server';
import { parseCookies, serializeCookie, withCookies } from '../app/platform/cookies.server';
import type { Env } from './env';
import { cspNonce } from './security-headers';

interface RequestState {
  locale: SiteLocale;
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
    // Readable by the page, like the original site's locale cookies (spec §3).
    res.append('Set-Cookie', serializeCookie(name, value, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'Lax' }));
  }

  // Every page shows this shopper's bag count and may set cookies: never stored by a
  // shared cache, nor kept by the browser for another visit (decision 0050).
  res.setHeader('Cache-Control', 'private, no-store');
  return { locale, cookieHeader: withCookies(req.headers.cookie, added) };
}

export function createStorefront(env: Env, build: () => Promise<ServerBuild>): Router {
  const router = Router();
  const handler = createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext(req, res): AppLoadContext {
      const { locale, cookieHeader } = prepare(env, req, res);
      const apollo = createServerApollo({
        gatewayUrl: env.GATEWAY_URL,
        cookieHeader,
        locale,
        onSetCookie(setCookies) {
          // Only while the response has not started: loaders run before it does.
          if (!res.headersSent) for (const value of setCookies) res.append('Set-Cookie', value);
        },
      });
      return { apollo, locale, i18n: createI18n(locale, MESSAGES[locale.language]), cspNonce: cspNonce(res) };
    },
  });
  router.all('/{*path}', handler);
  return router;
}
