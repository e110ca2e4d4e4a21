// The country-specific site title and description (docs/product.md#page-title), in the page's language.
import type { Country } from '@beauty/contracts/locale';
import type { TFunction } from 'i18next';
import type { SiteLocale } from './site-locale';

export function siteTitle(t: TFunction, country: Country): string {
  return t('site.title', { country: t(`countries.${country}`) });
}

export function siteDescription(t: TFunction, locale: SiteLocale): string {
  return t('site.description', {
    site: siteTitle(t, locale.country),
    currency: locale.currency,
    country: t(`countries.${locale.country}`),
  });
}
