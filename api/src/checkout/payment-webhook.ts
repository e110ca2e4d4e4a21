// The provider's word on a payment (POST checkout/payment-webhook). Deliveries may repeat
// and arrive out of order: each event id is recorded and acted on in one transaction (a
// redelivery, even one racing the first, finds it recorded and does nothing), and an order
// moves only forward: out of payment_pending (settleOrderIn), or from confirmed to
// payment_blocked when an approved payment is reversed. A late "pending" after "approved",
// or "approved" three times, moves it once.
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { reverseConfirmedOrderIn, settleOrderIn } from '../order/order-repository.ts';
import type { OrderStatus } from '@beauty/contracts/checkout';
import type { PaymentProvider } from '../platform/payment-provider.ts';

export interface WebhookEvent {
  eventId: string;
  reference: string;
  status: 'pending' | 'approved' | 'declined' | 'blocked' | 'reversed';
  signature: string;
}

const OUTCOME = { approved: 'confirmed', declined: 'payment_failed', blocked: 'payment_blocked' } as const;

export async function receiveWebhook(db: Db, payments: PaymentProvider, event: WebhookEvent): Promise<OrderStatus | null> {
  if (!payments.verifyWebhook(event))
    throw new ApiError(400, 'VALIDATION_FAILED', 'The webhook signature does not match.', { location: 'body', field: 'signature' });
  return db.transaction(async (tx) => {
    const found = await tx.query<{ order_id: string }>('select order_id from payment where reference = $1 or id = $2 limit 1', [
      event.reference,
      event.reference.replace(/^tp_/, ''),
    ]);
    const payment = found.rows[0];
    if (!payment) return null; // not ours (or not yet): acknowledged so the provider stops retrying
    const first = await tx.query('insert into payment_webhook_event (event_id, reference) values ($1, $2) on conflict do nothing', [
      event.eventId,
      event.reference,
    ]);
    if (first.rowCount === 1) {
      const reason = `webhook ${event.eventId}`;
      // A reversal that overtakes its approval blocks the order straight from pending; the approval then finds it settled.
      if (event.status === 'reversed') {
        if (!(await reverseConfirmedOrderIn(tx, payment.order_id, `${reason}: reversed after approval`)))
          await settleOrderIn(tx, payment.order_id, 'payment_blocked', `${reason}: reversed after approval`);
      } else if (event.status !== 'pending') await settleOrderIn(tx, payment.order_id, OUTCOME[event.status], reason);
    }
    const now = await tx.query<{ status: OrderStatus }>('select status from shop_order where id = $1', [payment.order_id]);
    return now.rows[0]?.status ?? null;
  });
}
