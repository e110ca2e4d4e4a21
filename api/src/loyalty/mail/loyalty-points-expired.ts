// Sent when a member's points expire after 18 months without a purchase or a redemption
// (loyalty/jobs/expire-points.ts, kind 'loyalty_points_expired'; docs/product.md#loyalty-figures).
import { z } from 'zod';
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { instantSchema, loyaltyContent, loyaltyMailFields, pointsText } from './loyalty-mail.ts';

export const loyaltyPointsExpiredPayload = z.object({
  ...loyaltyMailFields,
  points: z.number().int().positive(),
  /** When they expired: the last purchase or redemption plus `inactiveMonths`. */
  expiredAt: instantSchema,
  inactiveMonths: z.number().int().positive().max(120).default(18),
});

export const loyaltyPointsExpired = defineMailTemplate('loyalty_points_expired', loyaltyPointsExpiredPayload, {
  en: (p, f) =>
    loyaltyContent(p, f, {
      subject: 'Your Beauty Pass points have expired',
      paragraphs: [
        `${pointsText(f, p.points)} on your Beauty Pass expired on ${f.date(p.expiredAt)}, as there was no purchase or redemption for ${p.inactiveMonths} months.`,
        `Every purchase earns new points, and each purchase or redemption keeps all your points valid for another ${p.inactiveMonths} months.`,
      ],
      facts: [
        ['Points expired', pointsText(f, p.points)],
        ['Expired on', f.date(p.expiredAt)],
      ],
    }),
  id: (p, f) =>
    loyaltyContent(p, f, {
      subject: 'Poin Beauty Pass Anda telah kedaluwarsa',
      paragraphs: [
        `${pointsText(f, p.points)} di Beauty Pass Anda telah kedaluwarsa pada ${f.date(p.expiredAt)} karena tidak ada pembelian atau penukaran poin selama ${p.inactiveMonths} bulan.`,
        `Setiap pembelian memberi Anda poin baru, dan setiap pembelian atau penukaran membuat seluruh poin Anda tetap berlaku selama ${p.inactiveMonths} bulan berikutnya.`,
      ],
      facts: [
        ['Poin yang kedaluwarsa', pointsText(f, p.points)],
        ['Kedaluwarsa pada', f.date(p.expiredAt)],
      ],
    }),
  th: (p, f) =>
    loyaltyContent(p, f, {
      subject: 'คะแนน Beauty Pass ของคุณหมดอายุแล้ว',
      paragraphs: [
        `คะแนน Beauty Pass ของคุณจำนวน ${pointsText(f, p.points)}หมดอายุแล้วเมื่อวันที่ ${f.date(p.expiredAt)} เนื่องจากไม่มีการซื้อหรือการแลกคะแนนเป็นเวลา ${p.inactiveMonths} เดือน`,
        `ทุกการซื้อจะได้รับคะแนนใหม่ และทุกครั้งที่ซื้อหรือแลกคะแนน คะแนนทั้งหมดของคุณจะมีอายุต่อไปอีก ${p.inactiveMonths} เดือน`,
      ],
      facts: [
        ['คะแนนที่หมดอายุ', pointsText(f, p.points)],
        ['หมดอายุเมื่อ', f.date(p.expiredAt)],
      ],
    }),
  zh: (p, f) =>
    loyaltyContent(p, f, {
      subject: '您的 Beauty Pass 積分已到期',
      paragraphs: [
        `由於您的 Beauty Pass 已連續 ${p.inactiveMonths} 個月沒有購物或兌換記錄，${pointsText(f, p.points)}已於 ${f.date(p.expiredAt)} 到期。`,
        `每次購物均可賺取新積分；而每次購物或兌換，您全部積分的有效期均會再延長 ${p.inactiveMonths} 個月。`,
      ],
      facts: [
        ['已到期積分', pointsText(f, p.points)],
        ['到期日期', f.date(p.expiredAt)],
      ],
    }),
});
