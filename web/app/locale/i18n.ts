// One i18next instance per render: per request on the server (two shoppers never share
// one), once in the browser. The instance's language is the full tag (th-TH) so plural
// rules and {{count, number}} use the country's conventions; messages are per language.
// The options both apps share: @beauty/client-kit/i18n.
import type { i18n } from 'i18next';
import { createI18nInstance } from '@beauty/client-kit/i18n';
import type en from './messages/en.json';
import { localeTag, type SiteLocale } from './site-locale';

export type Messages = typeof en;

export function createI18n(locale: SiteLocale, messages: Messages): i18n {
  return createI18nInstance({
    lng: localeTag(locale),
    fallbackLng: locale.language,
    resources: { [locale.language]: { translation: messages } },
    // The language never changes during a page's life: another language is another page.
    languageChangesOnScreen: false,
  });
}

export { LANGUAGE_NAMES } from '@beauty/client-kit/language-names';
