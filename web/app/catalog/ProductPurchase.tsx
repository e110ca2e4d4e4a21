// Choosing a variant and a quantity and adding them to the bag. The buttons show the
// product button states of spec §4: add to bag, adding, out of stock with waitlist me /
// waitlisted, and remind me for a product coming soon (device-lists.ts keeps those two
// until accounts bring the api's waitlist and reminders).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import type { BagResult } from '../cart/bag-result';
import { useAddToBag } from '../cart/use-add-to-bag';
import { formatCount } from '../locale/numbers';
import { useSiteLocale } from '../locale/use-locale';
import { type DeviceList, readDeviceList, toggleDeviceList } from './device-lists';
import { PriceTag } from './PriceTag';
import { VariantPicker } from './VariantPicker';

export const ProductPurchaseFragment = graphql(`
  fragment ProductPurchase_product on Product {
    id
    badges
    variationType
    size
    defaultVariant {
      id
    }
    variants {
      id
      name
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

export function ProductPurchase({ product: ref }: { product: FragmentType<typeof ProductPurchaseFragment> }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const product = getFragmentData(ProductPurchaseFragment, ref);
  const [variantId, setVariantId] = useState(product.defaultVariant.id);
  const [quantity, setQuantity] = useState(1);
  const [result, setResult] = useState<BagResult>();
  const { addToBag, adding } = useAddToBag();
  const quantityId = useId();
  const [listed, setListed] = useState<Record<DeviceList, string[]>>({ waitlist: [], reminders: [] });
  // Read after hydration: the server cannot know what this device remembers.
  useEffect(() => setListed({ waitlist: readDeviceList('waitlist'), reminders: readDeviceList('reminders') }), []);

  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  if (!variant) return null;
  const outOfStock = variant.stockStatus === 'OUT_OF_STOCK' || variant.maxQuantity < 1;
  const maxQuantity = Math.max(1, variant.maxQuantity);
  const showPicker = product.variationType !== 'NONE' && product.variants.length > 1;
  const comingSoon = product.badges.includes('COMING_SOON');
  const waitlisted = listed.waitlist.includes(variant.id);
  const reminded = listed.reminders.includes(product.id);
  const toggle = (list: DeviceList, id: string) => {
    toggleDeviceList(list, id);
    setListed((current) => ({ ...current, [list]: readDeviceList(list) }));
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outOfStock || comingSoon || adding || !variant) return;
    setResult(undefined);
    setResult(await addToBag(variant.id, Math.min(quantity, maxQuantity)));
  }

  return (
    <form className="purchase" onSubmit={onSubmit}>
      <PriceTag price={variant.price} salePrice={variant.salePrice} className="purchase__price" />
      {showPicker ? (
        <VariantPicker
          type={product.variationType}
          variants={product.variants}
          selectedId={variant.id}
          onSelect={(id) => {
            setVariantId(id);
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
          <button type="button" className="button button--primary purchase__remind" aria-pressed={reminded} onClick={() => toggle('reminders', product.id)}>
            {reminded ? t('catalog.button.reminderSet') : t('catalog.button.remindMe')}
          </button>
        </div>
      ) : (
        <div className="purchase__actions">
          <div className="purchase__quantity">
            <label htmlFor={quantityId}>{t('product.quantity')}</label>
            <select
              id={quantityId}
              value={Math.min(quantity, maxQuantity)}
              onChange={(event) => setQuantity(Number(event.target.value))}
              disabled={outOfStock}
            >
              {Array.from({ length: maxQuantity }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {formatCount(n, tag)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary purchase__add" disabled={outOfStock} aria-disabled={adding || undefined}>
            {outOfStock ? t('product.outOfStock') : adding ? t('product.adding') : t('product.addToBag')}
          </button>
          {outOfStock && (
            <button type="button" className="button button--secondary purchase__waitlist" aria-pressed={waitlisted} onClick={() => toggle('waitlist', variant.id)}>
              {waitlisted ? t('catalog.button.waitlisted') : t('catalog.button.waitlistMe')}
            </button>
          )}
        </div>
      )}
      {((comingSoon && reminded) || (!comingSoon && outOfStock && waitlisted)) && (
        <p className="purchase__note" role="status">
          {comingSoon ? t('catalog.reminderNote') : t('catalog.waitlistedNote')}
        </p>
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
    </form>
  );
}
