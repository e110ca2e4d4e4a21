// Job: the end of a membership year (docs/product.md#tier-messages). Gold kept by its keep spend or down to
// Black; Black kept or down to White; White and Pink stay. The counter restarts at 0
// (surplus above the minimum does not carry over) and the next year starts where this one
// ended, so a member's years are always whole years from joining. A member whose delivered
// purchases of this year still wait for their points to be valid waits too (their spend
// belongs to this year): count-tier-spend runs first in the same round. A year missed
// entirely (the api off for a year) is evaluated one year per run, with no spend.
import type { Job } from '../../platform/jobs/job-runner.ts';
import { transactionJob } from '../../platform/jobs/transaction-job.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { loyaltyTierDowngraded } from '../mail/loyalty-tier-downgraded.ts';
import { anniversaryAfter, memberTier, tierAtYearEnd, tierRank } from '../tiers.ts';

export function yearEndJob(batchSize = 100): Job {
  return transactionJob('loyalty-year-end', batchSize, async (tx, at) => {
    const due = await tx.query<{ user_id: string; email: string; first_name: string }>(
      `select m.user_id, u.email, u.first_name from loyalty_member m join account_user u on u.id = m.user_id
           where m.year_end_due_at <= $1
             and not exists (select 1 from loyalty_purchase p where p.user_id = m.user_id and p.counted_at is null and p.valid_from < m.year_end_due_at and p.valid_from <= $1)
           order by m.year_end_due_at limit $2
           for update of m skip locked`,
      [at, batchSize],
    );
    for (const { user_id, email, first_name } of due.rows) {
      const member = (await memberTier(tx, user_id, at))!;
      const tier = tierAtYearEnd(member.tier, member.yearSpend, member.thresholds);
      await tx.query(
        `update loyalty_member set tier = $2, year_spend = 0, year_start = $3, year_end_due_at = $4,
               previous_tier = case when tier <> $2 then tier else previous_tier end,
               tier_changed_at = case when tier <> $2 then $3::timestamptz else tier_changed_at end
             where user_id = $1`,
        [user_id, tier, member.yearEnd, anniversaryAfter(member.joinedAt, member.yearEnd)],
      );
      if (tierRank(tier) < tierRank(member.tier)) {
        // Only Gold and Black go down, so the tier lost has a threshold: its reach spend brings it back.
        const lost = member.thresholds[member.tier as 'black' | 'gold'];
        await queueMail(
          tx,
          loyaltyTierDowngraded,
          email,
          {
            userId: user_id,
            country: member.country,
            firstName: first_name,
            from: member.tier,
            to: tier,
            regainBy: anniversaryAfter(member.joinedAt, member.yearEnd).toISOString(),
            regainSpend: { amount: lost.reach, currency: member.currency },
          },
          { at },
        );
      }
    }
    return due.rows.length;
  });
}
