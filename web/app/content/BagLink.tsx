// The header's bag link and item count, read from the cached Cart singleton: any bag
// mutation's payload updates it in place.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { formatCount } from '../locale/numbers';
import { useSiteLocale } from '../locale/use-locale';

export const BagLinkFragment = graphql(`
  fragment BagLink_cart on Cart {
    itemsCount
  }
`);

export function BagLink({ cart: ref }: { cart: FragmentType<typeof BagLinkFragment> | undefined }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const count = getFragmentData(BagLinkFragment, ref)?.itemsCount ?? 0;
  return (
    // The name is the visible text plus a hidden word ("Bag 2 items"), so speech input
    // users can say what they see (WCAG 2.5.3).
    <Link to="/cart" className="bag-link" data-testid="bag-link">
      <svg className="bag-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      <span className="bag-link__label">{t('header.bag')}</span>{' '}
      <span className="bag-link__count" data-testid="bag-count">
        {formatCount(count, tag)}
      </span>
      <span className="visually-hidden"> {t('header.bagItems', { count })}</span>
    </Link>
  );
}
