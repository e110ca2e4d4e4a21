// Sent when a delivered order's purchase points become valid, 3 working days after delivery
// (loyalty/jobs/count-tier-spend.ts, kind 'loyalty_points_valid'). Its words, by language:
// loyalty-points-valid.json.
import { z } from 'zod';
import { copyFromWords, defineMailTemplate, fillIn } from '../../platform/mail/mail-template.ts';
import words from './loyalty-points-valid.json' with { type: 'json' };
import { loyaltyContent, loyaltyMailFields, pointsText } from './loyalty-mail.ts';

export const loyaltyPointsValidPayload = z.object({
  ...loyaltyMailFields,
  orderNumber: z.string().max(50),
  /** The order's points, after any returns. */
  points: z.number().int().positive(),
  /** The member's valid balance once these count. */
  balance: z.number().int().min(0).optional(),
});

export const loyaltyPointsValid = defineMailTemplate(
  'loyalty_points_valid',
  loyaltyPointsValidPayload,
  copyFromWords(words, (w, p, f) => {
    const values = { points: pointsText(f, p.points), order: p.orderNumber };
    return loyaltyContent(p, f, {
      subject: fillIn(w.subject, values),
      paragraphs: [fillIn(w.valid, values)],
      facts: [
        [w.orderLabel, p.orderNumber],
        [w.validLabel, values.points],
        ...(p.balance !== undefined ? [[w.balanceLabel, pointsText(f, p.balance)] as [string, string]] : []),
      ],
    });
  }),
);
