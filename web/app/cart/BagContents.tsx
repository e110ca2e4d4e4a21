// The bag page's content: the lines and the order summary, or the empty bag.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './bag.css';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { BagLine } from './BagLine';
import { EmptyBag } from './EmptyBag';
import { BagOffers } from './BagOffers';
import { GiftWithPurchasePicker } from './GiftWithPurchasePicker';
import { CostSummary } from './CostSummary';
import { GiftCardForm } from './GiftCardForm';
import { PromoCodeForm } from './PromoCodeForm';
import { SamplePicker } from './SamplePicker';

export const BagContentsFragment = graphql(`
  fragment BagContents_cart on Cart {
    id
    currency
    itemsCount
    subtotal {
      amount
      currency
    }
    canCheckout
    summary {
      ...CostSummary_summary
    }
    ...PromoCode_cart
    ...GiftCard_cart
    ...SamplePicker_cart
    ...BagOffers_cart
    reward { rewardId }
    lines {
      id
      ...BagLine_line
    }
  }
`);

export function BagContents({ cart: ref }: { cart: FragmentType<typeof BagContentsFragment> }) {
  const { t } = useTranslation();
  const cart = getFragmentData(BagContentsFragment, ref);

  // A bag holding only a reward is not empty: its points are reserved, and it shows with its remove action.
  if (cart.lines.length === 0 && !cart.reward) {
    return <EmptyBag />;
  }

  return (
    <div className="bag">
      <div className="bag__header">
        <h1>{t('cart.title')}</h1>
        <p className="bag__count">{t('cart.itemCount', { count: cart.itemsCount })}</p>
      </div>
      <div className="bag__layout">
        {cart.lines.length > 0 ? (
          <ul className="bag__lines" aria-label={t('cart.title')}>
            {cart.lines.map((line) => (
              <BagLine key={line.id} line={line} />
            ))}
          </ul>
        ) : (
          <p className="notice" data-testid="reward-needs-product">
            {t('rewards.addProductToOrder')}
          </p>
        )}
        <aside className="bag-summary" aria-labelledby="bag-summary-title">
          <h2 id="bag-summary-title">{t('cart.summary')}</h2>
          <CostSummary summary={cart.summary} />
          {cart.canCheckout ? (
            <Link to="/checkout" className="button button--primary" data-testid="checkout-link">
              {t('bag.checkout')}
            </Link>
          ) : (
            <>
              <button type="button" className="button button--primary" disabled aria-describedby="checkout-blocked">
                {t('bag.checkout')}
              </button>
              <p id="checkout-blocked" className="notice notice--error">
                {cart.lines.length === 0 ? t('rewards.addProductToOrder') : t('bag.checkoutBlocked')}
              </p>
            </>
          )}
          <BagOffers cart={cart} />
          <PromoCodeForm cart={cart} />
          <GiftCardForm cart={cart} />
          <SamplePicker cart={cart} />
          <GiftWithPurchasePicker />
          <Link to="/" className="button button--secondary">
            {t('cart.continueShopping')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
