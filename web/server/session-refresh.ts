// The refresh path on the storefront's origin (decision 0055). The refresh cookie is scoped
// to SESSION_REFRESH_PATH, so page loads and /graphql calls never carry it; instead:
// - a page (or a client navigation's .data request) whose access token has run out is
//   answered with a 303 through GET /session/refresh?return_to=<the same URL>: the browser
//   sends the refresh cookie there, we ask the gateway for new tokens, pass its cookies on
//   and send the browser back (only through sameOriginPath);
// - the browser's Apollo link POSTs /session/refresh before a GraphQL operation when its
//   token has run out (app/account/session-refresh-link.ts): proxied to the gateway.
// When the gateway cannot be asked (down, 5xx), a short-lived pause cookie stops the
// redirect from looping; the page renders with what it has and the next load tries again.
import { REFRESH_PAUSE_COOKIE, SESSION_REFRESH_PATH } from '@beauty/contracts/account';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { accessTokenExpired, JWT_DATA_COOKIE } from '../app/account/session-expiry';
import { sameOriginPath } from '../app/platform/return-to';
import { parseCookies, serializeCookie } from '../app/platform/cookies.server';
import type { Env } from './env';
import { upstreamProxy } from './upstream-proxy';

/** How long a failed refresh keeps pages from redirecting again. */
export const REFRESH_PAUSE_SECONDS = 30;

/** Where a request whose access token has run out goes first, or undefined to render it as it is. */
export function refreshRedirect(method: string, url: string, cookieHeader: string | undefined, nowMs: number): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined; // a form post would lose its body
  const cookies = parseCookies(cookieHeader);
  if (cookies[REFRESH_PAUSE_COOKIE] || !accessTokenExpired(cookies[JWT_DATA_COOKIE], nowMs)) return undefined;
  return `${SESSION_REFRESH_PATH}?return_to=${encodeURIComponent(sameOriginPath(url))}`;
}

export function sessionRefreshRoutes(env: Env, hopHeaders: (req: Request) => Record<string, string>): Router {
  const router = Router();
  const target = new URL(SESSION_REFRESH_PATH, env.GATEWAY_URL).href;

  // The browser's own refresh (Apollo link): straight through, Set-Cookie back untouched.
  router.post(SESSION_REFRESH_PATH, upstreamProxy({ target: env.GATEWAY_URL, maxBodyBytes: 1024, headers: hopHeaders }));

  router.get(SESSION_REFRESH_PATH, async (req, res) => {
    const returnTo = sameOriginPath(typeof req.query.return_to === 'string' ? req.query.return_to : '/');
    res.setHeader('Cache-Control', 'private, no-store');
    let status = 0;
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers: { ...hopHeaders(req), ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}) },
        signal: AbortSignal.timeout(15_000),
      });
      status = answer.status;
      for (const cookie of answer.headers.getSetCookie()) res.append('Set-Cookie', cookie);
    } catch {
      status = 0; // the gateway did not answer
    }
    // 200: renewed; 401: the session is over and the gateway cleared its cookies. Anything
    // else: pause, so that returning to the page does not send the browser straight back.
    if (status !== 200 && status !== 401) {
      res.append(
        'Set-Cookie',
        serializeCookie(REFRESH_PAUSE_COOKIE, '1', { maxAgeSeconds: REFRESH_PAUSE_SECONDS, httpOnly: true, secure: env.COOKIE_SECURE, sameSite: 'Lax' }),
      );
    }
    res.redirect(303, returnTo);
  });
  return router;
}

/** Before rendering: a page whose access token has run out is refreshed first. */
export function refreshBeforeRender(req: Request, res: Response, next: NextFunction): void {
  const location = refreshRedirect(req.method, req.originalUrl, req.headers.cookie, Date.now());
  if (!location) {
    next();
    return;
  }
  res.setHeader('Cache-Control', 'private, no-store');
  res.redirect(303, location);
}
