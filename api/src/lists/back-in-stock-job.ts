// Job: waitlisted variants that have stock again (docs/product.md#product-button "waitlist me"; issue 12 item 2).
// Each confirmed entry whose variant has stock in its country gets one mail in its
// language and leaves the list (notified_at), in the same transaction as the outbox row:
// claimed with FOR UPDATE SKIP LOCKED, so replicas share the work and a row is mailed once.
import type { Job } from '../platform/jobs/job-runner.ts';
import { transactionJob } from '../platform/jobs/transaction-job.ts';
import { mailDueAlerts } from './alert-mail.ts';

export function backInStockJob(linkSecret: string, batchSize = 50): Job {
  return transactionJob('waitlist-back-in-stock', batchSize, async (tx, now) => {
    return mailDueAlerts(
      tx,
      linkSecret,
      'waitlist_back_in_stock',
      `select a.id from shopper_alert a
       join stock s on s.variant_id = a.variant_id and s.country = a.country
       where a.kind = 'waitlist' and a.notified_at is null and a.confirmed_at is not null and s.quantity > 0
       order by a.created_at, a.id limit $1
       for update of a skip locked`,
      batchSize,
      now,
    );
  });
}
