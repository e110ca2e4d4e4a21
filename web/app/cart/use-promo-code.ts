// Applies and removes a promo code; the returned bag (a cache singleton) updates every
// view, its summary included.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__/gql';

const ApplyPromoCodeMutation = graphql(`
  mutation ApplyPromoCode($input: ApplyPromoCodeInput!) {
    applyPromoCode(input: $input) {
      cart { id ...BagContents_cart }
      userErrors { code field message }
    }
  }
`);

const RemovePromoCodeMutation = graphql(`
  mutation RemovePromoCode {
    removePromoCode {
      cart { id ...BagContents_cart }
      userErrors { code field message }
    }
  }
`);

export type PromoResult = { ok: true } | { ok: false; code: string };

export function usePromoCode() {
  const [apply, { loading: applying }] = useMutation(ApplyPromoCodeMutation);
  const [remove, { loading: removing }] = useMutation(RemovePromoCodeMutation);
  const applyCode = useCallback(
    async (code: string): Promise<PromoResult> => {
      try {
        const { data } = await apply({ variables: { input: { code } } });
        const error = data?.applyPromoCode.userErrors[0];
        return error ? { ok: false, code: error.code } : { ok: true };
      } catch {
        return { ok: false, code: 'GENERIC' };
      }
    },
    [apply],
  );
  const removeCode = useCallback(async (): Promise<PromoResult> => {
    try {
      const { data } = await remove();
      const error = data?.removePromoCode.userErrors[0];
      return error ? { ok: false, code: error.code } : { ok: true };
    } catch {
      return { ok: false, code: 'GENERIC' };
    }
  }, [remove]);
  return { applyCode, removeCode, applying, removing };
}
