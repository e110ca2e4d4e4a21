// The kiosk's i18next: one instance per page load with every language the store's country
// offers (they are small), switched on screen. The language is the full tag (th-TH) so
// plurals and Intl follow the country's conventions. zh is Hong Kong's (Traditional), the
// only country site with it. The options both apps share: @beauty/client-kit/i18n.
import type { i18n } from 'i18next';
import { createI18nInstance } from '@beauty/client-kit/i18n';
import type { Country, Language } from '@beauty/contracts/locale';
import { localeTag } from '@beauty/contracts/locale-tag';
import en from './messages/en.json';
import id from './messages/id.json';
import th from './messages/th.json';
import zh from './messages/zh.json';

export type Messages = typeof en;
const MESSAGES: Record<Language, Messages> = { en, id, th, zh };

export function createI18n(country: Country, languages: readonly Language[]): i18n {
  return createI18nInstance({
    lng: localeTag({ country, language: languages[0]! }),
    fallbackLng: false,
    resources: Object.fromEntries(languages.map((language) => [localeTag({ country, language }), { translation: MESSAGES[language] }])),
    languageChangesOnScreen: true,
  });
}
