// The heart on a product card, the product page and a bag line. Its state is the cached
// Product.inWishList (a member's from the server, a guest's from this browser), so every
// heart of the same product changes together.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { useToggleWishList } from './use-toggle-wish-list';
import './lists.css';

export const WishListHeartFragment = graphql(`
  fragment WishListHeart_product on Product {
    id
    name
    inWishList
  }
`);

interface WishListHeartProps {
  product: FragmentType<typeof WishListHeartFragment>;
  /** The shade or size chosen, when the heart is given on one. */
  variantId?: string | null;
  className?: string;
}

export function WishListHeart({ product: ref, variantId = null, className }: WishListHeartProps) {
  const { t } = useTranslation();
  const product = getFragmentData(WishListHeartFragment, ref);
  const toggle = useToggleWishList();
  const on = product.inWishList;
  return (
    <button
      type="button"
      className={`wish-heart${on ? ' wish-heart--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={on}
      aria-label={t(on ? 'lists.heart.remove' : 'lists.heart.add', { name: product.name })}
      data-testid="wish-heart"
      onClick={() => void toggle(product.id, variantId, !on)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
