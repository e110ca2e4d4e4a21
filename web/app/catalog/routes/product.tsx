// The product page: /products/{slug} (decision 0001 "Routes").
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql';
import { siteTitle } from '../../locale/site-meta';
import { browserContext } from '../../platform/browser-context';
import type { StorefrontContext } from '../../platform/load-context';
import { notFound } from '../../platform/not-found';
import { pageMeta } from '../../platform/page-meta';
import { Badges } from '../Badges';
import { Breadcrumbs } from '../Breadcrumbs';
import { categoryNames } from '../category-names';
import { ProductInfo } from '../ProductInfo';
import { ProductPurchase } from '../ProductPurchase';
import { Rating } from '../Rating';
import type { Route } from './+types/product';

const ProductPageQuery = graphql(`
  query ProductPage($slug: String!) {
    layout {
      ...CategoryNames_layout
    }
    product(slug: $slug) {
      id
      slug
      name
      imageUrl
      rating
      reviewCount
      isNew
      isExclusive
      isOnlineOnly
      isLimitedEdition
      brand {
        id
        name
      }
      category {
        id
        ...Breadcrumbs_category
      }
      ...ProductPurchase_product
      ...ProductInfo_product
    }
  }
`);

async function load({ apollo, i18n, locale }: StorefrontContext, slug: string) {
  const { t } = i18n;
  const { data } = await apollo.query({ query: ProductPageQuery, variables: { slug } });
  const product = data?.product;
  if (!product) throw notFound();
  return {
    title: `${product.brand.name} ${product.name}`,
    description: t('product.description', {
      brand: product.brand.name,
      name: product.name,
      site: siteTitle(t, locale.country),
      currency: locale.currency,
    }),
  };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return load(context, params.slug);
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return load(browserContext(), params.slug);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: loaderData?.title, description: loaderData?.description });
}

export default function ProductPage({ params }: Route.ComponentProps) {
  const { data } = useQuery(ProductPageQuery, { variables: { slug: params.slug } });
  const product = data?.product;
  if (!product) return null;

  return (
    <div className="page page--product">
      <Breadcrumbs category={product.category} current={product.name} names={categoryNames(data.layout)} />
      <div className="product">
        <div className="product__media">
          <img src={product.imageUrl} alt={`${product.brand.name} ${product.name}`} width={600} height={600} />
        </div>
        <div className="product__summary">
          <p className="product__brand">{product.brand.name}</p>
          <h1 className="product__name">{product.name}</h1>
          <Rating rating={product.rating} reviewCount={product.reviewCount} />
          <Badges {...product} />
          <ProductPurchase product={product} key={product.id} />
        </div>
      </div>
      <ProductInfo product={product} />
    </div>
  );
}
