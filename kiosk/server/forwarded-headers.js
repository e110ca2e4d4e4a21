// @ts-check
// What the kiosk server sends the gateway with a shopper's request (decision 0119): its
// own device credential and client name, the site locale it decided, and from the browser
// only the few headers the gateway reads. Never a cookie: the kiosk channel has none, and a
// browser on a public screen must not be able to slip one in.
import { KIOSK_DEVICE_HEADER } from '@beauty/contracts/kiosk';
import { parseLanguage } from '@beauty/contracts/locale';

export const KIOSK_CLIENT_NAME = 'kiosk';
/** The shopper's Beauty Pass session at this screen (kioskSignInVerify's sessionToken). */
export const KIOSK_SESSION_HEADER = 'x-kiosk-session';
/** gateway/src/locale/resolve-locale.ts LOCALE_HEADERS. */
export const SITE_COUNTRY_HEADER = 'x-site-country';
export const SITE_LANGUAGE_HEADER = 'x-site-language';

const FROM_BROWSER = ['content-type', 'accept', 'accept-language', KIOSK_SESSION_HEADER];
const SESSION_TOKEN = /^[A-Za-z0-9._~+/=-]{1,4096}$/;

/**
 * @param {Record<string, string | string[] | undefined>} incoming the browser's request headers (lower-case names)
 * @param {{ credential: string; country: import('@beauty/contracts/locale').Country; requestId?: string }} kiosk
 * @returns {Record<string, string>}
 */
export function gatewayHeaders(incoming, kiosk) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const name of FROM_BROWSER) {
    const value = incoming[name];
    if (typeof value === 'string' && value.length > 0) out[name] = value;
  }
  if (out[KIOSK_SESSION_HEADER] !== undefined && !SESSION_TOKEN.test(out[KIOSK_SESSION_HEADER])) delete out[KIOSK_SESSION_HEADER];
  // The store's country, whatever the browser says; a language only when the country has it.
  out[SITE_COUNTRY_HEADER] = kiosk.country.toLowerCase();
  const asked = incoming[SITE_LANGUAGE_HEADER];
  const language = parseLanguage(kiosk.country, typeof asked === 'string' ? asked : undefined);
  if (language) out[SITE_LANGUAGE_HEADER] = language;
  out[KIOSK_DEVICE_HEADER] = kiosk.credential;
  out['apollographql-client-name'] = KIOSK_CLIENT_NAME;
  if (kiosk.requestId) out['x-request-id'] = kiosk.requestId;
  return out;
}
