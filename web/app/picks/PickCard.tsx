// One pick on /picks: the product's picture in the picked shade, brand, name, shade and
// price, with its own "Add to bag". The page holds which picks are in the bag, so "Add all
// to bag" skips the ones added here.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { productHref } from '../platform/shop-paths';
import { PriceTag } from '../locale/PriceTag';

export const PickCardFragment = graphql(`
  fragment PickCard_variant on Variant {
    id
    name
    type
    imageUrl
    stockStatus
    price { amount currency }
    salePrice { amount currency }
    product {
      id
      slug
      name
      brand { id name }
    }
  }
`);

interface PickCardProps {
  variant: FragmentType<typeof PickCardFragment>;
  added: boolean;
  /** True while this pick's own add, or "Add all", is on its way. */
  busy: boolean;
  onAdd: (variantId: string) => void;
}

export function PickCard({ variant: ref, added, busy, onAdd }: PickCardProps) {
  const { t } = useTranslation();
  const variant = getFragmentData(PickCardFragment, ref);
  const { product } = variant;
  const href = productHref(product.slug);
  return (
    <li className="picks__item" data-testid="pick" data-variant-id={variant.id}>
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <img src={variant.imageUrl} alt="" width={200} height={200} loading="lazy" />
      </Link>
      <p className="product-card__brand">{product.brand.name}</p>
      <h2 className="product-card__name">
        <Link to={href}>{product.name}</Link>
      </h2>
      {variant.type !== 'NONE' && (
        <p className="picks__shade">
          {t(`product.variant.${variant.type}`)}: {variant.name}
        </p>
      )}
      <PriceTag price={variant.price} salePrice={variant.salePrice} />
      {variant.stockStatus === 'OUT_OF_STOCK' ? (
        <p className="product-card__stock">{t('product.outOfStock')}</p>
      ) : added ? (
        <p className="picks__added" data-testid="pick-added">
          {t('lists.page.addedToBag')}
        </p>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => onAdd(variant.id)} aria-disabled={busy || undefined}>
          {busy ? t('product.adding') : t('product.addToBag')}
          {/* Which pick, for a screen reader going from button to button. */}
          <span className="visually-hidden">
            : {product.brand.name} {product.name}, {variant.name}
          </span>
        </button>
      )}
    </li>
  );
}
