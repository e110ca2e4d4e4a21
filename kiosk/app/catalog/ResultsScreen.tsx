// A search or a category, each product with how it stands on this store's shelf.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__';
import { useKiosk } from '../visit/kiosk-state';
import { ProductTile } from './ProductTile';
import { SearchBox } from './SearchBox';

const KioskProductsQuery = graphql(`
  query KioskProducts($query: String, $category: String, $first: Int!, $storeId: ID!) {
    productConnection(query: $query, category: $category, first: $first) {
      totalCount
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...KioskProductSummary
        }
      }
    }
  }
`);

const PAGE = 24;
const MOST = 96;

export function ResultsScreen({ query, category }: { query?: string | undefined; category?: { path: string; name: string } | undefined }) {
  const { t } = useTranslation();
  const { config } = useKiosk();
  const [first, setFirst] = useState(PAGE);
  const { data, previousData, loading, error } = useQuery(KioskProductsQuery, {
    variables: { query: query ?? null, category: category?.path ?? null, first, storeId: config.storeId },
  });
  const list = (data ?? previousData)?.productConnection;
  const products = list?.edges.map((edge) => edge.node) ?? [];

  return (
    <section className="results">
      {query ? <SearchBox /> : null}
      <h1>{query ? t('results.title', { query }) : t('results.categoryTitle', { category: category?.name ?? '' })}</h1>
      {list ? <p className="results__count">{t('results.count', { count: list.totalCount })}</p> : null}
      {error && !list ? <p className="notice notice--error">{t('errors.generic')}</p> : null}
      {list && products.length === 0 ? <p className="notice">{t('results.none')}</p> : null}
      <div className="product-grid">
        {products.map((product) => (
          <ProductTile key={product.id} product={product} />
        ))}
      </div>
      {list?.pageInfo.hasNextPage && first < MOST ? (
        <button type="button" className="button button--secondary button--wide" disabled={loading} onClick={() => setFirst((n) => Math.min(MOST, n + PAGE))}>
          {t('results.more')}
        </button>
      ) : null}
    </section>
  );
}
