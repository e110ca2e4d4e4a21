// Which country site and language a page is served in (decision 0001 "Locale", docs/product.md#locale).
// Country: country_code query, then the host name, then the `locale` cookie, then SG.
// Language: language / language_code query, then the `lng_<country>` cookie, then the
// country's default. Only pairs the country allows; a choice made by query is remembered.
import { type Country, COUNTRY_CURRENCY, DEFAULT_COUNTRY, defaultLanguage, parseCountry, parseLanguage } from '@beauty/contracts/locale';
import type { SiteLocale } from './site-locale';

export const COUNTRY_COOKIE = 'locale';
export const languageCookie = (country: Country): string => `lng_${country.toLowerCase()}`;
/** docs/product.md#cookie-lifetimes: locale cookies live 365 days. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface LocaleSources {
  query: URLSearchParams;
  /** The Host header, port included or not. */
  host: string | undefined;
  cookies: Readonly<Record<string, string | undefined>>;
  /** COUNTRY_HOSTS: lower-case host name to country. */
  countryHosts: ReadonlyMap<string, Country>;
}

export interface ResolvedLocale {
  locale: SiteLocale;
  /** Cookies to set because the query chose them. */
  remember: { name: string; value: string }[];
}

function hostCountry(host: string | undefined, countryHosts: ReadonlyMap<string, Country>): Country | undefined {
  if (!host) return undefined;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  return countryHosts.get(name);
}

export function resolveLocale({ query, host, cookies, countryHosts }: LocaleSources): ResolvedLocale {
  const queryCountry = parseCountry(query.get('country_code'));
  const country = queryCountry ?? hostCountry(host, countryHosts) ?? parseCountry(cookies[COUNTRY_COOKIE]) ?? DEFAULT_COUNTRY;

  const queryLanguage = parseLanguage(country, query.get('language')) ?? parseLanguage(country, query.get('language_code'));
  const language = queryLanguage ?? parseLanguage(country, cookies[languageCookie(country)]) ?? defaultLanguage(country);

  const remember: ResolvedLocale['remember'] = [];
  if (queryCountry) remember.push({ name: COUNTRY_COOKIE, value: queryCountry.toLowerCase() });
  if (queryLanguage) remember.push({ name: languageCookie(country), value: queryLanguage });

  return { locale: { country, language, currency: COUNTRY_CURRENCY[country] }, remember };
}
