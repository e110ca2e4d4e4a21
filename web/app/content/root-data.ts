// What the root loader gives every page (root.tsx), and what `meta` functions read.
import type { Country, Language } from '@beauty/contracts/locale';
import type { SiteLocale } from '../locale/site-locale';
import type { Matches } from '../platform/page-meta';
import type { AnalyticsConfig } from '../analytics/page-viewed';
import type { PageBuild } from '../platform/new-build/build-info';

export interface SiteChoice {
  country: Country;
  countryName: string;
  languages: { language: Language; name: string }[];
}

export interface RootData {
  locale: SiteLocale;
  siteTitle: string;
  siteDescription: string;
  /** Titles of the pages the root error boundary shows. */
  errorTitles: { notFound: string; error: string };
  sites: SiteChoice[];
  /** The document request's id: the error page's Reference ID (platform/reference-id.ts). */
  requestId?: string | undefined;
  /** The welcome screen's facts (content/welcome.server.ts). */
  welcome?: { firstVisit: boolean; otherCountry: Country | null };
  /** The User-Agent says a phone (platform/device): the first render's layout and analytics flag. */
  mobile?: boolean;
  /** page_viewed and the tag manager for this country (analytics/, decision 0103). */
  analytics?: AnalyticsConfig;
  /** Outside production (decision 0100): the sandbox pages, and hints such as the test cards. */
  sandbox?: boolean;
  /** The build this page came from and how often to ask for a newer one (decision 0104). */
  build?: PageBuild;
}

export function rootData(matches: Matches): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}
