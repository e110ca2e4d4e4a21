// Job: payments nobody answered. A charge that timed out, failed with a 500, or whose
// answer was lost leaves its order payment_pending with the stock held (never confirmed on
// an unknown outcome). After PAYMENT_RECONCILE_AFTER_MS this job asks the provider about
// the same payment id (the provider's idempotency key: asking never charges again) and
// settles the order: approved confirms it; declined or blocked fails it and gives the
// stock back; a payment the provider never received fails it the same way; still pending
// is asked again a minute later (the reservation sweep ends that wait).
import type { Job } from '../platform/jobs/job-runner.ts';
import { leasedJob } from '../platform/jobs/leased-job.ts';
import { settleOrder } from '../order/order-repository.ts';
import type { PaymentProvider } from '../platform/payment-provider.ts';

const ASK_AGAIN_SECONDS = 60;

export function paymentReconciliationJob(payments: PaymentProvider, batchSize = 50): Job {
  return leasedJob<{ id: string; order_id: string }>({
    name: 'payment-reconciliation',
    batchSize,
    // The lease is the next check: a payment still pending is asked again after it.
    leaseSeconds: ASK_AGAIN_SECONDS,
    claim: `update payment p set next_check_at = $1::timestamptz + make_interval(secs => $3), checks = p.checks + 1
       where p.id in (
         select p2.id from payment p2 join shop_order o on o.id = p2.order_id
         where p2.status = 'pending' and o.status = 'payment_pending' and p2.next_check_at <= $1
         order by p2.next_check_at limit $2
         for update of p2 skip locked)
       returning p.id, p.order_id`,
    async handle(db, payment) {
      const status = await payments.lookup(payment.id);
      if (status === 'approved') await settleOrder(db, payment.order_id, 'confirmed', 'reconciled: approved');
      else if (status === 'declined') await settleOrder(db, payment.order_id, 'payment_failed', 'reconciled: declined');
      else if (status === 'blocked') await settleOrder(db, payment.order_id, 'payment_blocked', 'reconciled: blocked');
      else if (status === 'not_found') await settleOrder(db, payment.order_id, 'payment_failed', 'reconciled: the provider never received the payment');
    },
  });
}
