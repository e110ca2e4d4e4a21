// The header's wish-list link and count: the member's cached WishList (any heart's
// mutation updates it in place), or the hearts this browser keeps for a guest.
import { useReactiveVar } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { guestWishList, loadGuestWishList } from './guest-wish-list';
import { HeaderCountLink } from './HeaderCountLink';
import './lists.css';

export const WishListLinkFragment = graphql(`
  fragment WishListLink_wishList on WishList {
    id
    count
  }
`);

export const WISH_LIST_PATH = '/account/wishlist';

export function WishListLink({ wishList: ref }: { wishList: FragmentType<typeof WishListLinkFragment> | null | undefined }) {
  const { t } = useTranslation();
  const guest = useReactiveVar(guestWishList);
  // What this browser remembers shows after hydration (the server cannot know it).
  useEffect(() => loadGuestWishList(), []);
  const member = getFragmentData(WishListLinkFragment, ref);
  const count = member ? member.count : guest.length;
  const icon = (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
  return (
    <HeaderCountLink
      to={WISH_LIST_PATH}
      block="wish-link"
      testId="wish"
      icon={icon}
      label={t('lists.header.wishList')}
      count={count}
      countWords={t('lists.header.items', { count })}
    />
  );
}
