// The welcome screen's facts about a request (spec §2 "A welcome screen lets the visitor
// choose a country site", §8 "This site doesn't ship to your country"): whether the
// visitor has made no locale choice yet, and which of our countries they seem to be in.
import { type Country, parseCountry } from '@beauty/contracts/locale';
import { COUNTRY_COOKIE } from '../locale/resolve-locale.server';
import { parseCookies } from '../platform/cookies.server';

/** Country headers that edge networks and CDNs set from the visitor's address. */
const GEO_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-visitor-country'];

export interface WelcomeState {
  /** No locale cookie and no country_code in the URL: the visitor has not chosen a site. */
  firstVisit: boolean;
  /** One of our countries the visitor seems to be in, when it is not this site's; else null. */
  otherCountry: Country | null;
}

/** The visitor's country: an edge geo header, else the region of the first browser language that has one (if it is ours). */
export function detectCountry(headers: Headers): Country | undefined {
  for (const name of GEO_HEADERS) {
    const country = parseCountry(headers.get(name));
    if (country) return country;
  }
  for (const range of (headers.get('accept-language') ?? '').split(',')) {
    const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(range.trim())?.[1];
    if (region) return parseCountry(region);
  }
  return undefined;
}

export function welcomeState(request: Request, siteCountry: Country): WelcomeState {
  const url = new URL(request.url);
  const chosen = COUNTRY_COOKIE in parseCookies(request.headers.get('cookie')) || url.searchParams.has('country_code');
  const detected = detectCountry(request.headers);
  return { firstVisit: !chosen, otherCountry: detected && detected !== siteCountry ? detected : null };
}
