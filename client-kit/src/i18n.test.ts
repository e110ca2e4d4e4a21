import { describe, expect, it } from 'vitest';
import { createI18nInstance } from './i18n';

const resources = {
  'en-SG': { translation: { greeting: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' } },
  'th-TH': { translation: { greeting: 'สวัสดี {{name}}' } },
};

describe('createI18nInstance', () => {
  it('is ready at once, with the language as the full tag and nothing escaped (React does that)', () => {
    const i18n = createI18nInstance({ lng: 'en-SG', fallbackLng: false, resources, languageChangesOnScreen: false });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en-SG');
    expect(i18n.t('greeting', { name: '<b>Ann</b>' })).toBe('Hello <b>Ann</b>');
    expect(i18n.t('items', { count: 2 })).toBe('2 items');
  });

  it('listens for a language change only where the language changes on screen', () => {
    const page = createI18nInstance({ lng: 'en-SG', fallbackLng: 'en', resources, languageChangesOnScreen: false });
    const screen = createI18nInstance({ lng: 'en-SG', fallbackLng: false, resources, languageChangesOnScreen: true });
    expect(page.options.react).toEqual({ useSuspense: false, bindI18n: '' });
    expect(screen.options.react).toEqual({ useSuspense: false });
  });
});
