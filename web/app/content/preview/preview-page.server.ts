// The loader of a previewed content page: fresh on every request; a URL that cannot name a
// page, or a page that does not exist, is a 404; a refused token a 403.
import type { ApolloClient } from '@apollo/client';
import type { i18n } from 'i18next';
import type { StorefrontContext } from '../../platform/load-context';
import { notFound } from '../../platform/not-found';
import { PreviewPageQuery, previewTarget } from './preview-page';
import { previewQuery, refusedResponse } from './preview-load.server';

/** The loader of the preview routes of a content page, a home page or a brand's blocks. */
export function previewPageLoader({ context, request, params }: { context: StorefrontContext; request: Request; params: { slugUrl?: string } }) {
  return loadPreviewPage(context.apollo, context.i18n, request, params.slugUrl);
}

export async function loadPreviewPage(apollo: ApolloClient, i18n: i18n, request: Request, slugUrl: string | undefined) {
  const url = new URL(request.url);
  const target = previewTarget(url, slugUrl);
  if (!target) throw notFound();
  const { pageType, slug, segments } = target;
  const result = await previewQuery(apollo, request, PreviewPageQuery, { pageType, slug, segments });
  if (result.refused) return refusedResponse(i18n);
  const page = result.data?.previewContentPage;
  if (!page) throw notFound();
  return { refused: false as const, target, title: i18n.t('content.preview.pageTitle', { title: page.title }) };
}
