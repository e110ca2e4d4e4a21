// Applies and removes a promo code; the returned bag (a cache singleton) updates every
// view, its summary included. When the bag held another code, the answer says which one
// stays and what each saves (one promo per order): the form tells the shopper.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__/gql';
import type { PromoChoice } from './promo-hint';

const ApplyPromoCodeMutation = graphql(`
  mutation ApplyPromoCode($input: ApplyPromoCodeInput!) {
    applyPromoCode(input: $input) {
      cart { id discountChoice { applied } ...BagContents_cart }
      userErrors { code field message }
      promoChoice { kept keptDiscount { amount currency } dropped droppedDiscount { amount currency } }
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

/**
 * choice: set when the bag held another code (it was replaced, or it stayed: PROMO_ONE_PER_ORDER).
 * deferred: the code is on the bag, but the member's voucher gives a lower total (decision 0147).
 */
export type PromoResult = { ok: true; choice?: PromoChoice; deferred?: boolean } | { ok: false; code: string; choice?: PromoChoice };

export function usePromoCode() {
  const [apply, { loading: applying }] = useMutation(ApplyPromoCodeMutation);
  const [remove, { loading: removing }] = useMutation(RemovePromoCodeMutation);
  const applyCode = useCallback(
    async (code: string): Promise<PromoResult> => {
      try {
        const { data } = await apply({ variables: { input: { code } } });
        const error = data?.applyPromoCode.userErrors[0];
        const choice = data?.applyPromoCode.promoChoice ?? undefined;
        const deferred = data?.applyPromoCode.cart?.discountChoice?.applied === 'VOUCHER';
        return error ? { ok: false, code: error.code, choice } : { ok: true, choice, deferred };
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
