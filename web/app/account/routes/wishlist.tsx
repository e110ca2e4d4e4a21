// /account/wishlist: the member's wish list on this country site (decision 0080), newest
// first, with add to bag, shade, price change since added and out-of-stock state. A guest
// is sent to sign in and brought back; their hearts are merged on the way (GuestWishListMerge).
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql';
import { memberPageLoad } from '../../platform/member-page-load';
import { unindexedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader } from '../../platform/page-loaders';
import { WishListItemCard } from '../WishListItemCard';
import '../../lists/lists.css';
import { EmptyListNotice } from '../../platform/EmptyListNotice';

const PATH = '/account/wishlist';

export const WishListPageQuery = graphql(`
  query WishListPage {
    me { id }
    wishList {
      id
      count
      items {
        product { id }
        ...WishListItemCard_item
      }
    }
  }
`);

const load = memberPageLoad({ query: WishListPageQuery }, PATH, 'lists.page.title');

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = unindexedPageMeta;

export default function WishListPage() {
  const { t } = useTranslation();
  const { data } = useQuery(WishListPageQuery, { fetchPolicy: 'cache-first' });
  const list = data?.wishList;
  if (!list) return null;
  // A heart taken off here leaves the card in place (greyed by its heart) until the next visit: no jump under the pointer.
  return (
    <div className="page page--wish-list">
      <h1>{t('lists.page.title')}</h1>
      {list.items.length === 0 ? (
        <EmptyListNotice testId="wish-list-empty" text={t('lists.page.empty')} shopText={t('lists.page.shop')} />
      ) : (
        <ul className="wish-list" data-testid="wish-list">
          {list.items.map((item) => (
            <WishListItemCard key={item.product.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
