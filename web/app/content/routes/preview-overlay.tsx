// /preview/overlay/{id}: one overlay, draft or published, always opened (never "already
// dismissed on this device"), with a button to open it again after closing it.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql';
import { notFound } from '../../platform/not-found';
import { OverlayDialog } from '../blocks/OverlayDialog';
import { previewQuery, refusedResponse } from '../preview/preview-load.server';
import { previewMeta } from '../preview/preview-meta';
import { PreviewStatus } from '../preview/PreviewStatus';
import type { Route } from './+types/preview-overlay';

const PreviewOverlayQuery = graphql(`
  query PreviewOverlay($id: ID!) {
    previewOverlay(id: $id) {
      id
      status
      heading
      userSegments
      ...OverlayDialog_block
    }
  }
`);

const ID = /^[A-Za-z0-9_-]{1,128}$/;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw notFound();
  const result = await previewQuery(context.apollo, request, PreviewOverlayQuery, { id: params.id });
  if (result.refused) return refusedResponse(context.i18n);
  const overlay = result.data?.previewOverlay;
  if (!overlay) throw notFound();
  return { refused: false as const, title: context.i18n.t('content.preview.overlayTitle', { heading: overlay.heading }) };
}

export const meta = previewMeta;

export default function PreviewOverlayPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(0);
  const { data } = useQuery(PreviewOverlayQuery, { variables: { id: params.id }, skip: loaderData.refused });
  const overlay = data?.previewOverlay;
  if (loaderData.refused || !overlay) return null;
  return (
    <div className="page page--preview">
      <h1>{loaderData.title}</h1>
      <PreviewStatus status={overlay.status} />
      <p className="content-segments">
        {overlay.userSegments.length === 0 ? t('content.preview.forEveryone') : t('content.preview.forSegments', { segments: overlay.userSegments.join(', ') })}
      </p>
      <button type="button" className="button button--secondary" onClick={() => setOpened((n) => n + 1)}>
        {t('content.preview.openOverlay')}
      </button>
      <OverlayDialog key={opened} block={overlay} preview />
    </div>
  );
}
