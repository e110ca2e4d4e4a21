import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/http-errors.ts';
import { resolveLocale } from './request-locale.ts';

describe('resolveLocale', () => {
  it('defaults to Singapore in English', () => {
    expect(resolveLocale(undefined, undefined)).toEqual({ country: 'SG', language: 'en', currency: 'SGD' });
  });

  it("uses the country's default language when none is sent", () => {
    expect(resolveLocale('th', undefined)).toEqual({ country: 'TH', language: 'th', currency: 'THB' });
    expect(resolveLocale('id', undefined).language).toBe('id');
  });

  it('accepts an allowed language, also as a browser-style list or region tag', () => {
    expect(resolveLocale('hk', 'zh').language).toBe('zh');
    expect(resolveLocale('hk', 'zh-HK,zh;q=0.9,en;q=0.8').language).toBe('zh');
    expect(resolveLocale('th', 'en-US').language).toBe('en');
    expect(resolveLocale('sg', '*').language).toBe('en');
  });

  it.each([
    ['xx', undefined],
    ['sgp', undefined],
    ['sg', 'th'],
    ['my', 'zh'],
    ['th', 'fr'],
  ])('refuses country %s with language %s as INVALID_LOCALE', (country, language) => {
    expect(() => resolveLocale(country, language)).toThrow(ApiError);
    try {
      resolveLocale(country, language);
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_LOCALE' });
    }
  });
});
