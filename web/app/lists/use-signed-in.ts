// Whether the shopper is signed in, from the cached `me` the shell's query holds (no request).
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/gql';

const SignedInQuery = graphql(`
  query ListsSignedIn {
    me { id }
  }
`);

export function useSignedIn(): boolean {
  const { data } = useQuery(SignedInQuery, { fetchPolicy: 'cache-first' });
  return Boolean(data?.me);
}

/**
 * The same, read once when asked (a click), not watched: for a control repeated down a grid,
 * where a watching query each would cost the page's hydration (decision 0120, fifth pass).
 */
export function isSignedIn(client: ApolloClient): boolean {
  return Boolean(client.readQuery({ query: SignedInQuery })?.me);
}
