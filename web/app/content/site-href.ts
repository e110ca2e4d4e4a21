// A link to the same page on another country site or language (the welcome panel's choices).
// The current path goes through the redirect check: a request for "//evil.example" renders
// the 404 page, whose links must not lead there (decision 0050). The page's own query stays:
// a mail's link opened on a new device (a booking's ?token=) must still open its page once a
// site is chosen.
import { sameOriginPath } from '../platform/return-to';

export function siteHref(pathname: string, search: string, country: string, language: string): string {
  const query = new URLSearchParams(search);
  query.set('country_code', country);
  query.set('language', language);
  return `${sameOriginPath(pathname)}?${query.toString()}`;
}
