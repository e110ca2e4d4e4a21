// Marketing consent (decision 0114): in a country whose law asks for consent to
// non-essential cookies, the tag manager loads only after the visitor accepted. The choice
// lives in a first-party cookie the server reads, so the server-rendered head carries the
// script only after consent. Shared by the server (storefront.ts, entry.server) and the
// browser (ConsentProvider): no DOM and no server imports here.
import type { Country } from '@beauty/contracts/locale';

/** Thailand's PDPA, Indonesia's PDP Law, the Philippines' Data Privacy Act (decision 0114). */
export const DEFAULT_CONSENT_COUNTRIES: readonly Country[] = ['ID', 'PH', 'TH'];

export const CONSENT_COOKIE = 'marketing-consent';
/** As long as the locale cookies (docs/product.md#cookie-lifetimes: 365 days): a choice is asked for once a year at most. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type ConsentChoice = 'granted' | 'denied';

export interface MarketingConsent {
  /** This country asks before marketing tags load (ANALYTICS_CONSENT_COUNTRIES). */
  required: boolean;
  /** The visitor's remembered choice; null until they make one. */
  choice: ConsentChoice | null;
  /** The browser writes the cookie, with Secure when the server's COOKIE_SECURE says so. */
  secureCookie: boolean;
}

/** Only the two values we write count: anything else is no choice, so the banner asks again. */
export function parseConsentChoice(value: string | null | undefined): ConsentChoice | null {
  return value === 'granted' || value === 'denied' ? value : null;
}

export function marketingConsent(input: {
  country: Country;
  consentCountries: ReadonlySet<Country>;
  cookie: string | undefined;
  secureCookie: boolean;
}): MarketingConsent {
  return {
    required: input.consentCountries.has(input.country),
    choice: parseConsentChoice(input.cookie),
    secureCookie: input.secureCookie,
  };
}

/** May marketing tags run? Where consent is not required, yes (the privacy notice covers them). */
export function tagsAllowed(consent: MarketingConsent | undefined): boolean {
  return !consent?.required || consent.choice === 'granted';
}

/** The document.cookie assignment that remembers a choice: the server reads it on the next page load. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const attributes = [`Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${CONSENT_COOKIE}=${choice}`, ...attributes].join('; ');
}
