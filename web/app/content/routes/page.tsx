// /pages/{slugUrl}/{topCategory?}/{category?}/{subCategory?}: a campaign or editorial page
// (PAGES, docs/product.md#page-types), its slug the slugUrl parameter; the category segments are the page's
// own sub-paths and do not change which entry is shown. /pages alone, a slug that cannot
// be one, or an entry not published here: the 404 page (decision 0041).
import { browserContext } from '../../platform/browser-context';
import { notFound } from '../../platform/not-found';
import { pageMeta } from '../../platform/page-meta';
import { contentSlug, loadLivePage } from '../content-page';
import { LiveContentPage } from '../LiveContentPage';
import { TierComparison } from '../../loyalty/TierComparison';
import type { Route } from './+types/page';

function slugOf(params: { slugUrl?: string }): string {
  const slug = contentSlug(params.slugUrl);
  if (!slug) throw notFound();
  return slug;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadLivePage(context.apollo, 'PAGES', slugOf(params));
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadLivePage(browserContext().apollo, 'PAGES', slugOf(params));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: loaderData?.title, description: loaderData?.description });
}

export default function CampaignPage({ params }: Route.ComponentProps) {
  const slug = contentSlug(params.slugUrl);
  return (
    <>
      <LiveContentPage pageType="PAGES" slug={slug} />
      {/* The Beauty Pass page's content is the CMS's; the tier comparison is live (loyalty). */}
      {slug === 'beauty-pass' && <TierComparison />}
    </>
  );
}
