// Removes a line. The returned cart no longer lists it; the line's own cache entry is
// then evicted so nothing stale can be read back from it.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__/gql';
import type { BagResult } from './bag-result';
import { useBagMutation } from './use-bag-mutation';
import { changeBagOptimistically, withoutLine } from './optimistic-bag';

const RemoveBagLineMutation = graphql(`
  mutation RemoveBagLine($input: RemoveBagLineInput!) {
    removeBagLine(input: $input) {
      cart { id ...BagContents_cart }
      userErrors { code field message }
    }
  }
`);

export function useRemoveBagLine() {
  const run = useBagMutation();
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(RemoveBagLineMutation);
  const removeBagLine = useCallback(
    (lineId: string): Promise<BagResult> =>
      run(async () => {
        const { data } = await changeBagOptimistically(client, withoutLine(lineId), () =>
          mutate({
            variables: { input: { lineId } },
            update(cache, { data: result }) {
              if (!result?.removeBagLine.userErrors.length) {
                cache.evict({ id: cache.identify({ __typename: 'CartLine', id: lineId }) });
                cache.gc();
              }
            },
          }),
        );
        return data?.removeBagLine.userErrors;
      }),
    [client, mutate, run],
  );
  return { removeBagLine, removing: loading };
}
