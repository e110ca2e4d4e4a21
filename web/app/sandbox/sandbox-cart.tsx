// /sandbox/cart: a bag to test with. A few products of this country with "add" buttons
// (the real add-to-bag mutation) above the live bag, so a tester fills it in one click.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import { BagContents } from '../cart/BagContents';
import { useAddToBag } from '../cart/use-add-to-bag';
import { browserLoader, serverLoader } from '../platform/page-loaders';
import { sandboxQueryLoad } from './sandbox-query-load';

const SandboxCartQuery = graphql(`
  query SandboxCart {
    productConnection(first: 6) {
      edges { node { id name brand { id name } defaultVariant { id name stockStatus } } }
    }
    cart { id ...BagContents_cart }
  }
`);

const load = sandboxQueryLoad(SandboxCartQuery, 'network-only');

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export default function SandboxCart() {
  const { t } = useTranslation();
  const { data } = useQuery(SandboxCartQuery, { fetchPolicy: 'cache-first' });
  const { addToBag, adding } = useAddToBag();
  if (!data) return null;
  return (
    <>
      <h1>{t('sandbox.pages.cart')}</h1>
      <ul className="sandbox__index" data-testid="sandbox-products">
        {data.productConnection.edges.map(({ node: product }) => (
          <li key={product.id}>
            <button type="button" className="button button--link" disabled={adding} onClick={() => void addToBag(product.defaultVariant.id, 1)}>
              {t('sandbox.cart.add', { name: `${product.brand.name} ${product.name}` })}
            </button>
          </li>
        ))}
      </ul>
      <BagContents cart={data.cart} />
    </>
  );
}
