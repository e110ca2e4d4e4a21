import { describe, expect, it } from 'vitest';
import { resolveLocale, type LocaleSources } from './resolve-locale.server';

function sources(overrides: Partial<LocaleSources> & { search?: string } = {}): LocaleSources {
  return {
    query: new URLSearchParams(overrides.search ?? ''),
    host: overrides.host ?? 'localhost:3000',
    cookies: overrides.cookies ?? {},
    countryHosts: overrides.countryHosts ?? new Map([['shop.example.th', 'TH'] as const]),
  };
}

describe('resolveLocale', () => {
  it('serves Singapore in English when nothing says otherwise', () => {
    const { locale, remember } = resolveLocale(sources());
    expect(locale).toEqual({ country: 'SG', language: 'en', currency: 'SGD' });
    expect(remember).toEqual([]);
  });

  it('takes the country and language from the query and remembers both', () => {
    const { locale, remember } = resolveLocale(sources({ search: '?country_code=th&language=th' }));
    expect(locale).toEqual({ country: 'TH', language: 'th', currency: 'THB' });
    expect(remember).toEqual([
      { name: 'locale', value: 'th' },
      { name: 'lng_th', value: 'th' },
    ]);
  });

  it('accepts language_code as the language parameter', () => {
    const { locale } = resolveLocale(sources({ search: '?country_code=HK&language_code=zh' }));
    expect(locale).toMatchObject({ country: 'HK', language: 'zh' });
  });

  it('uses the country default when the query language is not allowed there', () => {
    const { locale, remember } = resolveLocale(sources({ search: '?country_code=SG&language=th' }));
    expect(locale).toMatchObject({ country: 'SG', language: 'en' });
    expect(remember).toEqual([{ name: 'locale', value: 'sg' }]);
  });

  it('ignores an unknown country code', () => {
    const { locale, remember } = resolveLocale(sources({ search: '?country_code=US', cookies: { locale: 'id' } }));
    expect(locale).toMatchObject({ country: 'ID', language: 'id' });
    expect(remember).toEqual([]);
  });

  it('prefers the host map over the cookie, and the query over the host', () => {
    expect(resolveLocale(sources({ host: 'SHOP.example.th:443', cookies: { locale: 'sg' } })).locale.country).toBe('TH');
    expect(resolveLocale(sources({ host: 'shop.example.th', search: '?country_code=au' })).locale.country).toBe('AU');
  });

  it('reads the language cookie of the resolved country only', () => {
    const cookies = { locale: 'TH', lng_th: 'en', lng_hk: 'zh' };
    expect(resolveLocale(sources({ cookies })).locale).toMatchObject({ country: 'TH', language: 'en' });
    expect(resolveLocale(sources({ cookies: { ...cookies, locale: 'hk' } })).locale).toMatchObject({
      country: 'HK',
      language: 'zh',
    });
  });

  it('lets a query language override the cookie and skips a disallowed cookie value', () => {
    const cookies = { locale: 'th', lng_th: 'en' };
    expect(resolveLocale(sources({ cookies, search: '?language=th' })).locale.language).toBe('th');
    expect(resolveLocale(sources({ cookies: { locale: 'my', lng_my: 'zh' } })).locale).toMatchObject({
      country: 'MY',
      language: 'en',
    });
  });
});
