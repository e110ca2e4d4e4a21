// "This site doesn't ship to your country" can be dismissed for good (issue 15 item 5): the
// choice is a first-party cookie the server reads, so the notice is not rendered again. It
// holds the country the notice was about: a visitor later seen in another of our countries
// is told again, about that one.
import type { Country } from '@beauty/contracts/locale';

export const SHIP_NOTICE_COOKIE = 'ship-notice-dismissed';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The Set-Cookie text the browser writes when the shopper dismisses the notice. */
export function shipNoticeDismissedCookie(country: Country, secure: boolean): string {
  return `${SHIP_NOTICE_COOKIE}=${country}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
