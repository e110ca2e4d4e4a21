// The order outcome (docs/product.md#order-outcomes): confirmation, payment pending, payment failed, payment
// blocked, each with its next action. A failed payment kept the bag, so "try another
// payment method" goes back to checkout; a blocked one needs a person. Once the order has
// moved on (packed, shipped, delivered, cancelled, returned) the header says where it is:
// "Thank you, confirmed" belongs to the day it was placed, not to a delivered order.
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { FulfilmentState, OrderStatus } from '../__generated__/graphql';
import { HELP_PATH } from '../content/CustomerServiceLink';

const MOVED_ON = {
  PACKED: { title: 'order.moved.packed', text: 'order.moved.packedText' },
  SHIPPED: { title: 'order.moved.shipped', text: 'order.moved.shippedText' },
  DELIVERED: { title: 'order.moved.delivered', text: 'order.moved.deliveredText' },
  CANCELLED: { title: 'order.moved.cancelled', text: 'order.moved.cancelledText' },
  RETURNED: { title: 'order.moved.returned', text: 'order.moved.returnedText' },
} as const;

interface OrderOutcomeProps {
  status: OrderStatus;
  /** The order's state after payment; null or CONFIRMED while it is just placed. */
  fulfilment?: FulfilmentState | null | undefined;
  /** What comes next after a confirmation, when not the guest's "keep this link". */
  confirmedNext?: string | undefined;
}

export function OrderOutcome({ status, fulfilment, confirmedNext }: OrderOutcomeProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const movedOn = status === 'CONFIRMED' && fulfilment && fulfilment !== 'CONFIRMED' ? MOVED_ON[fulfilment] : undefined;
  if (movedOn) {
    return (
      <section
        className={`order-outcome order-outcome--${fulfilment!.toLowerCase()}`}
        data-testid="order-outcome"
        data-status={status}
        data-fulfilment={fulfilment}
      >
        <h2>{t(movedOn.title)}</h2>
        <p>{t(movedOn.text)}</p>
        <Link to="/" className="button button--secondary">
          {t('order.continueShopping')}
        </Link>
      </section>
    );
  }
  if (status === 'CONFIRMED') {
    return (
      <section className="order-outcome order-outcome--confirmed" data-testid="order-outcome" data-status={status}>
        <h2>{t('order.confirmed')}</h2>
        <p>{confirmedNext ?? t('order.confirmedNext')}</p>
        <Link to="/" className="button button--secondary">
          {t('order.continueShopping')}
        </Link>
      </section>
    );
  }
  if (status === 'PAYMENT_PENDING') {
    return (
      <section className="order-outcome order-outcome--pending" data-testid="order-outcome" data-status={status}>
        <h2>{t('order.pending')}</h2>
        <p>{t('order.pendingText')}</p>
        <button type="button" className="button button--secondary" onClick={() => void revalidator.revalidate()}>
          {t('order.pendingNext')}
        </button>
      </section>
    );
  }
  if (status === 'PAYMENT_FAILED') {
    return (
      <section className="order-outcome order-outcome--failed" data-testid="order-outcome" data-status={status}>
        <h2>{t('order.failed')}</h2>
        <p>{t('order.failedText')}</p>
        <Link to="/checkout" className="button button--primary">
          {t('order.failedNext')}
        </Link>
      </section>
    );
  }
  return (
    <section className="order-outcome order-outcome--blocked" data-testid="order-outcome" data-status={status}>
      <h2>{t('order.blocked')}</h2>
      <p>{t('order.blockedText')}</p>
      <Link to={HELP_PATH} className="button button--secondary">
        {t('order.blockedNext')}
      </Link>
    </section>
  );
}
