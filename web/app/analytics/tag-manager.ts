// The tag-manager script, only for a country with an id starting GTM- or G- (docs/product.md#analytics),
// never in preview, never with analytics off, and in a consent country only after the
// visitor accepted (decision 0114). Written into the document's head by entry.server with
// the response's CSP nonce; the policy allows the tag manager's origin only when some
// country has an id (server/security-headers.ts).
import { tagsAllowed } from './consent';
import { type AnalyticsConfig, isPreviewPath, TAG_MANAGER_ID } from './page-viewed';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export function tagManagerSrc(id: string, origin = TAG_MANAGER_ORIGIN): string {
  return id.startsWith('GTM-') ? `${origin}/gtm.js?id=${id}` : `${origin}/gtag/js?id=${id}`;
}

/** The id of the tag manager this page could load, consent aside; undefined when it never would. */
export function pageTagManagerId(config: AnalyticsConfig | undefined, pathname: string): string | undefined {
  const id = config?.tagManagerId;
  if (!config?.enabled || !id || !TAG_MANAGER_ID.test(id) || isPreviewPath(pathname)) return undefined;
  return id;
}

/** Does this page ask for consent: a consent country, with a tag manager that would load? */
export function asksForConsent(config: AnalyticsConfig | undefined, pathname: string): boolean {
  return pageTagManagerId(config, pathname) !== undefined && Boolean(config?.consent?.required);
}

export function tagManagerScript(config: AnalyticsConfig | undefined, pathname: string, nonce: string): string {
  const id = pageTagManagerId(config, pathname);
  if (!id || !tagsAllowed(config?.consent)) return '';
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return `<script async src="${tagManagerSrc(id, config?.tagManagerOrigin)}"${nonceAttribute} data-tag-manager="${id}"></script>`;
}
