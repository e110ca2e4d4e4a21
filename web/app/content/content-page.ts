// Loading a content page: the published entry for the shopper's country, language and
// segments. A failure to load it is reported and treated like "no entry", so the page
// around it (the static home, a brand's listing) still renders.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../__generated__/gql';
import type { PageType } from '../__generated__/graphql';
import { notFound } from '../platform/not-found';
import { reportContentError } from './report-content-error';

export const ContentPageQuery = graphql(`
  query ContentPage($pageType: PageType!, $slug: String) {
    contentPage(pageType: $pageType, slug: $slug) {
      id
      title
      description
      ...ContentBlocks_page
    }
  }
`);

export interface ContentPageMeta {
  title: string;
  description: string | null;
}

export async function loadContentPage(apollo: ApolloClient, pageType: PageType, slug: string | undefined): Promise<ContentPageMeta | null> {
  try {
    const { data } = await apollo.query({ query: ContentPageQuery, variables: { pageType, slug } });
    const page = data?.contentPage;
    return page ? { title: page.title, description: page.description ?? null } : null;
  } catch (error) {
    reportContentError(error, { where: 'contentPage', pageType, slug: slug ?? '' });
    return null;
  }
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/;

/** A slug the api could hold; anything else is answered as not found without asking. */
export function contentSlug(value: string | undefined): string | undefined {
  const slug = value?.toLowerCase();
  return slug && SLUG.test(slug) ? slug : undefined;
}

/** A live content page's loader result, or the 404 of docs/product.md#not-found when nothing is published. */
export async function loadLivePage(apollo: ApolloClient, pageType: PageType, slug: string | undefined) {
  const found = await loadContentPage(apollo, pageType, slug);
  if (!found) throw notFound();
  return { title: found.title, description: found.description ?? undefined };
}
