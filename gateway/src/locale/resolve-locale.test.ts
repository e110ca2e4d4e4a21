import { describe, expect, it } from 'vitest';
import { resolveLocale } from './resolve-locale.ts';

const from = (headers: Record<string, string>, cookies: Record<string, string> = {}) => resolveLocale({ header: (n) => headers[n], cookie: (n) => cookies[n] });

describe('resolveLocale', () => {
  it('serves SG in English when nothing is said', () => {
    expect(from({})).toEqual({ country: 'SG', language: 'en', currency: 'SGD' });
  });

  it('takes the country header before the locale cookie, in any case', () => {
    expect(from({ 'x-site-country': 'th' }, { locale: 'MY' }).country).toBe('TH');
    expect(from({}, { locale: 'my' })).toEqual({ country: 'MY', language: 'en', currency: 'MYR' });
  });

  it('skips an unknown country instead of sending it upstream', () => {
    expect(from({ 'x-site-country': 'US' }, { locale: 'HK' }).country).toBe('HK');
    expect(from({ 'x-site-country': 'US' }).country).toBe('SG');
  });

  it('gives a country its default language, the first of docs/product.md#locale', () => {
    expect(from({ 'x-site-country': 'ID' }).language).toBe('id');
    expect(from({ 'x-site-country': 'TH' }).language).toBe('th');
    expect(from({ 'x-site-country': 'HK' }).language).toBe('en');
  });

  it('takes the language header, then the lng_<country> cookie', () => {
    expect(from({ 'x-site-country': 'TH', 'x-site-language': 'en' }, { lng_th: 'th' }).language).toBe('en');
    expect(from({ 'x-site-country': 'TH' }, { lng_th: 'en' }).language).toBe('en');
    // Another country's language cookie does not leak into this one.
    expect(from({ 'x-site-country': 'TH' }, { lng_hk: 'en' }).language).toBe('th');
  });

  it('refuses a language the country does not offer', () => {
    expect(from({ 'x-site-country': 'SG', 'x-site-language': 'th' }).language).toBe('en');
    expect(from({ 'x-site-country': 'AU' }, { lng_au: 'zh' }).language).toBe('en');
    expect(from({ 'x-site-country': 'HK', 'x-site-language': 'zh-HK' }).language).toBe('zh');
  });
});
