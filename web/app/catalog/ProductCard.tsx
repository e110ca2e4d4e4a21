// One product in a grid: image, badges, brand, name, rating and price.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { Badges } from './Badges';
import { productHref } from '../platform/shop-paths';
import { PriceTag } from '../locale/PriceTag';
import { Rating } from './Rating';
import { WishListHeart } from '../lists/WishListHeart';

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
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
    ...WishListHeart_product
    brand {
      id
      name
    }
    price {
      amount
      currency
    }
    salePrice {
      amount
      currency
    }
  }
`);

interface ProductCardProps {
  product: FragmentType<typeof ProductCardFragment>;
  headingLevel: 'h2' | 'h3';
  /** The first row of a grid is above the fold: load its images at once. */
  eager?: boolean;
}

export function ProductCard({ product: ref, headingLevel: Heading, eager }: ProductCardProps) {
  const { t } = useTranslation();
  const product = getFragmentData(ProductCardFragment, ref);
  return (
    <article className="product-card">
      <Link to={productHref(product.slug)} className="product-card__link">
        <div className="product-card__media">
          {/* The link names the product in text; the image adds nothing to read out. */}
          <img src={product.imageUrl} alt="" width={300} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        </div>
        <p className="product-card__brand">{product.brand.name}</p>
        <Heading className="product-card__name">{product.name}</Heading>
      </Link>
      <WishListHeart product={product} className="product-card__heart" />
      <Badges className="product-card__badges" {...product} />
      {/* Ratings, not reviews: most are the data set's, with no text to read (decision 0144). */}
      <Rating rating={product.rating} reviewCount={product.reviewCount} countText={t('product.ratings', { count: product.reviewCount })} />
      <PriceTag price={product.price} salePrice={product.salePrice} className="product-card__price" />
      {!product.inStock && <p className="product-card__stock">{t('product.outOfStock')}</p>}
    </article>
  );
}
