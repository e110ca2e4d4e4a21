// Adds a variant to the bag. The payload's cart carries every field a bag view reads
// (BagContents_cart), and Cart is a cache singleton: the header count, and the bag page
// if it was visited, update from the normalized cache with no refetch.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import { bagResult, type BagResult } from './bag-result';

const AddToBagMutation = graphql(`
  mutation AddToBag($input: AddToBagInput!) {
    addToBag(input: $input) {
      cart {
        id
        ...BagContents_cart
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function useAddToBag() {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(AddToBagMutation);
  const addToBag = useCallback(
    async (variantId: string, quantity: number): Promise<BagResult> => {
      try {
        const { data } = await mutate({ variables: { input: { variantId, quantity } } });
        return bagResult(t, data?.addToBag.userErrors);
      } catch {
        return { ok: false, message: t('errors.generic') };
      }
    },
    [mutate, t],
  );
  return { addToBag, adding: loading };
}
