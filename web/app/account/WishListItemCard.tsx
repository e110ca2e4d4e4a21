// One product of the wish list page: the product, its shade, its price now and how that
// changed since it was added, out of stock or add to bag, and the heart to remove it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { useAddToBag } from '../cart/use-add-to-bag';
import { productHref } from '../platform/shop-paths';
import { PriceTag } from '../locale/PriceTag';
import { useToast } from '../platform/toast/ToastProvider';
import { PriceChangeNote } from '../lists/PriceChangeNote';
import { WishListHeart } from '../lists/WishListHeart';

export const WishListItemCardFragment = graphql(`
  fragment WishListItemCard_item on WishListItem {
    addedAt
    addedPrice { amount currency }
    variant {
      id
      name
      type
      stockStatus
      price { amount currency }
      salePrice { amount currency }
    }
    product {
      id
      slug
      name
      imageUrl
      inStock
      brand { id name }
      price { amount currency }
      salePrice { amount currency }
      defaultVariant { id stockStatus }
      ...WishListHeart_product
    }
  }
`);

export function WishListItemCard({ item: ref }: { item: FragmentType<typeof WishListItemCardFragment> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const item = getFragmentData(WishListItemCardFragment, ref);
  const { addToBag, adding } = useAddToBag();
  const [added, setAdded] = useState(false);
  const { product, variant } = item;
  const price = variant ? variant.price : product.price;
  const salePrice = variant ? variant.salePrice : product.salePrice;
  const stock = variant ? variant.stockStatus : product.defaultVariant.stockStatus;
  const outOfStock = stock === 'OUT_OF_STOCK';

  async function add() {
    const result = await addToBag(variant?.id ?? product.defaultVariant.id, 1);
    if (result.ok) {
      setAdded(true);
      toast.show({ type: 'success', text: t('product.added') });
    } else toast.show({ type: 'error', text: result.message });
  }

  return (
    <li className="wish-list__item" data-testid="wish-list-item" data-product-id={product.id}>
      <Link to={productHref(product.slug)} tabIndex={-1} aria-hidden="true">
        <img src={product.imageUrl} alt="" width={200} height={200} loading="lazy" />
      </Link>
      <p className="product-card__brand">{product.brand.name}</p>
      <h2 className="product-card__name">
        <Link to={productHref(product.slug)}>{product.name}</Link>
      </h2>
      {variant && variant.type !== 'NONE' && (
        <p>
          {t(`product.variant.${variant.type}`)}: {variant.name}
        </p>
      )}
      <PriceTag price={price} salePrice={salePrice} />
      <PriceChangeNote added={item.addedPrice} now={salePrice ?? price} />
      {outOfStock ? (
        <p className="product-card__stock">{t('product.outOfStock')}</p>
      ) : (
        <button type="button" className="button button--primary" onClick={() => void add()} aria-disabled={adding || undefined}>
          {adding ? t('product.adding') : added ? t('lists.page.addedToBag') : t('product.addToBag')}
        </button>
      )}
      <WishListHeart product={product} />
    </li>
  );
}
