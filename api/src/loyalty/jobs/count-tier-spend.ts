// Job: purchase points that became valid (pending → valid). The ledger needs nothing:
// "pending" is purely valid_from in the future, so the balance moves by itself. What does
// need doing once, when a delivered order's points become valid (3 working days after
// delivery, the window in which most returns happen): its spend counts toward the tier
// (year_spend, an upgrade when it reaches a threshold) and the member is told (outbox).
// Claimed with FOR UPDATE SKIP LOCKED and marked counted in the same transaction, so each
// purchase counts once however many replicas run it.
import type { Job } from '../../platform/jobs/job-runner.ts';
import { transactionJob } from '../../platform/jobs/transaction-job.ts';
import type { Tier } from '@beauty/contracts/loyalty';
import { queueMail } from '../../platform/mail/outbox.ts';
import { loyaltyPointsValid } from '../mail/loyalty-points-valid.ts';
import { loyaltyTierUpgraded } from '../mail/loyalty-tier-upgraded.ts';
import { TIER_EARN_PERCENT } from '../earn.ts';
import { pointsBalance } from '../ledger.ts';
import { memberTier, tierAfterSpend, tierRank } from '../tiers.ts';

export function countTierSpendJob(batchSize = 50): Job {
  return transactionJob('loyalty-count-tier-spend', batchSize, async (tx, at) => {
    const due = await tx.query<{
      order_id: string;
      user_id: string;
      spend: string;
      reversed_spend: string;
      points: number;
      reversed_points: number;
      number: string;
      email: string;
      first_name: string;
    }>(
      `select p.order_id, p.user_id, p.spend, p.reversed_spend, p.points, p.reversed_points, o.number, u.email, u.first_name
           from loyalty_purchase p join shop_order o on o.id = p.order_id join account_user u on u.id = p.user_id
           where p.counted_at is null and p.valid_from <= $1
           order by p.valid_from limit $2
           for update of p skip locked`,
      [at, batchSize],
    );
    for (const purchase of due.rows) {
      await tx.query('select 1 from loyalty_member where user_id = $1 for update', [purchase.user_id]);
      const member = (await memberTier(tx, purchase.user_id, at))!;
      const yearSpend = member.yearSpend + Number(purchase.spend) - Number(purchase.reversed_spend);
      const tier: Tier = tierAfterSpend(member.tier, yearSpend, member.thresholds);
      // pink → white is the first purchase, not an upgrade a member is congratulated on.
      const upgraded = tierRank(tier) > tierRank(member.tier) && tierRank(tier) >= tierRank('black');
      await tx.query(
        `update loyalty_member set year_spend = $2, tier = $3,
               previous_tier = case when tier <> $3 then tier else previous_tier end,
               tier_changed_at = case when tier <> $3 then $4::timestamptz else tier_changed_at end
             where user_id = $1`,
        [purchase.user_id, yearSpend, tier, at],
      );
      await tx.query('update loyalty_purchase set counted_at = $2 where order_id = $1', [purchase.order_id, at]);
      const points = Number(purchase.points) - Number(purchase.reversed_points);
      if (points > 0) {
        const { valid } = await pointsBalance(tx, purchase.user_id, at);
        await queueMail(
          tx,
          loyaltyPointsValid,
          purchase.email,
          {
            userId: purchase.user_id,
            country: member.country,
            firstName: purchase.first_name,
            orderNumber: purchase.number,
            points,
            balance: Math.max(0, valid),
          },
          { at },
        );
      }
      if (upgraded) {
        await queueMail(
          tx,
          loyaltyTierUpgraded,
          purchase.email,
          {
            userId: purchase.user_id,
            country: member.country,
            firstName: purchase.first_name,
            tier: tier as 'black' | 'gold',
            yearEnd: member.yearEnd.toISOString(),
            earnPercent: TIER_EARN_PERCENT[tier],
          },
          { at },
        );
      }
    }
    return due.rows.length;
  });
}
