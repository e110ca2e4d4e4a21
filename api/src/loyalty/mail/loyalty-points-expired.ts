// Sent when a member's points expire after 18 months without a purchase or a redemption
// (loyalty/jobs/expire-points.ts, kind 'loyalty_points_expired'; docs/product.md#loyalty-figures).
// Its words, by language: loyalty-points-expired.json.
import { z } from 'zod';
import { copyFromWords, defineMailTemplate, fillIn } from '../../platform/mail/mail-template.ts';
import words from './loyalty-points-expired.json' with { type: 'json' };
import { instantSchema, loyaltyContent, loyaltyMailFields, pointsText } from './loyalty-mail.ts';

export const loyaltyPointsExpiredPayload = z.object({
  ...loyaltyMailFields,
  points: z.number().int().positive(),
  /** When they expired: the last purchase or redemption plus `inactiveMonths`. */
  expiredAt: instantSchema,
  inactiveMonths: z.number().int().positive().max(120).default(18),
});

export const loyaltyPointsExpired = defineMailTemplate(
  'loyalty_points_expired',
  loyaltyPointsExpiredPayload,
  copyFromWords(words, (w, p, f) => {
    const values = { points: pointsText(f, p.points), date: f.date(p.expiredAt), months: p.inactiveMonths };
    return loyaltyContent(p, f, {
      subject: w.subject,
      paragraphs: [fillIn(w.expired, values), fillIn(w.keepValid, values)],
      facts: [
        [w.expiredLabel, values.points],
        [w.expiredOnLabel, values.date],
      ],
    });
  }),
);
