// /pages/{slugUrl?}/{topCategory?}/{category?}/{subCategory?}: a campaign or editorial page
// (PAGES, docs/product.md#page-types), its slug the slugUrl parameter; the category segments are the page's
// own sub-paths and do not change which entry is shown. /pages alone is the index entry
// (decision 0148). A slug that cannot be one fails the route's check ("Page Not Found:
// {path}"); an entry not published here is the 404 page (decision 0041).
import { browserContext } from '../../platform/browser-context';
import { validateRoute } from '../../platform/not-found';
import { contentSlug, loadLivePage } from '../content-page';
import { LiveContentPage } from '../LiveContentPage';
import { TierComparison } from '../../loyalty/TierComparison';
import type { Route } from './+types/page';
import { loadedPageMeta } from '../../platform/page-meta';

/** The entry's slug; none for /pages itself, which the api answers with the index entry. */
function slugOf(params: { slugUrl?: string }, request: Request): string | undefined {
  if (params.slugUrl === undefined) return undefined;
  const slug = contentSlug(params.slugUrl);
  validateRoute(slug, request);
  return slug;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadLivePage(context.apollo, 'PAGES', slugOf(params, request));
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadLivePage(browserContext().apollo, 'PAGES', slugOf(params, request));
}

export const meta = loadedPageMeta;

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
