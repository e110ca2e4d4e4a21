// /about: the ABOUT content entry (docs/product.md#paths), a 404 page while none is published.
import { browserContext } from '../../platform/browser-context';
import { loadLivePage } from '../content-page';
import { LiveContentPage } from '../LiveContentPage';
import type { Route } from './+types/about';
import { loadedPageMeta } from '../../platform/page-meta';

export async function loader({ context }: Route.LoaderArgs) {
  return loadLivePage(context.apollo, 'ABOUT', undefined);
}

export async function clientLoader() {
  return loadLivePage(browserContext().apollo, 'ABOUT', undefined);
}

export const meta = loadedPageMeta;

export default function AboutPage() {
  return <LiveContentPage pageType="ABOUT" slug={undefined} />;
}
