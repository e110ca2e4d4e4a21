// Just enough cookie handling for the web server: read the request's Cookie header and
// write Set-Cookie values (RFC 6265). Values we write are UUIDs and locale codes.
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = eq > 0 ? part.slice(0, eq).trim() : '';
    if (!name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    // The first value wins, as browsers send the most specific path first.
    if (!(name in cookies)) {
      try {
        cookies[name] = decodeURIComponent(value);
      } catch {
        cookies[name] = value;
      }
    }
  }
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
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${options.maxAgeSeconds}`, `Path=${options.path ?? '/'}`];
  const expires = new Date(Date.now() + options.maxAgeSeconds * 1000);
  parts.push(`Expires=${expires.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

/** The Cookie header as it would be with these values set (for the render's own requests). */
export function withCookies(header: string | undefined, values: Record<string, string>): string {
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !(part.slice(0, part.indexOf('=')).trim() in values));
  for (const [name, value] of Object.entries(values)) kept.push(`${name}=${encodeURIComponent(value)}`);
  return kept.join('; ');
}
