// The bag page's content: the lines and the order summary, or the empty bag.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';
import { BagLine } from './BagLine';

export const BagContentsFragment = graphql(`
  fragment BagContents_cart on Cart {
    id
    currency
    itemsCount
    subtotal {
      amount
      currency
    }
    lines {
      id
      ...BagLine_line
    }
  }
`);

export function BagContents({ cart: ref }: { cart: FragmentType<typeof BagContentsFragment> }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const cart = getFragmentData(BagContentsFragment, ref);

  if (cart.lines.length === 0) {
    return (
      <div className="empty-bag">
        <h1>{t('cart.title')}</h1>
        <p className="empty-bag__title">{t('cart.emptyTitle')}</p>
        <p>{t('cart.emptyText')}</p>
        <Link to="/" className="button button--primary">
          {t('cart.startShopping')}
        </Link>
      </div>
    );
  }

  return (
    <div className="bag">
      <div className="bag__header">
        <h1>{t('cart.title')}</h1>
        <p className="bag__count">{t('cart.itemCount', { count: cart.itemsCount })}</p>
      </div>
      <div className="bag__layout">
        <ul className="bag__lines" aria-label={t('cart.title')}>
          {cart.lines.map((line) => (
            <BagLine key={line.id} line={line} />
          ))}
        </ul>
        <aside className="bag-summary" aria-labelledby="bag-summary-title">
          <h2 id="bag-summary-title">{t('cart.summary')}</h2>
          <dl>
            <div className="bag-summary__row">
              <dt>{t('cart.subtotal')}</dt>
              <dd className="bag-summary__subtotal">{formatMoney(cart.subtotal, tag)}</dd>
            </div>
          </dl>
          <p className="bag-summary__note">{t('cart.taxNote')}</p>
          <Link to="/" className="button button--secondary">
            {t('cart.continueShopping')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
