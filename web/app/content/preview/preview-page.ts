// The preview of a content page (/preview/homepage/{slugUrl?}, /preview/pages/…,
// /preview/brands/…): the page type is the segment after `preview` (spec §2), the slug
// the slugUrl parameter (the api's default for the type when absent), the segments those
// in the URL. Loaded fresh on every request; a page that does not exist is a 404.
import type { ApolloClient } from '@apollo/client';
import type { i18n } from 'i18next';
import { graphql } from '../../__generated__/gql';
import type { PageType } from '../../__generated__/graphql';
import { notFound } from '../../platform/not-found';
import { contentSlug } from '../content-page';
import { pageTypeFromPath } from '../page-type';
import { chosenSegments } from './preview-params';
import { previewQuery, refusedResponse } from './preview-load.server';

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

export async function loadPreviewPage(apollo: ApolloClient, i18n: i18n, request: Request, slugUrl: string | undefined) {
  const url = new URL(request.url);
  const target = previewTarget(url, slugUrl);
  if (!target) throw notFound();
  const { pageType, slug, segments } = target;
  const result = await previewQuery(apollo, request, PreviewPageQuery, { pageType, slug, segments });
  if (result.refused) return refusedResponse();
  const page = result.data?.previewContentPage;
  if (!page) throw notFound();
  return { refused: false as const, target, title: i18n.t('content.preview.pageTitle', { title: page.title }) };
}
