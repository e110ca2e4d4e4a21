// One i18next instance per render: per request on the server (two shoppers never share
// one), once in the browser. The instance's language is the full tag (th-TH) so plural
// rules and {{count, number}} use the country's conventions; messages are per language.
import i18next, { type i18n, type Resource } from 'i18next';
import type { Language } from '@beauty/contracts/locale';
import type en from './messages/en.json';
import { localeTag, type SiteLocale } from './site-locale';

export type Messages = typeof en;

export function createI18n(locale: SiteLocale, messages: Messages): i18n {
  const resources: Resource = { [locale.language]: { translation: messages } };
  const instance = i18next.createInstance({
    lng: localeTag(locale),
    fallbackLng: locale.language,
    resources,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // The language never changes during a page's life (another language is another page),
    // so no component listens for a change: a grid has hundreds of them (decision 0120).
    react: { useSuspense: false, bindI18n: '' },
    returnNull: false,
  });
  void instance.init();
  return instance;
}

/** Language names as their speakers write them, the same in every interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  zh: '中文',
};
