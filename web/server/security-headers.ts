// The browser protections of every web server response (issue 10 "Ready to go live",
// decision 0050), mounted once in server.js before anything answers:
// - a Content-Security-Policy whose scripts need this request's nonce: an injected
//   <script> (a product name that escaped its escaping) does not run;
// - no framing (clickjacking), no plugins, no <base> hijack, no MIME sniffing, the
//   Referer trimmed to our origin when it leaves us, powerful features off;
// - HSTS, only when the browser reached us over TLS (directly or per a trusted proxy);
// - a last check on every Location header: whatever a route or a proxy answers, the
//   browser is never sent to another origin (sameOriginPath, the one redirect check).
import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { sameOriginPath } from '../app/platform/return-to';
import type { Env } from './env';

// Google Identity Services (the Google sign-in button) as Google documents its CSP:
// https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/**
 * Features a page may use, by path prefix; every other page has them all off. The store
 * locator, when it comes, adds e.g. ['/stores', ['geolocation']].
 */
const PAGE_FEATURES: ReadonlyArray<readonly [prefix: string, features: readonly string[]]> = [
  // The store locator's "use my location" (issue 13, decision 0095).
  ['/stores', ['geolocation']],
];
const FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'] as const;

export function permissionsPolicy(path: string): string {
  const allowed = new Set(PAGE_FEATURES.filter(([prefix]) => path.startsWith(prefix)).flatMap(([, features]) => features));
  return FEATURES.map((feature) => `${feature}=${allowed.has(feature) ? '(self)' : '()'}`).join(', ');
}

export interface PolicyOptions {
  nonce: string;
  /** Vite's dev server injects inline scripts and talks over a websocket (HMR). */
  dev: boolean;
  /** Where the browser's error reports go (the SENTRY_DSN's origin), when reporting is on. */
  reportingOrigin?: string | undefined;
  /** The tag manager's origin, when some country has an id (decision 0103). */
  tagManagerOrigin?: string | undefined;
}

export function contentSecurityPolicy({ nonce, dev, reportingOrigin, tagManagerOrigin }: PolicyOptions): string {
  // In production a script runs only if it is ours: a file from this origin or an inline
  // script carrying this response's nonce (React Router's <Scripts>, the page bootstrap).
  // Dev keeps 'unsafe-inline' (a nonce would switch it off) for Vite's preamble.
  const scripts = dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", `'nonce-${nonce}'`];
  const connect = [
    "'self'",
    GOOGLE_SIGN_IN,
    ...(reportingOrigin ? [reportingOrigin] : []),
    ...(tagManagerOrigin ? [tagManagerOrigin] : []),
    ...(dev ? ['ws:', 'wss:'] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${[...scripts, GOOGLE_SIGN_IN.replace(/\/$/, '/client'), ...(tagManagerOrigin ? [tagManagerOrigin] : [])].join(' ')}`,
    // React renders style attributes; the stylesheets themselves are our own files.
    `style-src 'self' 'unsafe-inline' ${GOOGLE_SIGN_IN}style`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${GOOGLE_SIGN_IN}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Did the browser use TLS? Only a proxy we were told to trust may say so for it. */
export function isHttps(req: Request, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return trustProxy && req.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** This response's script nonce (set by securityHeaders; the render puts it on its scripts). */
export function cspNonce(res: Response): string {
  return (res.locals as { cspNonce?: string }).cspNonce ?? '';
}

/** Rewrites a Location that would leave our origin to "/" (the route or proxy is wrong). */
function guardLocation(res: Response): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    setHeader(name, name.toLowerCase() === 'location' ? sameOriginPath(String(value)) : value)) as Response['setHeader'];
}

/** `dev`: served through Vite's middleware (server.js --dev). */
/**
 * Whatever a route or a proxy said, a response that sets a cookie, or a page (every page
 * shows the shopper's bag), is never kept by a shared cache nor reused from a private
 * one (reliability plan row 30; Steam's 2015 CDN incident). Decided when the headers go.
 */
function guardCaching(res: Response): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    const page = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    if (page || res.getHeader('set-cookie') !== undefined) res.setHeader('Cache-Control', 'private, no-store');
    return writeHead(...args);
  }) as Response['writeHead'];
}

export function securityHeaders(env: Env, { dev }: { dev: boolean }): RequestHandler {
  const reportingOrigin = env.SENTRY_DSN ? new URL(env.SENTRY_DSN).origin : undefined;
  const tagManagerOrigin = env.TAG_MANAGER_IDS.size > 0 ? new URL(env.TAG_MANAGER_ORIGIN).origin : undefined;
  return (req, res, next) => {
    // None in dev: its policy allows inline scripts, and React there would warn about the
    // nonce attributes the browser hides from the hydrating client.
    const nonce = dev ? '' : randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ nonce, dev, reportingOrigin, tagManagerOrigin }));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', permissionsPolicy(req.path));
    // Older browsers without frame-ancestors.
    res.setHeader('X-Frame-Options', 'DENY');
    if (env.HSTS_MAX_AGE > 0 && isHttps(req, env.TRUST_PROXY)) {
      res.setHeader('Strict-Transport-Security', `max-age=${env.HSTS_MAX_AGE}`);
    }
    guardLocation(res);
    guardCaching(res);
    next();
  };
}
