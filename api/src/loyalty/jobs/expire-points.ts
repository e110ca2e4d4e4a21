// Job: expired_points (docs/product.md#loyalty-figures). A member is due when 18 months may have passed since
// their last purchase or redemption (expiry_due_at). The job takes the member's points lock
// (lockMember, as spending does), appends expired_points for the whole valid balance,
// once: the due time moves 18 months on in the same transaction, so a re-run finds
// nothing due (and the reference, the run's time, refuses a duplicate), and sets the next due time: the new expiry date when the member was active
// meanwhile, or 18 months on.
import type { Job } from '../../platform/jobs/job-runner.ts';
import { transactionJob } from '../../platform/jobs/transaction-job.ts';
import { addMonths, EXPIRY_MONTHS, lastActivity } from '../expiry.ts';
import { lockMember, pointsBalance, recordPoints } from '../ledger.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { loyaltyPointsExpired } from '../mail/loyalty-points-expired.ts';
import type { Country } from '@beauty/contracts/locale';

export function expirePointsJob(batchSize = 100): Job {
  return transactionJob('loyalty-expire-points', batchSize, async (tx, at) => {
    const due = await tx.query<{ user_id: string; country: Country; email: string; first_name: string }>(
      `select m.user_id, m.country, u.email, u.first_name from loyalty_member m join account_user u on u.id = m.user_id
           where m.expiry_due_at <= $1 order by m.expiry_due_at limit $2 for update of m skip locked`,
      [at, batchSize],
    );
    for (const member of due.rows) {
      const expiresAt = addMonths((await lastActivity(tx, member.user_id))!, EXPIRY_MONTHS);
      if (expiresAt > at) {
        await tx.query('update loyalty_member set expiry_due_at = $2 where user_id = $1', [member.user_id, expiresAt]);
        continue;
      }
      await lockMember(tx, member.user_id);
      const { valid } = await pointsBalance(tx, member.user_id, at);
      if (valid > 0) {
        const written = await recordPoints(tx, {
          userId: member.user_id,
          country: member.country,
          source: 'expired_points',
          points: -valid,
          reference: `expiry:${at.toISOString()}`,
          note: `no purchase or redemption for ${EXPIRY_MONTHS} months`,
          at,
        });
        if (written) {
          await queueMail(
            tx,
            loyaltyPointsExpired,
            member.email,
            {
              userId: member.user_id,
              country: member.country,
              firstName: member.first_name,
              points: valid,
              expiredAt: expiresAt.toISOString(),
              inactiveMonths: EXPIRY_MONTHS,
            },
            { at },
          );
        }
      }
      await tx.query('update loyalty_member set expiry_due_at = $2 where user_id = $1', [member.user_id, addMonths(at, EXPIRY_MONTHS)]);
    }
    return due.rows.length;
  });
}
