// Every GraphQL request names its country site and language (decision 0001 "Locale"); the
// gateway trusts these before its own cookie fallback.
import type { SiteLocale } from '../locale/site-locale';

export function localeHeaders(locale: SiteLocale): Record<string, string> {
  return { 'x-site-country': locale.country, 'x-site-language': locale.language };
}
