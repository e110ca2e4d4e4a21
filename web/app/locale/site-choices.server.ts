// The country sites and languages the switcher offers (docs/product.md#locale), named in the page language.
import { COUNTRIES, COUNTRY_LANGUAGES } from '@beauty/contracts/locale';
import type { TFunction } from 'i18next';
import type { SiteChoice } from './site-choice';
import { LANGUAGE_NAMES } from './i18n';

export function siteChoices(t: TFunction): SiteChoice[] {
  return COUNTRIES.map((country) => ({
    country,
    countryName: t(`countries.${country}`),
    languages: COUNTRY_LANGUAGES[country].map((language) => ({ language, name: LANGUAGE_NAMES[language] })),
  }));
}
