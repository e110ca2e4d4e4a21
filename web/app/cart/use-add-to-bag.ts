// Adds a variant to the bag. The payload's cart carries every field a bag view reads
// (BagContents_cart), and Cart is a cache singleton: the header count, and the bag page
// if it was visited, update from the normalized cache with no refetch.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__/gql';
import type { BagResult } from './bag-result';
import { useBagMutation } from './use-bag-mutation';

const AddToBagMutation = graphql(`
  mutation AddToBag($input: AddToBagInput!) {
    addToBag(input: $input) {
      cart { id ...BagContents_cart }
      userErrors { code field message }
    }
  }
`);

export function useAddToBag() {
  const run = useBagMutation();
  const [mutate, { loading }] = useMutation(AddToBagMutation);
  const addToBag = useCallback(
    (variantId: string, quantity: number): Promise<BagResult> =>
      run(async () => (await mutate({ variables: { input: { variantId, quantity } } })).data?.addToBag.userErrors),
    [mutate, run],
  );
  return { addToBag, adding: loading };
}
