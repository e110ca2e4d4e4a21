// /preview/brands/{slugUrl?}/…: a brand's blocks (without its product listing), as
// preview shows it: draft or published, for the segments chosen in the URL.
import { loadPreviewPage } from '../preview/preview-page.server';
import { PreviewContentPage } from '../preview/PreviewContentPage';
import { previewMeta } from '../preview/preview-meta';
import type { Route } from './+types/preview-brands';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadPreviewPage(context.apollo, context.i18n, request, params.slugUrl);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return previewMeta(matches, loaderData?.title);
}

export default function PreviewBrands({ loaderData }: Route.ComponentProps) {
  if (loaderData.refused) return null;
  return <PreviewContentPage target={loaderData.target} />;
}
