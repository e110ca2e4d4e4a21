// Removes a line. The returned cart no longer lists it; the line's own cache entry is
// then evicted so nothing stale can be read back from it.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import { bagResult, type BagResult } from './bag-result';
import { changeBagOptimistically, withoutLine } from './optimistic-bag';

const RemoveBagLineMutation = graphql(`
  mutation RemoveBagLine($input: RemoveBagLineInput!) {
    removeBagLine(input: $input) {
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

export function useRemoveBagLine() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(RemoveBagLineMutation);
  const removeBagLine = useCallback(
    async (lineId: string): Promise<BagResult> => {
      try {
        const { data } = await changeBagOptimistically(client, withoutLine(lineId), () => mutate({
          variables: { input: { lineId } },
          update(cache, { data: result }) {
            if (!result?.removeBagLine.userErrors.length) {
              cache.evict({ id: cache.identify({ __typename: 'CartLine', id: lineId }) });
              cache.gc();
            }
          },
        }));
        return bagResult(t, data?.removeBagLine.userErrors);
      } catch {
        return { ok: false, message: t('errors.generic') };
      }
    },
    [client, mutate, t],
  );
  return { removeBagLine, removing: loading };
}
