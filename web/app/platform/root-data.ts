// What the root loader gives every page (root.tsx), and what `meta` functions read. The
// foundations' fields are here; a domain that adds one declares it beside its own code
// (`declare module '../platform/root-data'`: analytics/page-viewed.ts, content/welcome.server.ts),
// so platform knows no domain (docs/architecture.md, "Rules the import check enforces").
import type { SiteChoice } from '../locale/site-choice';
import type { SiteLocale } from '../locale/site-locale';
import type { Matches } from './page-meta';
import type { PageBuild } from './new-build/build-info';

export interface RootData {
  locale: SiteLocale;
  siteTitle: string;
  siteDescription: string;
  /** Titles of the pages the root error boundary shows. */
  errorTitles: { notFound: string; error: string };
  sites: SiteChoice[];
  /** The document request's id: the error page's Reference ID (platform/reference-id.ts). */
  requestId?: string | undefined;
  /** The User-Agent says a phone (platform/device): the first render's layout and analytics flag. */
  mobile?: boolean;
  /** Outside production (decision 0100): the sandbox pages, and hints such as the test cards. */
  sandbox?: boolean;
  /** The build this page came from and how often to ask for a newer one (decision 0104). */
  build?: PageBuild;
}

export function rootData(matches: Matches): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}
