// Programmatic navigation with the errors of docs/product.md#navigation-errors: a route may send the shopper to
// another path of this shop; an external URL only when the caller says so explicitly
// ({ external: true }), and never to a script-running protocol, whatever the caller says.
// Redirects keep going through sameOriginPath (return-to.ts); this is for code that
// decides to leave the page.
export const EXTERNAL_NAVIGATION_ERROR = 'Navigating to an external URL is not allowed by default. Use `navigateTo(url, { external: true })`.';

/** Protocols that run code or smuggle content instead of loading a page. */
const DISALLOWED_PROTOCOLS = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);

export class NavigationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NavigationError';
  }
}

export interface NavigateTarget {
  /** A path of this shop, for the router. */
  path?: string;
  /** A full URL elsewhere, for a document load. */
  external?: string;
}

/** Where `to` leads, or the error of docs/product.md#navigation-errors: the same origin stays in the router. */
export function resolveNavigation(to: string, origin: string, options: { external?: boolean } = {}): NavigateTarget {
  let url: URL;
  try {
    url = new URL(to, origin);
  } catch {
    throw new NavigationError(`Invalid URL: '${to}'`);
  }
  if (DISALLOWED_PROTOCOLS.has(url.protocol)) throw new NavigationError(`Cannot navigate to a URL with '${url.protocol}' protocol.`);
  if (url.origin === origin) return { path: `${url.pathname}${url.search}${url.hash}` };
  if (!options.external) throw new NavigationError(EXTERNAL_NAVIGATION_ERROR);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new NavigationError(`Cannot navigate to a URL with '${url.protocol}' protocol.`);
  return { external: url.href };
}
