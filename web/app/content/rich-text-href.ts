// Which links content may carry (defence in depth: the api validates too). A path on this
// site goes through the router; an absolute https URL opens normally; anything else
// (javascript:, data:, protocol-relative //host, http:, malformed) is shown as plain text.

export type ContentHref = { kind: 'site'; path: string } | { kind: 'external'; url: string } | { kind: 'unsafe' };

const BASE = 'https://site.invalid';

export function classifyHref(href: string | null | undefined): ContentHref {
  if (!href || /[\s\u0000-\u001f\u007f\\]/.test(href)) return { kind: 'unsafe' };
  if (href.startsWith('/')) {
    // "//evil.example" and "/\evil" are other hosts to a browser.
    if (href.startsWith('//')) return { kind: 'unsafe' };
    try {
      const url = new URL(href, BASE);
      if (url.origin !== BASE) return { kind: 'unsafe' };
      return { kind: 'site', path: `${url.pathname}${url.search}${url.hash}` };
    } catch {
      return { kind: 'unsafe' };
    }
  }
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname ? { kind: 'external', url: url.href } : { kind: 'unsafe' };
  } catch {
    return { kind: 'unsafe' };
  }
}
