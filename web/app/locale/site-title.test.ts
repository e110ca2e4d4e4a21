import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { MESSAGES } from './messages.server';
import { buildTitle } from './site-title';
import { siteTitle } from './site-meta';

describe('buildTitle', () => {
  it('puts the page title before the site title', () => {
    expect(buildTitle('My bag', 'Lumi Beauty Singapore')).toBe('My bag | Lumi Beauty Singapore');
  });

  it('is the site title alone when the page has none', () => {
    expect(buildTitle(undefined, 'Lumi Beauty Singapore')).toBe('Lumi Beauty Singapore');
    expect(buildTitle('  ', 'Lumi Beauty Singapore')).toBe('Lumi Beauty Singapore');
  });
});

describe('siteTitle', () => {
  const title = (country: 'SG' | 'TH' | 'HK' | 'ID', language: 'en' | 'th' | 'zh' | 'id') =>
    siteTitle(createI18n({ country, language, currency: 'SGD' }, MESSAGES[language]).t, country);

  it('names the country site in the page language', () => {
    expect(title('SG', 'en')).toBe('Lumi Beauty Singapore');
    expect(title('TH', 'en')).toBe('Lumi Beauty Thailand');
    expect(title('TH', 'th')).toBe('Lumi Beauty ประเทศไทย');
    expect(title('HK', 'zh')).toBe('Lumi Beauty 香港');
    expect(title('ID', 'id')).toBe('Lumi Beauty Indonesia');
  });

  it('builds a full document title per country and language', () => {
    const i18n = createI18n({ country: 'TH', language: 'th', currency: 'THB' }, MESSAGES.th);
    expect(buildTitle(i18n.t('cart.title'), siteTitle(i18n.t, 'TH'))).toBe('ถุงช้อปปิ้งของฉัน | Lumi Beauty ประเทศไทย');
  });
});
