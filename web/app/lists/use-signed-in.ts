// Whether the shopper is signed in, from the cached `me` the shell's query holds (no request).
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
