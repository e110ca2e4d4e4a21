// The product page: /products/{slug} (decision 0001 "Routes").
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
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
import { ProductGrid } from '../ProductGrid';
import { productJsonLd } from '../product-json-ld';
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
      badges
      variationType
      inStock
      price {
        amount
        currency
      }
      salePrice {
        amount
        currency
      }
      defaultVariant {
        id
        sku
      }
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
      relatedProducts(first: 8) {
        id
        ...ProductCard_product
      }
    }
  }
`);

/** `origin` makes the JSON-LD's URLs absolute, as search engines want them. */
async function load({ apollo, i18n, locale }: StorefrontContext, slug: string, origin: string) {
  const { t } = i18n;
  const { data } = await apollo.query({ query: ProductPageQuery, variables: { slug } });
  const product = data?.product;
  if (!product) throw notFound();
  const description = t('product.description', {
    brand: product.brand.name,
    name: product.name,
    site: siteTitle(t, locale.country),
    currency: locale.currency,
  });
  return {
    title: `${product.brand.name} ${product.name}`,
    description,
    jsonLd: productJsonLd({
      name: product.name,
      brand: product.brand.name,
      url: `${origin}/products/${product.slug}`,
      image: new URL(product.imageUrl, origin).href,
      sku: product.defaultVariant.sku,
      description,
      price: product.price,
      salePrice: product.salePrice,
      inStock: product.inStock,
      comingSoon: product.badges.includes('COMING_SOON'),
      rating: product.rating,
      reviewCount: product.reviewCount,
    }),
  };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return load(context, params.slug, new URL(request.url).origin);
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return load(browserContext(), params.slug, new URL(request.url).origin);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const meta = pageMeta(matches, { title: loaderData?.title, description: loaderData?.description });
  return loaderData?.jsonLd ? [...meta, { 'script:ld+json': loaderData.jsonLd }] : meta;
}

export default function ProductPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
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
      {product.relatedProducts.length > 0 && (
        <section className="related-products" aria-labelledby="related-products">
          <h2 id="related-products">{t('catalog.related')}</h2>
          <ProductGrid products={product.relatedProducts} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
