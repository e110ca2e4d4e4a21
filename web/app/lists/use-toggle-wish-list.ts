// The heart: add to or remove from the wish list. A member's change goes to the server
// with an optimistic answer (the product's inWishList and the list's count change at once
// in the normalized cache: every card, the product page and the header); if the server
// refuses, Apollo drops the optimistic layer, so the heart goes back, and an error toast
// says why. A guest's change is kept in this browser (guest-wish-list.ts). Adding shows
// "added to wish list" (docs/product.md#success-messages).
// A grid has a heart on every card, so the hook holds no query or mutation of its own: it
// reads whether the shopper is signed in and sends the change when the heart is pressed
// (a query each was a tenth of a listing's hydration; decision 0120, fifth pass).
import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import type { UpdateWishListMutation as UpdateWishListData } from '../__generated__/graphql';
import { useToast } from '../platform/toast/ToastProvider';
import { toggleGuestWishList } from './guest-wish-list';
import { isSignedIn } from './use-signed-in';

export const UpdateWishListMutation = graphql(`
  mutation UpdateWishList($add: [WishListEntryInput!], $remove: [ID!]) {
    updateWishList(add: $add, remove: $remove) {
      wishList { id count }
      products { id inWishList }
      userErrors { code field message }
    }
  }
`);

const WishListCountFragment = graphql(`
  fragment WishListCount on WishList {
    count
  }
`);

/**
 * Points the root `wishList` at the member's WishList: a shell that loaded as a guest holds
 * null there, and a heart given after signing in must still reach the header count.
 */
export function linkWishList(cache: ApolloCache, data: UpdateWishListData | null | undefined): void {
  const list = data?.updateWishList.wishList;
  if (!list) return;
  cache.modify({ id: 'ROOT_QUERY', fields: { wishList: (_, { toReference }) => toReference({ __typename: 'WishList', id: list.id }) } });
}

export function useToggleWishList() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApolloClient();

  return useCallback(
    async (productId: string, variantId: string | null, on: boolean): Promise<boolean> => {
      if (!isSignedIn(client)) {
        toggleGuestWishList({ productId, variantId }, on);
        if (on) toast.show({ type: 'success', text: t('lists.addedToWishList') });
        return true;
      }
      const count = client.readFragment({ id: 'WishList:current', fragment: WishListCountFragment })?.count ?? 0;
      try {
        const { data } = await client.mutate({
          mutation: UpdateWishListMutation,
          variables: on ? { add: [{ productId, variantId }] } : { remove: [productId] },
          // __typename makes the optimistic objects the cached Product and WishList (the generated types omit it).
          optimisticResponse: {
            updateWishList: {
              __typename: 'WishListPayload',
              wishList: { __typename: 'WishList', id: 'current', count: Math.max(0, count + (on ? 1 : -1)) },
              products: [{ __typename: 'Product', id: productId, inWishList: on }],
              userErrors: [],
            },
          } as unknown as UpdateWishListData,
          update: (cache, { data: answer }) => linkWishList(cache, answer),
        });
        const error = data?.updateWishList.userErrors[0];
        if (error) {
          toast.show({ type: 'error', text: error.message || t('lists.wishListFailed') });
          return false;
        }
        if (on) toast.show({ type: 'success', text: t('lists.addedToWishList') });
        return true;
      } catch {
        toast.show({ type: 'error', text: t('lists.wishListFailed') });
        return false;
      }
    },
    [client, t, toast],
  );
}
