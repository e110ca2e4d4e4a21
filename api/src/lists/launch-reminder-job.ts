// Job: coming-soon products whose launch date has passed (issue 12 item 3). First the
// product launches (launched_at set, the coming-soon badge taken off, so the page offers
// the bag instead of "Remind me"); then each confirmed reminder of a launched product gets
// one mail in its language and leaves the list. Both steps claim rows with FOR UPDATE SKIP
// LOCKED and mark them in the same transaction, so a replica or a retry mails nobody twice.
// The launch date is compared with the job clock (never the database's now()).
import type { Job } from '../platform/jobs/job-runner.ts';
import { transactionJob } from '../platform/jobs/transaction-job.ts';
import { mailDueAlerts } from './alert-mail.ts';

export function launchReminderJob(linkSecret: string, batchSize = 50): Job {
  return transactionJob('launch-reminders', batchSize, async (tx, now) => {
    const launched = await tx.query<{ product_id: string }>(
      `with due as (
             select product_id from product_launch where launched_at is null and launches_at <= $1
             order by launches_at limit $2 for update skip locked)
           update product_launch l set launched_at = $1 from due where l.product_id = due.product_id
           returning l.product_id`,
      [now, batchSize],
    );
    if (launched.rows.length > 0) {
      await tx.query(`update product set badges = array_remove(badges, 'coming_soon') where id = any($1::text[])`, [launched.rows.map((r) => r.product_id)]);
    }
    const mailed = await mailDueAlerts(
      tx,
      linkSecret,
      'launch_reminder',
      `select a.id from shopper_alert a join product_launch l on l.product_id = a.product_id
       where a.kind = 'launch' and a.notified_at is null and a.confirmed_at is not null and l.launched_at is not null
       order by a.created_at, a.id limit $1
       for update of a skip locked`,
      batchSize,
      now,
    );
    return Math.max(mailed, launched.rows.length);
  });
}
