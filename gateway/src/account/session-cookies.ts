// The session cookies of docs/product.md#cookies: jwt-data (the access token's header.payload, readable
// by the page, holding opaque ids only), jwt-signature and jwt-refresh-token (http-only,
// so a script can never take a usable token), all 60 days, SameSite=Lax, Secure. The
// bearer token is the two halves joined again, here, for calls to the api.
//
// The refresh cookie goes to SESSION_REFRESH_PATH only (decision 0055): no page load and
// no /graphql call carries it, so a leak of those requests (a log, a proxy, a script on
// /graphql) cannot take the 60-day credential. Browsers from before that change still hold
// a Path=/ refresh cookie: every write expires it.
import { stringifySetCookie } from 'cookie';
import { SESSION_REFRESH_PATH } from '@beauty/contracts/account';
import { DEVICE_ID_MAX_AGE_SECONDS } from '../platform/device-id.ts';

export const JWT_DATA_COOKIE = 'jwt-data';
export const JWT_SIGNATURE_COOKIE = 'jwt-signature';
export const REFRESH_COOKIE = 'jwt-refresh-token';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * What one request carries: the access token on every path, the refresh token only on the
 * refresh path (and from clients that send it themselves). Either may be missing.
 */
export interface SessionCookies {
  accessToken: string | undefined;
  refreshToken: string | undefined;
}

const PART = /^[A-Za-z0-9_-]{1,4096}$/;

/** The tokens the request carries, or undefined when it carries no (well-formed) session. */
export function readSessionCookies(cookies: Record<string, string | undefined>): SessionCookies | undefined {
  const data = cookies[JWT_DATA_COOKIE];
  const signature = cookies[JWT_SIGNATURE_COOKIE];
  const refresh = cookies[REFRESH_COOKIE];
  const refreshToken = refresh && PART.test(refresh) ? refresh : undefined;
  const [header, payload, ...rest] = (data ?? '').split('.');
  const wellFormed = Boolean(header && payload && !rest.length && PART.test(header) && PART.test(payload));
  if (!wellFormed && !refreshToken) return undefined;
  // A missing or malformed signature still leaves a refresh token worth trying.
  const accessToken = wellFormed ? `${header}.${payload}.${signature && PART.test(signature) ? signature : 'x'}` : undefined;
  return { accessToken, refreshToken };
}

export function sessionSetCookies(tokens: SessionTokens, { secure }: { secure: boolean }): string[] {
  const lastDot = tokens.accessToken.lastIndexOf('.');
  const common = { secure, sameSite: 'lax' as const, path: '/', maxAge: DEVICE_ID_MAX_AGE_SECONDS };
  // The old cookie's removal first: a client keeping one cookie per name (not per path)
  // then ends up with the new one.
  return [
    legacyRefreshCookieCleared(secure),
    stringifySetCookie(JWT_DATA_COOKIE, tokens.accessToken.slice(0, lastDot), common),
    stringifySetCookie(JWT_SIGNATURE_COOKIE, tokens.accessToken.slice(lastDot + 1), { ...common, httpOnly: true }),
    stringifySetCookie(REFRESH_COOKIE, tokens.refreshToken, { ...common, httpOnly: true, path: SESSION_REFRESH_PATH }),
  ];
}

/** The Path=/ refresh cookie browsers kept from before decision 0055: gone. */
const legacyRefreshCookieCleared = (secure: boolean) =>
  stringifySetCookie(REFRESH_COOKIE, '', { secure, sameSite: 'lax', path: '/', maxAge: 0, httpOnly: true });

export function clearSessionCookies({ secure }: { secure: boolean }): string[] {
  const cleared = { secure, sameSite: 'lax' as const, path: '/', maxAge: 0 };
  return [
    legacyRefreshCookieCleared(secure),
    stringifySetCookie(JWT_DATA_COOKIE, '', cleared),
    stringifySetCookie(JWT_SIGNATURE_COOKIE, '', { ...cleared, httpOnly: true }),
    stringifySetCookie(REFRESH_COOKIE, '', { ...cleared, httpOnly: true, path: SESSION_REFRESH_PATH }),
  ];
}
