// The preview of a content page (/preview/homepage/{slugUrl?}, /preview/pages/…,
// /preview/brands/…): the page type is the segment after `preview` (docs/product.md#page-types), the slug
// the slugUrl parameter (the api's default for the type when absent), the segments those
// in the URL. Shared by the loader (preview-page.server.ts) and the component.
import { graphql } from '../../__generated__/gql';
import type { PageType } from '../../__generated__/graphql';
import { contentSlug } from '../content-page';
import { pageTypeFromPath } from '../page-type';
import { chosenSegments } from './preview-params';

export const PreviewPageQuery = graphql(`
  query PreviewPage($pageType: PageType!, $slug: String, $segments: [String!]) {
    previewContentPage(pageType: $pageType, slug: $slug, userSegments: $segments) {
      id
      title
      status
      updatedAt
      ...ContentBlocks_page
    }
  }
`);

export interface PreviewTarget {
  pageType: PageType;
  slug: string | undefined;
  segments: string[] | undefined;
}

/** What a preview URL asks for; null when it cannot name a page. */
export function previewTarget(url: URL, slugUrl: string | undefined): PreviewTarget | null {
  const pageType = pageTypeFromPath(url.pathname);
  if (!pageType) return null;
  const slug = slugUrl === undefined ? undefined : contentSlug(slugUrl);
  if (slugUrl !== undefined && !slug) return null;
  return { pageType, slug, segments: chosenSegments(url.searchParams) };
}
