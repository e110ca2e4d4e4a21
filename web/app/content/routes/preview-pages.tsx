// /preview/pages/{slugUrl?}/{topCategory?}/{category?}/{subCategory?}: a content page, as
// preview shows it: draft or published, for the segments chosen in the URL.
import { loadPreviewPage } from '../preview/preview-page.server';
import { PreviewContentPage } from '../preview/PreviewContentPage';
import { previewMeta } from '../preview/preview-meta';
import type { Route } from './+types/preview-pages';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadPreviewPage(context.apollo, context.i18n, request, params.slugUrl);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return previewMeta(matches, loaderData?.title);
}

export default function PreviewPages({ loaderData }: Route.ComponentProps) {
  if (loaderData.refused) return null;
  return <PreviewContentPage target={loaderData.target} />;
}
