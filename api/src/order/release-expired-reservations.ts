// Job: reservations left behind. A payment_pending order holds its stock until
// reserved_until (ORDER_RESERVATION_TTL_MS after it was placed): a shopper who never
// finished paying, a provider that stays "pending". Past that, this job voids the payment
// at the provider first (so no money is taken for stock given back) and fails the order,
// which returns the stock, the promotion use and the gift-card amount and puts the bag
// back (order-repository settleOrder). If the void comes too late (the payment was
// approved meanwhile), the order is confirmed instead.
import type { PaymentProvider } from '../platform/payment-provider.ts';
import type { Job } from '../platform/jobs/job-runner.ts';
import { leasedJob } from '../platform/jobs/leased-job.ts';
import { settleOrder } from './order-repository.ts';

/** Another replica skips a claimed order for this long (its lease); a crash mid-row is retried after it. */
const LEASE_SECONDS = 60;

export function reservationSweepJob(payments: PaymentProvider, batchSize = 100): Job {
  return leasedJob<{ order_id: string; payment_id: string }>({
    name: 'reservation-sweep',
    batchSize,
    leaseSeconds: LEASE_SECONDS,
    claim: `update shop_order o set reserved_until = $1::timestamptz + make_interval(secs => $3)
       from payment p
       where p.order_id = o.id and o.id in (
         select id from shop_order where status = 'payment_pending' and reserved_until <= $1
         order by reserved_until limit $2
         for update skip locked)
       returning o.id as order_id, p.id as payment_id`,
    async handle(db, { order_id, payment_id }) {
      const voided = await payments.cancel(payment_id);
      if (voided === 'approved') await settleOrder(db, order_id, 'confirmed', 'approved before the reservation expired');
      else await settleOrder(db, order_id, 'payment_failed', 'reservation expired');
    },
  });
}
