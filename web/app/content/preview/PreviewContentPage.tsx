// A previewed content page: its status, then its blocks with the segments each aims at.
import { useQuery } from '@apollo/client/react';
import { ContentBlocks } from '../ContentBlocks';
import { PreviewPageQuery, type PreviewTarget } from './preview-page';
import { PreviewStatus } from './PreviewStatus';

/** The page of a preview route whose loader is previewPageLoader: nothing when refused (its meta says so). */
export function PreviewContentRoute({ loaderData }: { loaderData: { refused: true } | { refused: false; target: PreviewTarget } }) {
  if (loaderData.refused) return null;
  return <PreviewContentPage target={loaderData.target} />;
}

export function PreviewContentPage({ target }: { target: PreviewTarget }) {
  const { data } = useQuery(PreviewPageQuery, { variables: target, fetchPolicy: 'cache-first' });
  const page = data?.previewContentPage;
  if (!page) return null;
  return (
    <div className="page page--content page--preview">
      <PreviewStatus status={page.status} updatedAt={page.updatedAt} />
      <ContentBlocks page={page} preview />
    </div>
  );
}
