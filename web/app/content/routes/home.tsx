// The home page: a welcome, the top categories and the featured products.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql';
import { ProductGrid } from '../../catalog/ProductGrid';
import { useSiteLocale } from '../../locale/use-locale';
import { browserContext } from '../../platform/browser-context';
import type { StorefrontContext } from '../../platform/load-context';
import { pageMeta } from '../../platform/page-meta';
import { CategoryTiles } from '../CategoryTiles';
import type { Route } from './+types/home';

const HomePageQuery = graphql(`
  query HomePage {
    layout {
      ...CategoryTiles_layout
    }
    products(sort: FEATURED, first: 12) {
      totalCount
      nodes {
        id
        ...ProductCard_product
      }
    }
  }
`);

async function load({ apollo, i18n }: StorefrontContext) {
  await apollo.query({ query: HomePageQuery });
  return { title: i18n.t('home.title') };
}

export async function loader({ context }: Route.LoaderArgs) {
  return load(context);
}

export async function clientLoader() {
  return load(browserContext());
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: loaderData?.title });
}

export default function HomePage() {
  const { t } = useTranslation();
  const { country } = useSiteLocale();
  const { data } = useQuery(HomePageQuery);

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
      {data?.layout && (
        <section className="home-section" aria-labelledby="categories-title">
          <h2 id="categories-title">{t('home.categoriesHeading')}</h2>
          <CategoryTiles layout={data.layout} />
        </section>
      )}
      {data?.products && (
        <section className="home-section" id="featured" aria-labelledby="featured-title">
          <h2 id="featured-title">{t('home.featuredHeading')}</h2>
          <ProductGrid products={data.products.nodes} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
