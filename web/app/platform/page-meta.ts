// Each route's `meta` replaces its parents' (React Router), so every page builds the full
// set: the country-specific title and description of docs/product.md#page-title.
import type { MetaDescriptor } from 'react-router';
import { buildTitle } from '../locale/site-title';

export type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** What the root loader's data (platform/root-data.ts) gives every page's meta. */
interface SiteMeta {
  siteTitle: string;
  siteDescription: string;
}

export function pageMeta(matches: Matches, page: { title?: string; description?: string }): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as SiteMeta | undefined;
  const siteTitle = root?.siteTitle ?? 'Lumi Beauty';
  const description = page.description ?? root?.siteDescription;
  const meta: MetaDescriptor[] = [{ title: buildTitle(page.title, siteTitle) }];
  if (description) meta.push({ name: 'description', content: description });
  meta.push({ property: 'og:site_name', content: siteTitle });
  return meta;
}

/** What a page's `meta` needs: its loader's title (and description), and the matches. */
interface LoadedPageMetaArgs {
  loaderData?: { title?: string; description?: string } | undefined;
  matches: Matches;
}

/** A route's `meta` when its loader returns the page's title and, where it has one, description. */
export function loadedPageMeta({ loaderData, matches }: LoadedPageMetaArgs): MetaDescriptor[] {
  return pageMeta(matches, { title: loaderData?.title, description: loaderData?.description });
}

/** The same for a page no search engine should list: a shopper's own (bag, account, checkout). */
export function unindexedPageMeta(args: LoadedPageMetaArgs): MetaDescriptor[] {
  return [...loadedPageMeta(args), { name: 'robots', content: 'noindex' }];
}
