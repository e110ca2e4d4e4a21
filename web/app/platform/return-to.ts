// The one place a redirect target taken from input is checked (decision 0050): the
// sign-in/sign-up return_to (docs/product.md#paths: the sign-in link carries the current full path),
// the preview-token 302, the legacy brand-slug 301, the locale switch, the navigation
// guard's document loads, and web/server's last check on every Location header. Only a
// path on our own origin is followed; anything else goes to the home page. An open
// redirect after sign-in is a phishing tool (reliability plan row 29, ASVS 3.7.2).
const BASE = 'https://storefront.invalid';
/** A longer target is no link a shopper clicked. */
const MAX_LENGTH = 2048;
/** "%252F" is "/" after two decodings; a target still encoded after this many is refused. */
const MAX_DECODINGS = 3;
// Browsers drop tabs and newlines from URLs and read "\" as "/" ("/\tevil" and "/\evil"
// both become "//evil"): refused anywhere in the path, raw or decoded.
const BROWSER_REWRITTEN = /[\\\u0000-\u001f\u007f]/;

/** The path part of one decoding layer (what "//host" tricks live in), NFKC-folded. */
function pathPart(layer: string): string {
  // Fullwidth "／" and "＼" fold to "/" and "\" (some servers and clients fold them).
  return layer.split(/[?#]/, 1)[0]!.normalize('NFKC');
}

/** Is this decoding layer a plain path on our origin, however it is read? */
function harmlessLayer(layer: string): boolean {
  const path = pathPart(layer);
  if (!path.startsWith('/') || path.startsWith('//') || BROWSER_REWRITTEN.test(path)) return false;
  // Dot segments: "/a/../..//evil" resolves to "//evil".
  const resolved = new URL(path, BASE);
  return resolved.origin === BASE && !resolved.pathname.startsWith('//');
}

/**
 * A path on our own origin (with its query and hash, dot segments resolved) to send the
 * browser to, or "/". Absolute URLs are refused even when they name our own host: no
 * link of ours needs one, and the origin behind a proxy is not ours to be sure of.
 */
export function sameOriginPath(value: string | null | undefined): string {
  if (!value || value.length > MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(value)) return '/';
  // Every decoding must be harmless too: a proxy, a framework or a second redirect along
  // the way may decode once more ("/%2F/evil", "/%5Cevil", "/%252F%252Fevil").
  let layer = value;
  for (let decodings = 0; ; decodings++) {
    if (!harmlessLayer(layer)) return '/';
    let next: string;
    try {
      next = decodeURIComponent(layer);
    } catch {
      return '/';
    }
    if (next === layer) break;
    if (decodings === MAX_DECODINGS) return '/';
    layer = next;
  }
  const url = new URL(value, BASE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // What goes out is checked as the browser will read it (belt and braces).
  return url.origin === BASE && harmlessLayer(path) && new URL(path, BASE).origin === BASE ? path : '/';
}

/** Where to go after signing in or up: our own path, never back to a sign-in page. */
export function safeReturnTo(value: string | null | undefined): string {
  const path = sameOriginPath(value);
  return path.startsWith('/sign_in') ? '/' : path;
}

/** The header's sign-in link: /sign_in?return_to=<the current full path, encoded>. */
export function signInHref(currentPath: string): string {
  if (currentPath.startsWith('/sign_in')) return currentPath;
  return `/sign_in?return_to=${encodeURIComponent(sameOriginPath(currentPath))}`;
}
