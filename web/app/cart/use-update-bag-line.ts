// Changes a line's quantity: shown at once (optimistic-bag.ts), then the returned cart (a
// cache singleton) updates every view with the server's totals.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import { bagResult, type BagResult } from './bag-result';
import { changeBagOptimistically, withQuantity } from './optimistic-bag';

const UpdateBagLineMutation = graphql(`
  mutation UpdateBagLine($input: UpdateBagLineInput!) {
    updateBagLine(input: $input) {
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

export function useUpdateBagLine() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(UpdateBagLineMutation);
  const updateBagLine = useCallback(
    async (lineId: string, quantity: number): Promise<BagResult> => {
      try {
        const { data } = await changeBagOptimistically(client, withQuantity(lineId, quantity), () => mutate({ variables: { input: { lineId, quantity } } }));
        return bagResult(t, data?.updateBagLine.userErrors);
      } catch {
        return { ok: false, message: t('errors.generic') };
      }
    },
    [client, mutate, t],
  );
  return { updateBagLine, updating: loading };
}
