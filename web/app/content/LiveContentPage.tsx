// The body of a live content page (/about, /pages/…), read from the cache its loader filled.
import { useQuery } from '@apollo/client/react';
import type { PageType } from '../__generated__/graphql';
import { ContentBlocks } from './ContentBlocks';
import { ContentPageQuery } from './content-page';

export function LiveContentPage({ pageType, slug }: { pageType: PageType; slug: string | undefined }) {
  const { data } = useQuery(ContentPageQuery, { variables: { pageType, slug } });
  if (!data?.contentPage) return null;
  return (
    <div className="page page--content">
      <ContentBlocks page={data.contentPage} />
    </div>
  );
}
