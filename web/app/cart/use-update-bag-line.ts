// Changes a line's quantity; the returned cart (a cache singleton) updates every view.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import { bagResult, type BagResult } from './bag-result';

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
  const [mutate, { loading }] = useMutation(UpdateBagLineMutation);
  const updateBagLine = useCallback(
    async (lineId: string, quantity: number): Promise<BagResult> => {
      try {
        const { data } = await mutate({ variables: { input: { lineId, quantity } } });
        return bagResult(t, data?.updateBagLine.userErrors);
      } catch {
        return { ok: false, message: t('errors.generic') };
      }
    },
    [mutate, t],
  );
  return { updateBagLine, updating: loading };
}
