// Attract mode: what the screen shows between shoppers, a loop of the store's name, "Touch
// to start" and product pictures (served on this origin by the kiosk server's /images
// proxy). Any touch starts a visit.
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__';
import { useKiosk } from '../visit/kiosk-state';

const AttractProductsQuery = graphql(`
  query AttractProducts {
    productConnection(first: 12, sort: TOP_RATED) {
      edges {
        node {
          id
          name
          imageUrl
          brand {
            id
            name
          }
        }
      }
    }
  }
`);

export function AttractScreen() {
  const { t } = useTranslation();
  const { config, go } = useKiosk();
  const { data } = useQuery(AttractProductsQuery);
  const products = data?.productConnection.edges.map((edge) => edge.node) ?? [];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => i + 1), 4000);
    return () => window.clearInterval(timer);
  }, []);
  const shown = products.length > 0 ? products[index % products.length] : undefined;

  return (
    <button type="button" className="attract" data-testid="attract" onClick={() => go({ name: 'start' })}>
      <span className="attract__brand">{t('brand')}</span>
      <span className="attract__welcome">{t('attract.welcome', { store: config.storeName })}</span>
      {shown ? (
        <span className="attract__product" key={shown.id}>
          <img src={shown.imageUrl} alt="" />
          <span className="attract__product-name">
            {shown.brand.name} · {shown.name}
          </span>
        </span>
      ) : (
        <span className="attract__product attract__product--empty" />
      )}
      <span className="attract__tagline">{t('attract.tagline')}</span>
      <span className="attract__touch">{t('attract.touch')}</span>
    </button>
  );
}
