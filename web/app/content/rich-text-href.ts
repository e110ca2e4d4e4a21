// Which links content may carry (defence in depth: the api validates too). The navigation
// guard (platform/navigate-to.ts) decides: a path of this site goes through the router; a
// URL elsewhere is external, and a protocol that runs code (javascript:, data:…) is refused.
// Content adds its own rules on top: a link is written as a site path or an https URL, so
// protocol-relative //host, /\host, http:, relative paths and control characters are
// shown as plain text (decision 0148).
import { NavigationError, resolveNavigation } from '../platform/navigate-to';

export type ContentHref = { kind: 'site'; path: string } | { kind: 'external'; url: string } | { kind: 'unsafe' };

/** Where links are resolved against: content never links to it, so a site path stays a path. */
const BASE = 'https://site.invalid';

function guarded(href: string, external: boolean): ContentHref {
  try {
    const target = resolveNavigation(href, BASE, { external });
    if (target.path !== undefined) return { kind: 'site', path: target.path };
    return target.external?.startsWith('https://') ? { kind: 'external', url: target.external } : { kind: 'unsafe' };
  } catch (error) {
    if (error instanceof NavigationError) return { kind: 'unsafe' };
    throw error;
  }
}

export function classifyHref(href: string | null | undefined): ContentHref {
  if (!href || /[\s\u0000-\u001f\u007f\\]/.test(href)) return { kind: 'unsafe' };
  // "//evil.example" is another host to a browser; content writes a site path with one slash.
  if (href.startsWith('//')) return { kind: 'unsafe' };
  if (href.startsWith('/')) return guarded(href, false);
  // Only a URL with its own scheme is a link elsewhere; "pages/x" is no link at all.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(href)) return { kind: 'unsafe' };
  return guarded(href, true);
}
