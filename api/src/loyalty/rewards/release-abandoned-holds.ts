// Job: rewards left in bags nobody comes back to (decision 0130). A held reward reserves the
// member's points and one unit of stock for as long as its bag lives; a bag untouched for
// ABANDONED_BAG_DAYS (no line, gift card or reward change), or one that no longer exists
// (a hold left without a bag, as sign-in's merge used to leave them), gives both back. The
// release is one conditional UPDATE out of 'held' on rows claimed with FOR UPDATE SKIP
// LOCKED, so two replicas, or a re-run, return each unit and its points once.
import type { Job } from '../../platform/jobs/job-runner.ts';
import { transactionJob } from '../../platform/jobs/transaction-job.ts';

export const ABANDONED_BAG_DAYS = 30;

export function abandonedRewardHoldsJob(batchSize = 100): Job {
  return transactionJob('reward-abandoned-holds', batchSize, async (tx, at) => {
    const cutoff = new Date(at.getTime() - ABANDONED_BAG_DAYS * 24 * 3600_000);
    const released = await tx.query<{ reward_id: string }>(
      `update reward_hold h set status = 'released', settled_at = $3, cart_id = null
           where h.status = 'held' and h.id in (
             select d.id from reward_hold d left join cart c on c.id = d.cart_id
             where d.status = 'held' and d.created_at <= $1 and (c.id is null or (c.updated_at <= $1
               and not exists (select 1 from cart_line l where l.cart_id = c.id and l.updated_at > $1)))
             order by d.created_at limit $2
             for update of d skip locked)
           returning h.reward_id`,
      [cutoff, batchSize, at],
    );
    for (const row of released.rows) await tx.query('update reward set stock_left = stock_left + 1 where id = $1', [row.reward_id]);
    return released.rows.length;
  });
}
