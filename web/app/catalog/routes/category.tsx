// A category listing: /pages/categories/{top}/{category?}/{sub?}?sort=…&page=…&brands=…&others=… (listing-params.ts)
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__/gql';
import { browserContext } from '../../platform/browser-context';
import { notFound } from '../../platform/not-found';
import { Breadcrumbs } from '../Breadcrumbs';
import { categoryHref } from '../../platform/shop-paths';
import { categoryName, categoryNames } from '../category-names';
import { categoryPathOf } from '../category-path';
import { ListingLayout } from '../ListingLayout';
import { listingWindows, MAX_FIRST, PAGE_SIZE, parseListingParams, productFilter, windowVariables, type ListingParams } from '../listing-params';
import type { Route } from './+types/category';
import { loadedPageMeta } from '../../platform/page-meta';

const CategoryPageQuery = graphql(`
  query CategoryPage($path: String!, $filter: ProductFilter, $sort: ProductSort!, $first: Int!, $after: String) {
    layout {
      ...CategoryNames_layout
    }
    category(path: $path) {
      id
      name
      path
      productCount
      children {
        id
        name
        path
        productCount
      }
      ...Breadcrumbs_category
    }
    productFilters(category: $path, filter: $filter) {
      ...FilterPanel_filters
    }
    productConnection(category: $path, filter: $filter, sort: $sort, first: $first, after: $after) {
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

/** The listing's category path; undefined (a 404) when a segment cannot be a slug. */
const categoryPath = (params: Route.LoaderArgs['params']) => categoryPathOf(params) ?? undefined;

/** Fills the cache with the listing's first `page` pages, in windows of `chunk`. */
async function load(client: ApolloClient, path: string | undefined, params: ListingParams, chunk: number) {
  if (!path) throw notFound();
  let name: string | undefined;
  for (const window of listingWindows(params.page, chunk)) {
    const { data } = await client.query({
      query: CategoryPageQuery,
      variables: { path, filter: productFilter(params.filter), sort: params.sort, ...windowVariables(window) },
    });
    if (!data?.category) throw notFound();
    name = categoryName(categoryNames(data.layout), data.category);
    if (window.offset + window.first >= data.productConnection.totalCount) break;
  }
  return { title: name };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const listing = parseListingParams(new URL(request.url).searchParams);
  return load(context.apollo, categoryPath(params), listing, MAX_FIRST);
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const listing = parseListingParams(new URL(request.url).searchParams);
  return load(browserContext().apollo, categoryPath(params), listing, PAGE_SIZE);
}

export const meta = loadedPageMeta;

export default function CategoryPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const listing = parseListingParams(search);
  const path = categoryPath(params) ?? '';
  const { data } = useQuery(CategoryPageQuery, {
    variables: { path, filter: productFilter(listing.filter), sort: listing.sort, first: listing.page * PAGE_SIZE, after: null },
  });
  const category = data?.category;
  if (!category || !data.productConnection) return null;
  const names = categoryNames(data.layout);

  return (
    <div className="page page--listing">
      <Breadcrumbs category={category} names={names} />
      <header className="listing-header">
        <h1>{categoryName(names, category)}</h1>
        {category.children.length > 0 && (
          <nav aria-label={t('listing.subcategories')} className="subcategories">
            <ul>
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link to={categoryHref(child.path)} className="chip">
                    {categoryName(names, child)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <ListingLayout filters={data.productFilters} products={data.productConnection} listing={listing} names={names} />
    </div>
  );
}
