// A brand page: /brands/{slugUrl}/{topCategory?}/{category?}/{subCategory?} (docs/product.md#paths), the
// brand's listing with filters, sort and Show More, optionally within a category. A legacy
// slug (catalog/legacy-brand-slugs.ts) redirects to the canonical one keeping the rest of the path,
// the query and the hash: with a 301 from the server (browsers keep the hash across it),
// and in client-side navigation by a replacing navigation that carries the hash along.
// Above the listing, the brand's content blocks (BRANDS entry, issue 3 item 4) when one
// is published; a missing or failing entry leaves a generated hero (catalog/BrandHero.tsx).
// The page stands in content, above the catalogue it lists from: content is built on the
// catalogue (its blocks show products), so the catalogue imports no content.
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, redirect, useLocation, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__/gql';
import { sameOriginPath } from '../../platform/return-to';
import { ContentBlocks } from '../ContentBlocks';
import { ContentPageQuery, loadContentPage } from '../content-page';
import { browserContext } from '../../platform/browser-context';
import { notFound } from '../../platform/not-found';
import { BrandHero } from '../../catalog/BrandHero';
import { categoryNames } from '../../catalog/category-names';
import { categoryPathOf, categorySegments, SLUG } from '../../catalog/category-path';
import { ListingLayout } from '../../catalog/ListingLayout';
import { canonicalBrandPath } from '../../catalog/legacy-brand-slugs';
import { listingWindows, MAX_FIRST, PAGE_SIZE, parseListingParams, productFilter, windowVariables, type ListingParams } from '../../catalog/listing-params';
import type { Route } from './+types/brand';
import { loadedPageMeta } from '../../platform/page-meta';

const BrandPageQuery = graphql(`
  query BrandPage($brand: String!, $category: String, $filter: ProductFilter, $sort: ProductSort!, $first: Int!, $after: String) {
    layout {
      ...CategoryNames_layout
    }
    brand(slug: $brand) {
      id
      slug
      name
      productCount
    }
    heroProducts: productConnection(brand: $brand, sort: FEATURED, first: 3) {
      edges {
        node {
          id
          ...BrandHero_product
        }
      }
    }
    productFilters(brand: $brand, category: $category, filter: $filter) {
      ...FilterPanel_filters
    }
    productConnection(brand: $brand, category: $category, filter: $filter, sort: $sort, first: $first, after: $after) {
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

async function load(client: ApolloClient, params: Route.LoaderArgs['params'], listing: ListingParams, chunk: number) {
  const brand = params.slugUrl.toLowerCase();
  const category = categoryPathOf(params);
  if (!SLUG.test(brand) || category === undefined) throw notFound();
  // Never throws: the blocks are an extra, fetched beside the listing.
  const content = loadContentPage(client, 'BRANDS', brand);
  let name: string | undefined;
  for (const window of listingWindows(listing.page, chunk)) {
    const { data } = await client.query({
      query: BrandPageQuery,
      variables: { brand, category, filter: productFilter(listing.filter), sort: listing.sort, ...windowVariables(window) },
    });
    if (!data?.brand) throw notFound();
    name = data.brand.name;
    if (window.offset + window.first >= data.productConnection.totalCount) break;
  }
  await content;
  return { title: name, redirectTo: undefined };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const canonical = canonicalBrandPath(params.slugUrl, categorySegments(params));
  if (canonical) throw redirect(sameOriginPath(`${canonical}${url.search}`), 301);
  return load(context.apollo, params, parseListingParams(url.searchParams), MAX_FIRST);
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  // The request a client loader sees has no hash: the component navigates, with it.
  const canonical = canonicalBrandPath(params.slugUrl, categorySegments(params));
  if (canonical) return { title: undefined, redirectTo: canonical };
  return load(browserContext().apollo, params, parseListingParams(new URL(request.url).searchParams), PAGE_SIZE);
}

export const meta = loadedPageMeta;

export default function BrandPage({ params, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [search] = useSearchParams();
  const listing = parseListingParams(search);
  const brand = params.slugUrl.toLowerCase();
  const category = categoryPathOf(params) ?? null;
  const { data } = useQuery(BrandPageQuery, {
    variables: { brand, category, filter: productFilter(listing.filter), sort: listing.sort, first: listing.page * PAGE_SIZE, after: null },
    skip: Boolean(loaderData?.redirectTo),
  });
  const { data: content } = useQuery(ContentPageQuery, {
    variables: { pageType: 'BRANDS', slug: brand },
    skip: Boolean(loaderData?.redirectTo),
  });
  if (loaderData?.redirectTo) {
    return <Navigate to={{ pathname: sameOriginPath(loaderData.redirectTo), search: location.search, hash: location.hash }} replace />;
  }
  if (!data?.brand) return null;
  const names = categoryNames(data.layout);

  return (
    <div className="page page--listing page--brand">
      <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">{t('breadcrumbs.home')}</Link>
          </li>
          <li>
            <Link to="/brands">{t('brands.title')}</Link>
          </li>
          <li>
            <span aria-current="page">{data.brand.name}</span>
          </li>
        </ol>
      </nav>
      {content?.contentPage ? (
        <>
          <header className="listing-header">
            <h1>{data.brand.name}</h1>
          </header>
          <ContentBlocks page={content.contentPage} hasOwnTitle />
        </>
      ) : (
        <BrandHero
          name={data.brand.name}
          slug={data.brand.slug}
          productCount={data.brand.productCount}
          products={data.heroProducts.edges.map((edge) => edge.node)}
        />
      )}
      <ListingLayout filters={data.productFilters} products={data.productConnection} listing={listing} names={names} showBrands={false} />
    </div>
  );
}
