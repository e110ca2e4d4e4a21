// The order outcome (spec §4): confirmation, payment pending, payment failed, payment
// blocked, each with its next action. A failed payment kept the bag, so "try another
// payment method" goes back to checkout; a blocked one needs a person.
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { OrderStatus } from '../__generated__/graphql';
import { HELP_PATH } from '../platform/legal/CustomerServiceLink';

/** confirmedNext: what comes next after a confirmation, when not the guest's "keep this link". */
export function OrderOutcome({ status, confirmedNext }: { status: OrderStatus; confirmedNext?: string | undefined }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
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
