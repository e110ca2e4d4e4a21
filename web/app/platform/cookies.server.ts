// The web server's cookie handling, through the `cookie` package (RFC 6265 parsing and
// serialising, issue 19 item 4) rather than by hand: it refuses names and values a
// Set-Cookie cannot carry instead of writing a header an attacker could extend.
import { parse, serialize } from 'cookie';

/** The Cookie header's values, decoded; the first of a repeated name wins (browsers send the most specific path first). */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const [name, value] of Object.entries(parse(header))) if (name && value !== undefined) cookies[name] = value;
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return serialize(name, value, {
    maxAge: options.maxAgeSeconds,
    // Expires too, for the browsers that ignore Max-Age.
    expires: new Date(Date.now() + options.maxAgeSeconds * 1000),
    path: options.path ?? '/',
    httpOnly: options.httpOnly ?? false,
    secure: options.secure ?? false,
    sameSite: (options.sameSite ?? 'Lax').toLowerCase() as 'lax' | 'strict' | 'none',
  });
}

/**
 * The Cookie header as it would be with these values set (for the render's own requests).
 * The browser's other cookies go on as they came, undecoded: they are the gateway's to read.
 */
export function withCookies(header: string | undefined, values: Record<string, string>): string {
  const raw: Record<string, string | undefined> = header ? parse(header, { decode: (value) => value }) : {};
  for (const name of Object.keys(values)) delete raw[name];
  const kept = Object.entries(raw).flatMap(([name, value]) => (name && value !== undefined ? [`${name}=${value}`] : []));
  return [...kept, ...Object.entries(values).map(([name, value]) => serialize(name, value))].join('; ');
}
