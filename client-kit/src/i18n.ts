// The i18next instance options both apps set alike. Each app decides what it loads (the web
// one language per page, the kiosk every language of its store's country) and whether the
// language changes on screen; the rest is the same on every screen of ours.
import i18next, { type i18n, type Resource } from 'i18next';

export interface I18nSetup {
  /** The full tag (th-TH), so plural rules and {{count, number}} use the country's conventions. */
  lng: string;
  fallbackLng: string | false;
  resources: Resource;
  /**
   * Whether components re-render when the language changes. The web says no: another
   * language is another page, and a grid has hundreds of components listening (decision
   * 0120). The kiosk says yes: the shopper switches language on the screen.
   */
  languageChangesOnScreen: boolean;
}

export function createI18nInstance({ lng, fallbackLng, resources, languageChangesOnScreen }: I18nSetup): i18n {
  const instance = i18next.createInstance({
    lng,
    fallbackLng,
    resources,
    // Every message is in `resources` already, so the instance is ready when this returns.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: languageChangesOnScreen ? { useSuspense: false } : { useSuspense: false, bindI18n: '' },
    returnNull: false,
  });
  void instance.init();
  return instance;
}
