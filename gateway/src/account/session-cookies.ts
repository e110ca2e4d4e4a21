// The session cookies of spec §3: jwt-data (the access token's header.payload, readable
// by the page, holding opaque ids only), jwt-signature and jwt-refresh-token (http-only,
// so a script can never take a usable token), all 60 days, SameSite=Lax, Secure. The
// bearer token is the two halves joined again, here, for calls to the api.
import { stringifySetCookie } from 'cookie';
import { DEVICE_ID_MAX_AGE_SECONDS } from '../platform/device-id.ts';

export const JWT_DATA_COOKIE = 'jwt-data';
export const JWT_SIGNATURE_COOKIE = 'jwt-signature';
export const REFRESH_COOKIE = 'jwt-refresh-token';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

const PART = /^[A-Za-z0-9_-]{1,4096}$/;

/** The tokens the browser holds, or undefined when it holds no (well-formed) session. */
export function readSessionCookies(cookies: Record<string, string | undefined>): SessionTokens | undefined {
  const data = cookies[JWT_DATA_COOKIE];
  const signature = cookies[JWT_SIGNATURE_COOKIE];
  const refreshToken = cookies[REFRESH_COOKIE];
  if (!data || !refreshToken || !PART.test(refreshToken)) return undefined;
  const [header, payload, ...rest] = data.split('.');
  if (!header || !payload || rest.length || !PART.test(header) || !PART.test(payload)) return undefined;
  // A missing or malformed signature still leaves a refresh token worth trying.
  const accessToken = signature && PART.test(signature) ? `${header}.${payload}.${signature}` : `${header}.${payload}.x`;
  return { accessToken, refreshToken };
}

export function sessionSetCookies(tokens: SessionTokens, { secure }: { secure: boolean }): string[] {
  const lastDot = tokens.accessToken.lastIndexOf('.');
  const common = { secure, sameSite: 'lax' as const, path: '/', maxAge: DEVICE_ID_MAX_AGE_SECONDS };
  return [
    stringifySetCookie(JWT_DATA_COOKIE, tokens.accessToken.slice(0, lastDot), common),
    stringifySetCookie(JWT_SIGNATURE_COOKIE, tokens.accessToken.slice(lastDot + 1), { ...common, httpOnly: true }),
    stringifySetCookie(REFRESH_COOKIE, tokens.refreshToken, { ...common, httpOnly: true }),
  ];
}

export function clearSessionCookies({ secure }: { secure: boolean }): string[] {
  return [JWT_DATA_COOKIE, JWT_SIGNATURE_COOKIE, REFRESH_COOKIE].map((name) =>
    stringifySetCookie(name, '', { secure, sameSite: 'lax', path: '/', maxAge: 0, httpOnly: name !== JWT_DATA_COOKIE }),
  );
}
