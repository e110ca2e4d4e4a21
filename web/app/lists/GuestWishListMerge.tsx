// Moves a guest's hearts into the member's list as soon as the shopper is signed in
// (sign-in, sign-up or Google alike): one updateWishList with everything this browser
// kept. The server ignores what the list already holds, so nothing is lost and nothing
// doubles; the browser's copy is emptied only after the server said yes.
import { useMutation, useReactiveVar } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { clearGuestWishList, guestWishList, readGuestWishList } from './guest-wish-list';
import { linkWishList, UpdateWishListMutation } from './use-toggle-wish-list';

export function GuestWishListMerge({ signedIn }: { signedIn: boolean }) {
  const [mutate] = useMutation(UpdateWishListMutation);
  const guest = useReactiveVar(guestWishList);
  const merging = useRef(false);
  useEffect(() => {
    if (!signedIn || merging.current) return;
    const entries = readGuestWishList();
    if (entries.length === 0) return;
    merging.current = true;
    mutate({
      variables: { add: entries.map((e) => ({ productId: e.productId, variantId: e.variantId })) },
      refetchQueries: ['WishListPage', 'WishListSection'],
      update: (cache, { data }) => linkWishList(cache, data),
    })
      .then(({ data }) => {
        // A product gone from the catalogue must not block the rest: merge what can be merged.
        if (data?.updateWishList.userErrors.length === 0) clearGuestWishList();
        else if (data) return mergeOneByOne(entries);
      })
      .catch(() => {})
      .finally(() => {
        merging.current = false;
      });
    async function mergeOneByOne(list: typeof entries) {
      for (const entry of list)
        await mutate({
          variables: { add: [{ productId: entry.productId, variantId: entry.variantId }] },
          refetchQueries: ['WishListPage', 'WishListSection'],
          update: (cache, { data }) => linkWishList(cache, data),
        }).catch(() => undefined);
      clearGuestWishList();
    }
  }, [signedIn, guest, mutate]);
  return null;
}
