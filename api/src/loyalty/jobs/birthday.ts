// Job: the birthday month (docs/product.md#perks birthday_points, docs/product.md#loyalty-figures "birthday points are double"). The
// double points themselves need no job: earn.ts doubles a purchase placed in the member's
// birthday month. This job tells the member once a year, at the start of that month in
// their home country, and marks the year (birthday_year) so that the rewards boutique's
// birthday voucher can key on the same fact. Members are looked at once a month
// (birthday_due_at: the next 1st of a month, 00:00 UTC, which is already the 1st in all
// eight countries, all east of UTC).
import type { Job } from '../../platform/jobs/job-runner.ts';
import { transactionJob } from '../../platform/jobs/transaction-job.ts';
import { localDay } from '@beauty/contracts/calendar';
import type { Country } from '@beauty/contracts/locale';
import { COUNTRY_FACTS } from '../../content/countries.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { loyaltyBirthday } from '../mail/loyalty-birthday.ts';
import { BIRTHDAY_MULTIPLIER } from '../earn.ts';
import { CURRENCY } from '../tiers.ts';
import { firstOfNextMonth } from '../../platform/calendar-maths.ts';

export function birthdayJob(batchSize = 100): Job {
  return transactionJob('loyalty-birthday', batchSize, async (tx, at) => {
    const due = await tx.query<{ user_id: string; country: Country; email: string; first_name: string; dob: string | null; birthday_year: number | null }>(
      `select m.user_id, m.country, u.email, u.first_name, to_char(u.date_of_birth, 'YYYY-MM-DD') as dob, m.birthday_year
           from loyalty_member m join account_user u on u.id = m.user_id
           where m.birthday_due_at <= $1 order by m.birthday_due_at limit $2 for update of m skip locked`,
      [at, batchSize],
    );
    for (const member of due.rows) {
      const today = localDay(member.country, at);
      const year = Number(today.slice(0, 4));
      const isMonth = member.dob !== null && member.dob.slice(5, 7) === today.slice(5, 7);
      if (isMonth && member.birthday_year !== year) {
        // The birthday voucher (perks/perk-rules.ts) is worth the welcome voucher, once in the month.
        await queueMail(
          tx,
          loyaltyBirthday,
          member.email,
          {
            userId: member.user_id,
            country: member.country,
            firstName: member.first_name,
            month: today.slice(0, 7),
            pointsMultiplier: BIRTHDAY_MULTIPLIER,
            voucher: { amount: COUNTRY_FACTS[member.country].welcomeMinor, currency: CURRENCY[member.country] },
          },
          { at },
        );
        await tx.query('update loyalty_member set birthday_year = $2 where user_id = $1', [member.user_id, year]);
      }
      await tx.query('update loyalty_member set birthday_due_at = $2 where user_id = $1', [member.user_id, firstOfNextMonth(at)]);
    }
    return due.rows.length;
  });
}
