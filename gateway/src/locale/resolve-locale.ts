// Which country site and language a GraphQL request is served for (decision 0001, "Locale").
// The web server decides and sends x-site-country / x-site-language; a kiosk may send
// headers only; a bare browser request falls back to the locale cookies, then SG.
import { type Country, type Language, COUNTRY_CURRENCY, DEFAULT_COUNTRY, defaultLanguage, parseCountry, parseLanguage } from '@beauty/contracts/locale';

export interface Locale {
  country: Country;
  language: Language;
  currency: (typeof COUNTRY_CURRENCY)[Country];
}

export const LOCALE_HEADERS = { country: 'x-site-country', language: 'x-site-language' } as const;
/** Cookie names of docs/product.md#cookies: the country under `locale`, the language under `lng_<country>`. */
export const COUNTRY_COOKIE = 'locale';
export const languageCookie = (country: Country) => `lng_${country.toLowerCase()}`;

export interface LocaleSources {
  header: (name: string) => string | undefined;
  cookie: (name: string) => string | undefined;
}

/** An unknown or disallowed value is skipped, never sent upstream (the api would 400). */
export function resolveLocale({ header, cookie }: LocaleSources): Locale {
  const country = parseCountry(header(LOCALE_HEADERS.country)) ?? parseCountry(cookie(COUNTRY_COOKIE)) ?? DEFAULT_COUNTRY;
  const language =
    parseLanguage(country, header(LOCALE_HEADERS.language)) ?? parseLanguage(country, cookie(languageCookie(country))) ?? defaultLanguage(country);
  return { country, language, currency: COUNTRY_CURRENCY[country] };
}
