// Places the order. One idempotency key per checkout page visit: a double click or a
// retry after a dropped connection returns the same order, never a second one. The bag
// singleton is dropped from the cache afterwards so the header and mini-bag refetch it
// (emptied after a placed order, intact after a failed payment).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../__generated__/gql';
import type { CheckoutInput } from '../__generated__/graphql';

const CheckoutMutation = graphql(`
  mutation Checkout($input: CheckoutInput!) {
    checkout(input: $input) {
      order { id status }
      accessToken
      placedByMember
      userErrors { code field message }
    }
  }
`);

/** token: null for a member's order (they open it signed in, from their orders), the signed link's for a guest. */
export type CheckoutResult = { ok: true; orderId: string; token: string | null } | { ok: false; code: string; field: string | undefined };

export function useCheckout() {
  const client = useApolloClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [mutate, { loading }] = useMutation(CheckoutMutation);
  const checkout = useCallback(
    async (input: Omit<CheckoutInput, 'idempotencyKey'>): Promise<CheckoutResult> => {
      try {
        const { data } = await mutate({ variables: { input: { ...input, idempotencyKey } } });
        const payload = data?.checkout;
        const error = payload?.userErrors[0];
        if (error || !payload?.order || !payload.accessToken) return { ok: false, code: error?.code ?? 'GENERIC', field: error?.field?.at(-1) };
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
        // The member's order list changed too: it is read afresh when next shown.
        if (payload.placedByMember) client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'account' });
        client.cache.gc();
        return { ok: true, orderId: payload.order.id, token: payload.placedByMember ? null : payload.accessToken };
      } catch {
        return { ok: false, code: 'GENERIC', field: undefined };
      }
    },
    [client, idempotencyKey, mutate],
  );
  return { checkout, placing: loading };
}
