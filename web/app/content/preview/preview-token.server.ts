// Preview auth, web side (decided in issue 3 with the api): an editor's link carries
// ?token=…; we move it into the http-only cookie `preview-token` and redirect to the same
// URL without it, so the secret stays out of the history, bookmarks and Referer. The
// render forwards the browser's cookies to the gateway (server/storefront.ts), and the
// browser's /graphql goes through our proxy with them, so the gateway reads it from there.
import { redirect } from 'react-router';
import { sameOriginPath } from '../../platform/return-to';
import { serializeCookie } from '../../platform/cookies.server';

export const PREVIEW_TOKEN_COOKIE = 'preview-token';
/** An editor's working day; the link sets it again after that. */
export const PREVIEW_TOKEN_MAX_AGE_SECONDS = 8 * 60 * 60;
/** Tokens are opaque; we only refuse what could not be one (the api decides validity). */
const TOKEN_SHAPE = /^[A-Za-z0-9._~-]{1,256}$/;

function isHttps(request: Request, url: URL): boolean {
  if (url.protocol === 'https:') return true;
  // Behind a TLS-terminating proxy the app sees http; the proxy says what the browser used.
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/**
 * The redirect to throw when the URL carries a token, or null. A token of the wrong
 * shape is dropped without a cookie: the page then explains that preview needs the link.
 */
export function previewTokenRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  if (!url.searchParams.has('token')) return null;
  const token = url.searchParams.get('token') ?? '';
  url.searchParams.delete('token');
  const headers = new Headers();
  if (TOKEN_SHAPE.test(token)) {
    headers.append(
      'Set-Cookie',
      serializeCookie(PREVIEW_TOKEN_COOKIE, token, {
        maxAgeSeconds: PREVIEW_TOKEN_MAX_AGE_SECONDS,
        httpOnly: true,
        secure: isHttps(request, url),
        sameSite: 'Lax',
        path: '/',
      }),
    );
  }
  // "//evil.example/?token=…" has the pathname "//evil.example/": a Location of it would
  // leave the site (decision 0050).
  return redirect(sameOriginPath(`${url.pathname}${url.search}${url.hash}`), { status: 302, headers });
}
