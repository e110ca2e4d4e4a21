// Where to go after signing in (spec §2: the sign-in link carries return_to, the current
// full path). Only a path on our own origin is followed; anything else (another origin,
// a protocol-relative //host, a backslash that browsers read as a slash, a javascript:
// URL, control characters) goes to the home page. An open redirect after sign-in is a
// phishing tool.
const BASE = 'https://storefront.invalid';

export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 2048) return '/';
  // Browsers strip tabs and newlines from URLs and treat \ as /: refuse both outright.
  if (!value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  // "/%5Cevil.example" and "/%2F/evil.example" decode into the same tricks.
  if (decoded.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(decoded) || value.startsWith('//')) return '/';
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/sign_in') ? '/' : path;
}

/** The header's sign-in link: /sign_in?return_to=<the current full path, encoded>. */
export function signInHref(currentPath: string): string {
  if (currentPath.startsWith('/sign_in')) return currentPath;
  return `/sign_in?return_to=${encodeURIComponent(currentPath)}`;
}
