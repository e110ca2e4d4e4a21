// The prerendered payload of docs/product.md#platform-calls ("GET {path}/_payload.json with build-hash query"),
// decision 0115: which content entries have one and at which URL. Shared by the web server
// that answers it (server/content-payload.ts) and the browser that asks (payload-link.ts),
// so the two cannot disagree. One URL per entry (its page's own path), so one cache entry.
import type { PageType } from '../../__generated__/graphql';
import type { SiteLocale } from '../../locale/site-locale';
import { contentSlug } from '../content-page';

export const PAYLOAD_FILE = '_payload.json';

/** The content query's variables of an entry that has a payload. */
export interface PayloadEntry {
  pageType: Extract<PageType, 'HOMEPAGE' | 'ABOUT' | 'PAGES'>;
  slug?: string;
}

/** What the web server answers: the ContentPage query's data, as a guest of `locale` sees it. */
export interface PayloadBody {
  build: string;
  locale: string;
  data: { contentPage: unknown };
}

// PAGES entries served at a path of their own (docs/product.md#paths, the footer's legal links).
const OWN_PATH_SLUGS = new Set(['privacy', 'terms']);
/** The index entry's slug: its one URL is /pages (decision 0148), never /pages/index. */
const INDEX_SLUG = 'index';

/** A slug as the pages ask for it: contentSlug's rule, in lower case only (one URL per entry). */
const canonicalSlug = (slug: unknown): slug is string => typeof slug === 'string' && contentSlug(slug) === slug;

/** The page path of the entry these ContentPage variables ask for; undefined when it has no payload (brands, odd slugs). */
export function payloadPath({ pageType, slug }: { pageType?: unknown; slug?: unknown }): string | undefined {
  if (pageType === 'HOMEPAGE' && slug == null) return '/';
  if (pageType === 'ABOUT' && slug == null) return '/about';
  // /pages with every segment left out: the index entry (decision 0148).
  if (pageType === 'PAGES' && slug == null) return '/pages';
  if (pageType !== 'PAGES' || !canonicalSlug(slug) || slug === INDEX_SLUG) return undefined;
  return OWN_PATH_SLUGS.has(slug) ? `/${slug}` : `/pages/${slug}`;
}

/** The entry of a page path (payloadPath's inverse); undefined for every other path. */
export function payloadEntry(path: string): PayloadEntry | undefined {
  if (path === '/') return { pageType: 'HOMEPAGE' };
  if (path === '/about') return { pageType: 'ABOUT' };
  if (path === '/pages') return { pageType: 'PAGES' };
  const own = /^\/([a-z]+)$/.exec(path)?.[1];
  if (own && OWN_PATH_SLUGS.has(own)) return { pageType: 'PAGES', slug: own };
  const slug = /^\/pages\/([^/]+)$/.exec(path)?.[1];
  if (canonicalSlug(slug) && !OWN_PATH_SLUGS.has(slug) && slug !== INDEX_SLUG) return { pageType: 'PAGES', slug };
  return undefined;
}

/** `sg-en`: the payload's locale query, lower case. */
export const localeParam = ({ country, language }: Pick<SiteLocale, 'country' | 'language'>) => `${country.toLowerCase()}-${language}`;

/** `/about` → `/about/_payload.json?build=…&locale=sg-en`; the home's is `/_payload.json?…`. */
export function payloadUrl(path: string, build: string, locale: Pick<SiteLocale, 'country' | 'language'>): string {
  const query = new URLSearchParams({ build, locale: localeParam(locale) });
  return `${path === '/' ? '' : path}/${PAYLOAD_FILE}?${query}`;
}

/** `/about/_payload.json` → `/about`, `/_payload.json` → `/`; undefined for a path that is no payload's. */
export function pagePathOf(pathname: string): string | undefined {
  const suffix = `/${PAYLOAD_FILE}`;
  if (!pathname.endsWith(suffix)) return undefined;
  return pathname.slice(0, -suffix.length) || '/';
}
