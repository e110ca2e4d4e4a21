// The locale a page is served in: the country site and the interface language.
// Type-only imports keep the api's zod schemas out of the browser bundle.
import type { Country, Currency, Language } from '@beauty/contracts/locale';

export interface SiteLocale {
  country: Country;
  language: Language;
  currency: Currency;
}

/** The BCP 47 tag for <html lang>, Intl and i18next, shared with the gateway. */
export { localeTag } from '@beauty/contracts/locale-tag';
