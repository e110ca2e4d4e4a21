// Choosing a variant and a quantity and adding them to the bag. The buttons show the
// product button states of docs/product.md#product-button: add to bag, adding, out of stock with waitlist me /
// waitlisted, and remind me for a product coming soon (lists/ListAlertButton.tsx: the
// member's lists on the server, a guest's by e-mail with double opt-in); and the heart.
// The chosen variant is the page's (its URL's ?variant=, shared with the gallery): this
// shows its price and stock and asks the page to change it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import type { BagResult } from '../cart/bag-result';
import { useAddToBag } from '../cart/use-add-to-bag';
import { QuantitySelect } from '../locale/QuantitySelect';
import { ListAlertButton } from '../lists/ListAlertButton';
import { WishListHeart } from '../lists/WishListHeart';
import { PriceTag } from '../locale/PriceTag';
import { VariantPicker } from './VariantPicker';

export const ProductPurchaseFragment = graphql(`
  fragment ProductPurchase_product on Product {
    id
    badges
    variationType
    size
    launchReminderSet
    ...WishListHeart_product
    defaultVariant {
      id
    }
    variants {
      id
      name
      waitlisted
      stockStatus
      maxQuantity
      price {
        amount
        currency
      }
      salePrice {
        amount
        currency
      }
      ...VariantPicker_variant
    }
  }
`);

interface ProductPurchaseProps {
  product: FragmentType<typeof ProductPurchaseFragment>;
  /** The chosen variant; an unknown one means the default. */
  variantId: string;
  onSelectVariant: (variantId: string) => void;
}

export function ProductPurchase({ product: ref, variantId, onSelectVariant }: ProductPurchaseProps) {
  const { t } = useTranslation();
  const product = getFragmentData(ProductPurchaseFragment, ref);
  const [quantity, setQuantity] = useState(1);
  const [result, setResult] = useState<BagResult>();
  const { addToBag, adding } = useAddToBag();
  const quantityId = useId();

  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants.find((v) => v.id === product.defaultVariant.id) ?? product.variants[0];
  if (!variant) return null;
  const outOfStock = variant.stockStatus === 'OUT_OF_STOCK' || variant.maxQuantity < 1;
  const maxQuantity = Math.max(1, variant.maxQuantity);
  const showPicker = product.variationType !== 'NONE' && product.variants.length > 1;
  const comingSoon = product.badges.includes('COMING_SOON');

  async function add() {
    if (outOfStock || comingSoon || adding || !variant) return;
    setResult(undefined);
    setResult(await addToBag(variant.id, Math.min(quantity, maxQuantity)));
  }

  return (
    // Not a <form>: the waitlist and reminder e-mail forms sit inside, and forms do not nest.
    <div className="purchase">
      <PriceTag price={variant.price} salePrice={variant.salePrice} className="purchase__price" />
      {showPicker ? (
        <VariantPicker
          type={product.variationType}
          variants={product.variants}
          selectedId={variant.id}
          onSelect={(id) => {
            onSelectVariant(id);
            setQuantity(1);
            setResult(undefined);
          }}
        />
      ) : (
        product.variationType !== 'NONE' && (
          <p className="purchase__single-variant">
            {t(`product.variant.${product.variationType}`)}: <strong>{variant.name}</strong>
          </p>
        )
      )}
      {variant.stockStatus === 'LOW_STOCK' && <p className="purchase__low-stock">{t('product.lowStock')}</p>}
      {comingSoon ? (
        <div className="purchase__actions">
          <p className="purchase__note">{t('catalog.comingSoonNote')}</p>
          <ListAlertButton kind="launch" targetId={product.id} on={product.launchReminderSet} />
          <WishListHeart product={product} />
        </div>
      ) : (
        <div className="purchase__actions">
          <div className="purchase__quantity">
            <label htmlFor={quantityId}>{t('product.quantity')}</label>
            <QuantitySelect id={quantityId} value={Math.min(quantity, maxQuantity)} max={maxQuantity} disabled={outOfStock} onChange={setQuantity} />
          </div>
          <button
            type="button"
            className="button button--primary purchase__add"
            disabled={outOfStock}
            aria-disabled={adding || undefined}
            onClick={() => void add()}
          >
            {outOfStock ? t('product.outOfStock') : adding ? t('product.adding') : t('product.addToBag')}
          </button>
          <WishListHeart product={product} variantId={variant.id} />
          {outOfStock && <ListAlertButton kind="waitlist" targetId={variant.id} on={variant.waitlisted} key={variant.id} />}
        </div>
      )}
      <div className="purchase__feedback" role="status" aria-live="polite">
        {result?.ok && (
          <p className="notice notice--success">
            {t('product.added')} <Link to="/cart">{t('product.viewBag')}</Link>
          </p>
        )}
      </div>
      {result && !result.ok && (
        <p className="notice notice--error" role="alert">
          {result.message}
        </p>
      )}
    </div>
  );
}
