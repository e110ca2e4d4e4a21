// The product page: /products/{slug} (decision 0001 "Routes"). The chosen shade or size
// is in the URL, /products/{slug}?variant={id} (decision 0117), so it can be shared and the
// server renders it; choosing another replaces the URL without a scroll or a reload, and
// an unknown id shows the default variant.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__/fragment-masking';
import { graphql } from '../../__generated__/gql';
import { siteTitle } from '../../locale/site-meta';
import type { StorefrontContext } from '../../platform/load-context';
import { pageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader, type PageLoadArgs } from '../../platform/page-loaders';
import { notFound } from '../../platform/not-found';
import { Badges } from '../Badges';
import { Breadcrumbs } from '../Breadcrumbs';
import { categoryNames } from '../category-names';
import { ProductCardFragment } from '../ProductCard';
import { ProductGallery } from '../ProductGallery';
import { ProductInfo } from '../ProductInfo';
import { ProductGrid } from '../ProductGrid';
import { productJsonLd } from '../product-json-ld';
import { ProductPurchase } from '../ProductPurchase';
import { ProductReviews } from '../ProductReviews';
import { RatingSummary } from '../RatingSummary';
import type { Route } from './+types/product';

const ProductPageQuery = graphql(`
  query ProductPage($slug: String!) {
    layout {
      ...CategoryNames_layout
    }
    product(slug: $slug) {
      id
      ...ProductCard_product
      variationType
      defaultVariant {
        id
        sku
      }
      variants {
        id
        ...ProductGallery_variant
      }
      category {
        id
        ...Breadcrumbs_category
      }
      ...ProductPurchase_product
      ...ProductInfo_product
      ...ProductReviews_product
      ...RatingSummary_product
      relatedProducts(first: 8) {
        id
        ...ProductCard_product
      }
    }
  }
`);

/** `origin` makes the JSON-LD's URLs absolute, as search engines want them. */
async function load({ apollo, i18n, locale }: StorefrontContext, { params: { slug }, request }: PageLoadArgs<Route.LoaderArgs>) {
  const { origin } = new URL(request.url);
  const { t } = i18n;
  const { data } = await apollo.query({ query: ProductPageQuery, variables: { slug } });
  const product = data?.product;
  if (!product) throw notFound();
  // The page states the card's facts (ProductCard_product) large; one list of fields.
  const card = getFragmentData(ProductCardFragment, product);
  const description = t('product.description', {
    brand: card.brand.name,
    name: card.name,
    site: siteTitle(t, locale.country),
    currency: locale.currency,
  });
  return {
    title: `${card.brand.name} ${card.name}`,
    description,
    jsonLd: productJsonLd({
      name: card.name,
      brand: card.brand.name,
      url: `${origin}/products/${card.slug}`,
      image: new URL(card.imageUrl, origin).href,
      sku: product.defaultVariant.sku,
      description,
      price: card.price,
      salePrice: card.salePrice,
      inStock: card.inStock,
      comingSoon: card.badges.includes('COMING_SOON'),
      rating: card.rating,
      reviewCount: card.reviewCount,
    }),
  };
}

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const meta = pageMeta(matches, { title: loaderData?.title, description: loaderData?.description });
  return loaderData?.jsonLd ? [...meta, { 'script:ld+json': loaderData.jsonLd }] : meta;
}

/** Choosing a variant changes only ?variant=: the page has all variants, nothing to load. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete('variant');
    return search.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

export default function ProductPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { data } = useQuery(ProductPageQuery, { variables: { slug: params.slug } });
  const [search, setSearch] = useSearchParams();
  const product = data?.product;
  if (!product) return null;
  const card = getFragmentData(ProductCardFragment, product);
  const requested = search.get('variant');
  const variant = product.variants.find((v) => v.id === requested) ?? product.variants.find((v) => v.id === product.defaultVariant.id);
  const selectVariant = (id: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('variant', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="page page--product">
      <Breadcrumbs category={product.category} current={card.name} names={categoryNames(data.layout)} />
      <div className="product">
        <div className={variant ? 'product__media product__media--gallery' : 'product__media'}>
          {variant ? (
            <ProductGallery key={product.id} brand={card.brand.name} name={card.name} variationType={product.variationType} variant={variant} />
          ) : (
            <img src={card.imageUrl} alt={`${card.brand.name} ${card.name}`} width={600} height={600} />
          )}
        </div>
        <div className="product__summary">
          <p className="product__brand">{card.brand.name}</p>
          <h1 className="product__name">{card.name}</h1>
          <RatingSummary product={product} />
          <Badges {...card} />
          <ProductPurchase product={product} key={product.id} variantId={variant?.id ?? product.defaultVariant.id} onSelectVariant={selectVariant} />
        </div>
      </div>
      <ProductInfo product={product} />
      <ProductReviews product={product} />
      {product.relatedProducts.length > 0 && (
        <section className="related-products" aria-labelledby="related-products">
          <h2 id="related-products">{t('catalog.related')}</h2>
          <ProductGrid products={product.relatedProducts} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
