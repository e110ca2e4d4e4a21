// The shopping bag: /cart (docs/product.md#paths).
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql';
import { unindexedPageMeta } from '../../platform/page-meta';
import { browserLoader, queryPageLoad, serverLoader } from '../../platform/page-loaders';
import { BagContents } from '../BagContents';

const CartPageQuery = graphql(`
  query CartPage {
    cart {
      id
      ...BagContents_cart
    }
  }
`);

const load = queryPageLoad(CartPageQuery, 'cart.title');

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = unindexedPageMeta;

export default function CartPage() {
  const { data } = useQuery(CartPageQuery);
  if (!data?.cart) return null;
  return (
    <div className="page page--cart">
      <BagContents cart={data.cart} />
    </div>
  );
}
