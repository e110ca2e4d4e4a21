// `load` for a sandbox page drawn from one query's cache: the loader runs the query, so the
// page the server sends is complete. It has no title of its own: the sandbox layout's names it.
import type { FetchPolicy, TypedDocumentNode } from '@apollo/client';
import type { StorefrontContext } from '../platform/load-context';

export function sandboxQueryLoad(query: TypedDocumentNode<unknown, Record<string, never>>, fetchPolicy?: FetchPolicy) {
  return async ({ apollo }: StorefrontContext) => {
    await apollo.query(fetchPolicy ? { query, fetchPolicy } : { query });
    return null;
  };
}
