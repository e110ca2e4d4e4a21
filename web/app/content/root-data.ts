// What the root loader gives every page (root.tsx), and what `meta` functions read.
import type { Country, Language } from '@beauty/contracts/locale';
import type { SiteLocale } from '../locale/site-locale';

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
  /** The welcome screen's facts (content/welcome.server.ts). */
  welcome?: { firstVisit: boolean; otherCountry: Country | null };
}
