// The provider's word on a payment (POST checkout/payment-webhook). Deliveries may repeat
// and arrive out of order: each event id is acted on once (payment_webhook_event), and an
// order moves only out of payment_pending (settleOrder), so a late "pending" after
// "approved", or "approved" three times, moves it forward exactly once.
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { settleOrder } from '../order/order-repository.ts';
import type { OrderStatus } from '@beauty/contracts/checkout';
import type { PaymentProvider } from './payment-provider.ts';

export interface WebhookEvent {
  eventId: string;
  reference: string;
  status: 'pending' | 'approved' | 'declined' | 'blocked';
  signature: string;
}

const OUTCOME = { approved: 'confirmed', declined: 'payment_failed', blocked: 'payment_blocked' } as const;

export async function receiveWebhook(db: Db, payments: PaymentProvider, event: WebhookEvent): Promise<OrderStatus | null> {
  if (!payments.verifyWebhook(event)) throw new ApiError(400, 'VALIDATION_FAILED', 'The webhook signature does not match.', { location: 'body', field: 'signature' });
  const found = await db.query<{ order_id: string; status: OrderStatus }>(
    `select p.order_id, o.status from payment p join shop_order o on o.id = p.order_id
     where p.reference = $1 or p.id = $2 limit 1`,
    [event.reference, event.reference.replace(/^tp_/, '')],
  );
  const payment = found.rows[0];
  if (!payment) return null; // not ours (or not yet): acknowledged so the provider stops retrying
  const first = await db.query('insert into payment_webhook_event (event_id, reference) values ($1, $2) on conflict do nothing', [event.eventId, event.reference]);
  if (first.rowCount === 1 && event.status !== 'pending') {
    await settleOrder(db, payment.order_id, OUTCOME[event.status], `webhook ${event.eventId}`);
  }
  const now = await db.query<{ status: OrderStatus }>('select status from shop_order where id = $1', [payment.order_id]);
  return now.rows[0]?.status ?? null;
}
