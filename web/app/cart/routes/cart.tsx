// The shopping bag: /cart (docs/product.md#paths).
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql';
import { browserContext } from '../../platform/browser-context';
import type { StorefrontContext } from '../../platform/load-context';
import { pageMeta } from '../../platform/page-meta';
import { BagContents } from '../BagContents';
import type { Route } from './+types/cart';

const CartPageQuery = graphql(`
  query CartPage {
    cart {
      id
      ...BagContents_cart
    }
  }
`);

async function load({ apollo, i18n }: StorefrontContext) {
  await apollo.query({ query: CartPageQuery });
  return { title: i18n.t('cart.title') };
}

export async function loader({ context }: Route.LoaderArgs) {
  return load(context);
}

export async function clientLoader() {
  return load(browserContext());
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: loaderData?.title }), { name: 'robots', content: 'noindex' }];
}

export default function CartPage() {
  const { data } = useQuery(CartPageQuery);
  if (!data?.cart) return null;
  return (
    <div className="page page--cart">
      <BagContents cart={data.cart} />
    </div>
  );
}
