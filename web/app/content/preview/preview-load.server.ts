// What every preview loader does first: the token in the URL becomes a cookie (redirect),
// then the preview query runs; a refused token answers 403 with the explanation page.
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { i18n } from 'i18next';
import { data } from 'react-router';
import { isPreviewRefused } from './preview-access';
import { previewTokenRedirect } from './preview-token.server';

export type PreviewRefused = { refused: true; title: string };

/** The 403 answer, titled in the page's language. */
export function refusedResponse(i18n: i18n) {
  return data<PreviewRefused>(
    { refused: true, title: i18n.t('content.preview.forbiddenTitle') },
    { status: 403, headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** Runs a preview query: its data, or a 403 response to return; other failures throw. */
export async function previewQuery<TData, TVariables extends OperationVariables>(
  apollo: ApolloClient,
  request: Request,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<{ data: TData | undefined; refused: false } | { data: undefined; refused: true }> {
  const redirect = previewTokenRedirect(request);
  if (redirect) throw redirect;
  // Preview is never served from a cache: each load shows the newest draft.
  const { data: value, error } = await apollo.query<TData, TVariables>({
    query,
    variables,
    errorPolicy: 'all',
    fetchPolicy: 'network-only',
  } as ApolloClient.QueryOptions<TData, TVariables>);
  if (isPreviewRefused(error)) return { data: undefined, refused: true };
  if (error) throw error;
  return { data: value, refused: false };
}
