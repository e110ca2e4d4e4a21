// The welcome screen's facts about a request (docs/product.md#welcome-screen "A welcome screen lets the visitor
// choose a country site", docs/product.md#messages "This site doesn't ship to your country"): whether the
// visitor has made no locale choice yet, and which of our countries they seem to be in.
import { type Country, parseCountry } from '@beauty/contracts/locale';
import { COUNTRY_COOKIE } from '../locale/resolve-locale.server';
import { parseCookies } from '../platform/cookies.server';
import { SHIP_NOTICE_COOKIE } from './ship-notice';

/** Country headers that edge networks and CDNs set from the visitor's address. */
const GEO_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-visitor-country'];

export interface WelcomeState {
  /** No locale cookie and no country_code in the URL: the visitor has not chosen a site. */
  firstVisit: boolean;
  /** One of our countries the visitor is in, when it is not this site's and the notice about it was not dismissed; else null. */
  otherCountry: Country | null;
}

declare module '../platform/root-data' {
  interface RootData {
    /** The welcome screen's facts (welcomeState below). */
    welcome?: WelcomeState;
  }
}

/**
 * The visitor's country, from the geo header our edge sets from their address (docs/product.md#platform-calls
 * "country detection reads … a request header"). Never guessed from the browser's language:
 * a Thai speaker in Singapore is shopping in Singapore (issue 15 item 5).
 */
export function detectCountry(headers: Headers): Country | undefined {
  for (const name of GEO_HEADERS) {
    const country = parseCountry(headers.get(name));
    if (country) return country;
  }
  return undefined;
}

export function welcomeState(request: Request, siteCountry: Country): WelcomeState {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('cookie'));
  const chosen = COUNTRY_COOKIE in cookies || url.searchParams.has('country_code');
  const detected = detectCountry(request.headers);
  const other = detected && detected !== siteCountry && cookies[SHIP_NOTICE_COOKIE] !== detected ? detected : null;
  return { firstVisit: !chosen, otherCountry: other };
}
