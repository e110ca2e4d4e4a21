// One line of the bag: what it is, what it costs, how many, and a way to remove it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { productHref } from '../platform/shop-paths';
import { PriceTag } from '../locale/PriceTag';
import { formatMoney } from '../locale/money';
import { QuantitySelect } from '../locale/QuantitySelect';
import { useSiteLocale } from '../locale/use-locale';
import { useRemoveBagLine } from './use-remove-bag-line';
import { useToggleWishList } from '../lists/use-toggle-wish-list';
import { useUpdateBagLine } from './use-update-bag-line';

export const BagLineFragment = graphql(`
  fragment BagLine_line on CartLine {
    id
    quantity
    maxQuantity
    stockStatus
    outOfStock
    unitPrice {
      amount
      currency
    }
    listUnitPrice {
      amount
      currency
    }
    lineTotal {
      amount
      currency
    }
    variant {
      id
      name
      type
      imageUrl
    }
    product {
      id
      slug
      name
      inWishList
      brand {
        id
        name
      }
    }
  }
`);

export function BagLine({ line: ref }: { line: FragmentType<typeof BagLineFragment> }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const line = getFragmentData(BagLineFragment, ref);
  const { updateBagLine, updating } = useUpdateBagLine();
  const { removeBagLine, removing } = useRemoveBagLine();
  const toggleWishList = useToggleWishList();
  const [message, setMessage] = useState<string>();
  const quantityId = useId();

  const outOfStock = line.outOfStock || line.stockStatus === 'OUT_OF_STOCK';
  // A line may hold more than is now in stock; its own quantity stays choosable.
  const options = Math.max(line.maxQuantity, line.quantity);
  const name = `${line.product.brand.name} ${line.product.name}`;

  async function changeQuantity(quantity: number) {
    setMessage(undefined);
    const result = await updateBagLine(line.id, quantity);
    if (!result.ok) setMessage(result.message);
  }

  async function remove() {
    setMessage(undefined);
    const result = await removeBagLine(line.id);
    if (!result.ok) setMessage(result.message);
  }

  // "Move to wish list": the heart first; the line leaves the bag only once the heart is kept.
  async function moveToWishList() {
    setMessage(undefined);
    if (!(await toggleWishList(line.product.id, line.variant.id, true))) return;
    const result = await removeBagLine(line.id);
    if (!result.ok) setMessage(result.message);
  }

  return (
    <li className="bag-line" aria-busy={updating || removing}>
      <Link to={productHref(line.product.slug)} className="bag-line__media" tabIndex={-1} aria-hidden="true">
        {/* The chosen shade's packshot, not the product's default one. */}
        <img src={line.variant.imageUrl} alt="" width={120} height={120} loading="lazy" />
      </Link>
      <div className="bag-line__details">
        <p className="bag-line__brand">{line.product.brand.name}</p>
        <h2 className="bag-line__name">
          <Link to={productHref(line.product.slug)}>{line.product.name}</Link>
        </h2>
        {line.variant.type !== 'NONE' && (
          <p className="bag-line__variant">
            {t(`product.variant.${line.variant.type}`)}: {line.variant.name}
          </p>
        )}
        <div className="bag-line__unit">
          <span className="bag-line__label">{t('cart.unitPrice')}</span>
          <PriceTag price={line.listUnitPrice} salePrice={line.unitPrice} />
        </div>
        {outOfStock && (
          <p className="notice notice--error" data-testid="line-out-of-stock">
            {t('cart.outOfStock')}
          </p>
        )}
        {!outOfStock && line.stockStatus === 'LOW_STOCK' && <p className="bag-line__low-stock">{t('product.lowStock')}</p>}
      </div>
      <div className="bag-line__controls">
        <div className="bag-line__quantity">
          <label htmlFor={quantityId} className="bag-line__label">
            {t('cart.quantity')}
            <span className="visually-hidden"> {name}</span>
          </label>
          <QuantitySelect
            id={quantityId}
            value={line.quantity}
            max={options}
            disabled={outOfStock || updating || removing}
            onChange={(quantity) => void changeQuantity(quantity)}
          />
        </div>
        <p className="bag-line__total">
          <span className="bag-line__label">{t('cart.lineTotal')}</span>
          <span className="bag-line__amount">{formatMoney(line.lineTotal, tag)}</span>
        </p>
        <button
          type="button"
          className="button button--link bag-line__remove"
          onClick={() => void remove()}
          disabled={removing}
          aria-label={t('cart.removeItem', { name })}
        >
          {removing ? t('cart.removing') : t('cart.remove')}
        </button>
        {!line.product.inWishList && (
          <button type="button" className="button button--link bag-line__move" onClick={() => void moveToWishList()} disabled={removing}>
            {/* The visible words first, then which product (axe: the name must contain the visible text). */}
            {t('lists.moveToWishList')}
            <span className="visually-hidden">: {name}</span>
          </button>
        )}
      </div>
      {(updating || message) && (
        <p className={message ? 'notice notice--error bag-line__message' : 'bag-line__message'} role={message ? 'alert' : 'status'}>
          {message ?? t('cart.updating')}
        </p>
      )}
    </li>
  );
}
