// The home page when no content entry is published for this country and language: a
// welcome, the top categories and the featured products (the home before issue 3).
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import { ProductGrid } from '../catalog/ProductGrid';
import { useSiteLocale } from '../locale/use-locale';
import { CategoryTiles } from './CategoryTiles';

export const StaticHomeQuery = graphql(`
  query HomePage {
    layout {
      ...CategoryTiles_layout
    }
    productConnection(sort: FEATURED, first: 12) {
      edges {
        node {
          id
          ...ProductCard_product
        }
      }
    }
  }
`);

export function StaticHome() {
  const { t } = useTranslation();
  const { country } = useSiteLocale();
  const { data } = useQuery(StaticHomeQuery);

  return (
    <div className="page page--home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="hero__eyebrow">{t('home.heroEyebrow')}</p>
          <h1 id="hero-title">{t('home.heroTitle')}</h1>
          <p>{t('home.heroText', { country: t(`countries.${country}`) })}</p>
          <a href="#featured" className="button button--primary">
            {t('home.heroCta')}
          </a>
        </div>
      </section>
      {data?.layout && <CategoryTiles layout={data.layout} />}
      {data?.productConnection && (
        <section className="home-section" id="featured" aria-labelledby="featured-title">
          <h2 id="featured-title">{t('home.featuredHeading')}</h2>
          <ProductGrid products={data.productConnection.edges.map((edge) => edge.node)} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
