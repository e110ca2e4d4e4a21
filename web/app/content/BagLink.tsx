// The header's bag link and item count, read from the cached Cart singleton: any bag
// mutation's payload updates it in place.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { HeaderCountLink } from '../lists/HeaderCountLink';

export const BagLinkFragment = graphql(`
  fragment BagLink_cart on Cart {
    itemsCount
  }
`);

export function BagLink({ cart: ref }: { cart: FragmentType<typeof BagLinkFragment> | undefined }) {
  const { t } = useTranslation();
  const count = getFragmentData(BagLinkFragment, ref)?.itemsCount ?? 0;
  const icon = (
    <svg className="bag-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
  return (
    <HeaderCountLink to="/cart" block="bag-link" testId="bag" icon={icon} label={t('header.bag')} count={count} countWords={t('header.bagItems', { count })} />
  );
}
