// The home page: the HOMEPAGE content entry of this country and language (issue 3 item 4),
// or the static home when none is published or it cannot be loaded.
import { useQuery } from '@apollo/client/react';
import type { StorefrontContext } from '../../platform/load-context';
import { loadedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader } from '../../platform/page-loaders';
import { ContentBlocks } from '../ContentBlocks';
import { ContentPageQuery, loadContentPage } from '../content-page';
import { StaticHome, StaticHomeQuery } from '../StaticHome';
import type { Route } from './+types/home';

async function load({ apollo, i18n }: StorefrontContext) {
  const page = await loadContentPage(apollo, 'HOMEPAGE', undefined);
  if (page) return { title: page.title, description: page.description ?? undefined, content: true };
  await apollo.query({ query: StaticHomeQuery });
  return { title: i18n.t('home.title'), description: undefined, content: false };
}

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = loadedPageMeta;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { data } = useQuery(ContentPageQuery, { variables: { pageType: 'HOMEPAGE' }, skip: !loaderData.content });
  if (!loaderData.content || !data?.contentPage) return <StaticHome />;
  return (
    <div className="page page--home page--content">
      <ContentBlocks page={data.contentPage} />
    </div>
  );
}
