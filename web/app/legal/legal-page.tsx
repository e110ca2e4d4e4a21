// /privacy and /terms?section=Legal+Terms (docs/product.md#paths, the footer's legal links): the content
// entries "privacy" and "terms" of the shopper's country and language (api content seed,
// legal-entries.ts), a 404 page while none is published. ?section= names a section by its
// heading ("Legal Terms" → the block "legal-terms"), which the page scrolls to.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadLivePage } from '../content/content-page';
import { LiveContentPage } from '../content/LiveContentPage';
import { browserContext } from '../platform/browser-context';
import type { Route } from './+types/legal-page';
import { loadedPageMeta } from '../platform/page-meta';

/** The entry slug of the path: /privacy → privacy, /terms → terms. */
const slugOf = (url: string) => (new URL(url).pathname.replace(/\/+$/, '').endsWith('/terms') ? 'terms' : 'privacy');

/** "Legal Terms" → "legal-terms": a section heading as its block id. */
export const sectionId = (section: string | null) =>
  section
    ?.toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || undefined;

export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await loadLivePage(context.apollo, 'PAGES', slugOf(request.url))), slug: slugOf(request.url) };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { ...(await loadLivePage(browserContext().apollo, 'PAGES', slugOf(request.url))), slug: slugOf(request.url) };
}

export const meta = loadedPageMeta;

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const section = sectionId(new URLSearchParams(search).get('section'));
  useEffect(() => {
    if (!section) return;
    const block = document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(section)}"]`);
    block?.scrollIntoView({ block: 'start' });
  }, [section, loaderData.slug]);
  return <LiveContentPage pageType="PAGES" slug={loaderData.slug} />;
}
