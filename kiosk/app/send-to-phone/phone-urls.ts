// What the "Send to my phone" QR codes open on the website. Its locale rides as query
// parameters (?country_code=SG&language=en, as the web's locale resolution reads them), so
// the phone opens the store's country site in the language on screen, whatever its cookies.
// The product page is /products/{slug} (web/app/platform/shop-paths.ts); a kiosk's picks
// are /picks?items=a,b (web/app/picks/picks-items.ts).
import type { Country, Language } from '@beauty/contracts/locale';

interface SiteOf {
  webPublicUrl: string;
  country: Country;
  language: Language;
}

function withLocale(url: URL, { country, language }: SiteOf): string {
  url.searchParams.set('country_code', country);
  url.searchParams.set('language', language);
  // URLSearchParams writes the comma of items= as %2C; the web splits either, and a shorter
  // text makes a smaller QR code.
  return url.href.replace(/%2C/g, ',');
}

export function productUrl(site: SiteOf, slug: string): string {
  return withLocale(new URL(`/products/${encodeURIComponent(slug)}`, site.webPublicUrl), site);
}

export function picksUrl(site: SiteOf, variantIds: readonly string[]): string {
  const url = new URL('/picks', site.webPublicUrl);
  url.searchParams.set('items', variantIds.join(','));
  return withLocale(url, site);
}
