// The locale rules of docs/product.md#locale, shared by api, gateway and web: eight countries, the
// languages each allows (the first is the default), and each country's currency.
import { z } from 'zod';

export const COUNTRIES = ['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH'] as const;
export const LANGUAGES = ['en', 'id', 'th', 'zh'] as const;
export type Country = (typeof COUNTRIES)[number];
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_COUNTRY: Country = 'SG';

export const COUNTRY_LANGUAGES: Record<Country, readonly Language[]> = {
  AU: ['en'],
  HK: ['en', 'zh'],
  ID: ['id', 'en'],
  MY: ['en'],
  NZ: ['en'],
  PH: ['en'],
  SG: ['en'],
  TH: ['th', 'en'],
};

export const COUNTRY_CURRENCY = {
  AU: 'AUD',
  HK: 'HKD',
  ID: 'IDR',
  MY: 'MYR',
  NZ: 'NZD',
  PH: 'PHP',
  SG: 'SGD',
  TH: 'THB',
} as const satisfies Record<Country, string>;
export type Currency = (typeof COUNTRY_CURRENCY)[Country];

export const countrySchema = z.enum(COUNTRIES);
export const languageSchema = z.enum(LANGUAGES);

/** Upper-cases and checks a country code; undefined when it is not one of the eight. */
export function parseCountry(value: string | null | undefined): Country | undefined {
  const upper = value?.trim().toUpperCase();
  return COUNTRIES.find((c) => c === upper);
}

/** A language is valid only when the country allows it (docs/product.md#locale). */
export function parseLanguage(country: Country, value: string | null | undefined): Language | undefined {
  const lower = value?.trim().toLowerCase().slice(0, 2);
  return COUNTRY_LANGUAGES[country].find((l) => l === lower);
}

export function defaultLanguage(country: Country): Language {
  return COUNTRY_LANGUAGES[country][0]!;
}

/**
 * The headers every REST call carries (docs/product.md#headers). Header names are ours: the
 * retailer's brief names their roles, not their spelling. The site country is sent in lower case.
 */
export const REST_HEADERS = {
  platform: 'x-platform', // "web" or "web_desktop"
  version: 'x-app-version', // "1.0.0"
  language: 'accept-language', // one of LANGUAGES
  country: 'x-site-country', // lower-case country code
  deviceId: 'x-device-id', // keys the guest bag
} as const;
