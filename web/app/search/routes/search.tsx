// The search results page: /search?q=…, a listing (filters, sort, Show More) of what the
// query finds. A misspelt query that finds nothing shows what its correction finds ("did
// you mean"); a query nothing matches shows the spelling tips and the popular searches.
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__/gql';
import { categoryNames } from '../../catalog/category-names';
import { ListingLayout } from '../../catalog/ListingLayout';
import { listingWindows, MAX_FIRST, PAGE_SIZE, parseListingParams, productFilter, windowVariables, type ListingParams } from '../../catalog/listing-params';
import { browserContext } from '../../platform/browser-context';
import type { StorefrontContext } from '../../platform/load-context';
import { unindexedPageMeta } from '../../platform/page-meta';
import { searchHref } from '../recent-searches';
import { SearchTips } from '../SearchTips';
import type { Route } from './+types/search';

const SearchCheckQuery = graphql(`
  query SearchCheck($query: String!) {
    search(query: $query, first: 0, record: true) {
      query
      correctedQuery
      totalCount
    }
    popularSearches {
      queries
    }
  }
`);

const SearchResultsQuery = graphql(`
  query SearchResults($query: String!, $filter: ProductFilter, $sort: ProductSort!, $first: Int!, $after: String) {
    layout {
      ...CategoryNames_layout
    }
    productFilters(query: $query, filter: $filter) {
      ...FilterPanel_filters
    }
    productConnection(query: $query, filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          ...ProductCard_product
        }
      }
    }
  }
`);

async function load(client: ApolloClient, i18n: StorefrontContext['i18n'], listing: ListingParams, chunk: number) {
  const query = listing.query;
  if (!query) return { title: i18n.t('search.pageTitle') };
  const { data } = await client.query({ query: SearchCheckQuery, variables: { query } });
  const effective = data?.search.correctedQuery ?? query;
  if ((data?.search.totalCount ?? 0) > 0) {
    for (const window of listingWindows(listing.page, chunk)) {
      const { data: page } = await client.query({
        query: SearchResultsQuery,
        variables: { query: effective, filter: productFilter(listing.filter), sort: listing.sort, ...windowVariables(window) },
      });
      if (!page || window.offset + window.first >= page.productConnection.totalCount) break;
    }
  }
  return { title: i18n.t('search.resultsTitle', { query }) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return load(context.apollo, context.i18n, parseListingParams(new URL(request.url).searchParams), MAX_FIRST);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { apollo, i18n } = browserContext();
  return load(apollo, i18n, parseListingParams(new URL(request.url).searchParams), PAGE_SIZE);
}

export const meta = unindexedPageMeta;

export default function SearchPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const listing = parseListingParams(search);
  const query = listing.query ?? '';
  const check = useQuery(SearchCheckQuery, { variables: { query }, skip: !query });
  const found = check.data?.search;
  const effective = found?.correctedQuery ?? query;
  const results = useQuery(SearchResultsQuery, {
    variables: { query: effective, filter: productFilter(listing.filter), sort: listing.sort, first: listing.page * PAGE_SIZE, after: null },
    skip: !found || found.totalCount === 0,
  });

  return (
    <div className="page page--listing page--search">
      <header className="listing-header">
        <h1>{query ? t('search.resultsTitle', { query }) : t('search.pageTitle')}</h1>
        {found?.correctedQuery && (
          <p className="search-corrected" role="status">
            {t('search.showingFor', { query, corrected: found.correctedQuery })}
          </p>
        )}
      </header>
      {query && found && found.totalCount === 0 && (
        <>
          <SearchTips query={query} />
          {(check.data?.popularSearches.queries.length ?? 0) > 0 && (
            <section aria-labelledby="search-popular-page" className="search-popular">
              <h2 id="search-popular-page">{t('search.popular')}</h2>
              <ul className="search-panel__chips">
                {check.data?.popularSearches.queries.map((q) => (
                  <li key={q}>
                    <Link to={searchHref(q)}>{q}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {results.data && (
        <ListingLayout
          filters={results.data.productFilters}
          products={results.data.productConnection}
          listing={listing}
          names={categoryNames(results.data.layout)}
        />
      )}
    </div>
  );
}
