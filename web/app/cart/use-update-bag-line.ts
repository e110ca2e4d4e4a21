// Changes a line's quantity: shown at once (optimistic-bag.ts), then the returned cart (a
// cache singleton) updates every view with the server's totals.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__/gql';
import type { BagResult } from './bag-result';
import { useBagMutation } from './use-bag-mutation';
import { changeBagOptimistically, withQuantity } from './optimistic-bag';

const UpdateBagLineMutation = graphql(`
  mutation UpdateBagLine($input: UpdateBagLineInput!) {
    updateBagLine(input: $input) {
      cart { id ...BagContents_cart }
      userErrors { code field message }
    }
  }
`);

export function useUpdateBagLine() {
  const run = useBagMutation();
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(UpdateBagLineMutation);
  const updateBagLine = useCallback(
    (lineId: string, quantity: number): Promise<BagResult> =>
      run(async () => {
        const { data } = await changeBagOptimistically(client, withQuantity(lineId, quantity), () => mutate({ variables: { input: { lineId, quantity } } }));
        return data?.updateBagLine.userErrors;
      }),
    [client, mutate, run],
  );
  return { updateBagLine, updating: loading };
}
