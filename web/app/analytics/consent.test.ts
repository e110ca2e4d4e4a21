import type { Country } from '@beauty/contracts/locale';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentCookie, DEFAULT_CONSENT_COUNTRIES, marketingConsent, parseConsentChoice, tagsAllowed } from './consent';

const consentCountries: ReadonlySet<Country> = new Set(DEFAULT_CONSENT_COUNTRIES);

describe('marketing consent', () => {
  it('is asked for in Thailand, Indonesia and the Philippines by default, not in the notice countries', () => {
    expect([...DEFAULT_CONSENT_COUNTRIES].sort()).toEqual(['ID', 'PH', 'TH']);
    for (const country of ['AU', 'HK', 'MY', 'NZ', 'SG'] as const) {
      expect(marketingConsent({ country, consentCountries, cookie: undefined, secureCookie: true }).required, country).toBe(false);
    }
  });

  it('keeps tags away in a consent country until the visitor accepts', () => {
    const th = (cookie: string | undefined) => marketingConsent({ country: 'TH', consentCountries, cookie, secureCookie: true });
    expect(th(undefined)).toEqual({ required: true, choice: null, secureCookie: true });
    expect(tagsAllowed(th(undefined))).toBe(false);
    expect(tagsAllowed(th('denied'))).toBe(false);
    expect(tagsAllowed(th('granted'))).toBe(true);
  });

  it('lets tags run where consent is not required, whatever the cookie says', () => {
    expect(tagsAllowed(marketingConsent({ country: 'SG', consentCountries, cookie: undefined, secureCookie: true }))).toBe(true);
    expect(tagsAllowed(undefined)).toBe(true);
  });

  it('takes only the two values it writes as a choice: anything else asks again', () => {
    expect(parseConsentChoice('granted')).toBe('granted');
    expect(parseConsentChoice('denied')).toBe('denied');
    for (const other of [undefined, null, '', 'yes', 'GRANTED', 'granted ']) expect(parseConsentChoice(other)).toBeNull();
  });

  it('is remembered for 365 days in a first-party cookie the server can read', () => {
    expect(consentCookie('granted', true)).toBe(`${CONSENT_COOKIE}=granted; Max-Age=31536000; Path=/; SameSite=Lax; Secure`);
    // Local http development (COOKIE_SECURE=false): a Secure cookie would not be kept.
    expect(consentCookie('denied', false)).toBe(`${CONSENT_COOKIE}=denied; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(consentCookie('denied', false)).not.toMatch(/HttpOnly/i);
  });
});
