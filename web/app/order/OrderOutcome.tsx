// The order outcome (docs/product.md#order-outcomes): confirmation, payment pending, payment failed, payment
// blocked, each with its next action. A failed payment kept the bag, so "try another
// payment method" goes back to checkout; a blocked one needs a person. Once the order has
// moved on (packed, shipped, delivered, cancelled, returned) the header says where it is:
// "Thank you, confirmed" belongs to the day it was placed, not to a delivered order.
import type { ReactNode } from 'react';
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

/** What the section shows: its modifier class, heading, text and next action. */
interface Outcome {
  modifier: string;
  title: string;
  text: string;
  next: ReactNode;
}

export function OrderOutcome({ status, fulfilment, confirmedNext }: OrderOutcomeProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const movedOn = status === 'CONFIRMED' && fulfilment && fulfilment !== 'CONFIRMED' ? { state: fulfilment, ...MOVED_ON[fulfilment] } : undefined;
  const nextLink = (to: string, text: string, kind = 'secondary') => (
    <Link to={to} className={`button button--${kind}`}>
      {text}
    </Link>
  );

  function outcome(): Outcome {
    const continueShopping = nextLink('/', t('order.continueShopping'));
    if (movedOn) return { modifier: movedOn.state.toLowerCase(), title: t(movedOn.title), text: t(movedOn.text), next: continueShopping };
    switch (status) {
      case 'CONFIRMED':
        return { modifier: 'confirmed', title: t('order.confirmed'), text: confirmedNext ?? t('order.confirmedNext'), next: continueShopping };
      case 'PAYMENT_PENDING': {
        const next = (
          <button type="button" className="button button--secondary" onClick={() => void revalidator.revalidate()}>
            {t('order.pendingNext')}
          </button>
        );
        return { modifier: 'pending', title: t('order.pending'), text: t('order.pendingText'), next };
      }
      case 'PAYMENT_FAILED':
        return { modifier: 'failed', title: t('order.failed'), text: t('order.failedText'), next: nextLink('/checkout', t('order.failedNext'), 'primary') };
      default:
        return { modifier: 'blocked', title: t('order.blocked'), text: t('order.blockedText'), next: nextLink(HELP_PATH, t('order.blockedNext')) };
    }
  }

  const { modifier, title, text, next } = outcome();
  return (
    <section className={`order-outcome order-outcome--${modifier}`} data-testid="order-outcome" data-status={status} data-fulfilment={movedOn?.state}>
      <h2>{title}</h2>
      <p>{text}</p>
      {next}
    </section>
  );
}
