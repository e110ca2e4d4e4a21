// The preview layout (docs/product.md#layouts "Layouts: default, blank, preview"): every /preview/* page
// gets the preview bar above it, or, when its query was refused for want of a valid
// token, the page that says preview needs the editor's link (403). A `?token=` in the
// URL becomes the http-only preview cookie first (preview/preview-token.server.ts).
import { useQuery } from '@apollo/client/react';
import { Outlet, useMatches } from 'react-router';
import { graphql } from '../../__generated__/gql';
import { PreviewBar } from '../preview/PreviewBar';
import { PreviewForbidden } from '../preview/PreviewForbidden';
import { previewTokenRedirect } from '../preview/preview-token.server';
import { reportContentError } from '../report-content-error';
import type { Route } from './+types/preview';
import '../content.css';

export const PreviewSegmentsQuery = graphql(`
  query PreviewSegments {
    userSegments {
      id
      name
      description
    }
  }
`);

export async function loader({ context, request }: Route.LoaderArgs) {
  const redirect = previewTokenRedirect(request);
  if (redirect) throw redirect;
  // The picker is a convenience: without the list the page still previews.
  try {
    await context.apollo.query({ query: PreviewSegmentsQuery });
  } catch (error) {
    reportContentError(error, { where: 'userSegments' });
  }
  return null;
}

export default function PreviewLayout() {
  const matches = useMatches();
  const { data } = useQuery(PreviewSegmentsQuery, { fetchPolicy: 'cache-only' });
  const refused = matches.some((match) => (match.data as { refused?: boolean } | undefined)?.refused === true);
  if (refused) return <PreviewForbidden />;
  return (
    <div className="preview" data-preview="true">
      <PreviewBar segments={data?.userSegments ?? []} />
      <Outlet />
    </div>
  );
}
