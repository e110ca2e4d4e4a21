// Sent when a delivered order's purchase points become valid, 3 working days after delivery
// (loyalty/jobs/count-tier-spend.ts, kind 'loyalty_points_valid').
import { z } from 'zod';
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { loyaltyContent, loyaltyMailFields, pointsText } from './loyalty-mail.ts';

export const loyaltyPointsValidPayload = z.object({
  ...loyaltyMailFields,
  orderNumber: z.string().max(50),
  /** The order's points, after any returns. */
  points: z.number().int().positive(),
  /** The member's valid balance once these count. */
  balance: z.number().int().min(0).optional(),
});

export const loyaltyPointsValid = defineMailTemplate('loyalty_points_valid', loyaltyPointsValidPayload, {
  en: (p, f) =>
    loyaltyContent(p, f, {
      subject: `Your ${pointsText(f, p.points)} are ready to use`,
      paragraphs: [
        `The ${pointsText(f, p.points)} from your order ${p.orderNumber} are now valid: redeem them for rewards in the rewards boutique whenever you like.`,
      ],
      facts: [
        ['Order number', p.orderNumber],
        ['Points now valid', pointsText(f, p.points)],
        ...(p.balance !== undefined ? [['Your points balance', pointsText(f, p.balance)] as [string, string]] : []),
      ],
    }),
  id: (p, f) =>
    loyaltyContent(p, f, {
      subject: `${pointsText(f, p.points)} Beauty Pass Anda kini dapat digunakan`,
      paragraphs: [`${pointsText(f, p.points)} dari pesanan ${p.orderNumber} kini sudah berlaku: tukarkan dengan hadiah di butik hadiah kapan pun Anda mau.`],
      facts: [
        ['Nomor pesanan', p.orderNumber],
        ['Poin yang kini berlaku', pointsText(f, p.points)],
        ...(p.balance !== undefined ? [['Saldo poin Anda', pointsText(f, p.balance)] as [string, string]] : []),
      ],
    }),
  th: (p, f) =>
    loyaltyContent(p, f, {
      subject: `คะแนน Beauty Pass ${pointsText(f, p.points)}ของคุณพร้อมใช้แล้ว`,
      paragraphs: [`${pointsText(f, p.points)}จากคำสั่งซื้อ ${p.orderNumber} มีผลแล้ว คุณสามารถนำไปแลกของรางวัลในร้านของรางวัลได้ทุกเมื่อ`],
      facts: [
        ['หมายเลขคำสั่งซื้อ', p.orderNumber],
        ['คะแนนที่มีผลแล้ว', pointsText(f, p.points)],
        ...(p.balance !== undefined ? [['คะแนนที่ใช้ได้ทั้งหมด', pointsText(f, p.balance)] as [string, string]] : []),
      ],
    }),
  zh: (p, f) =>
    loyaltyContent(p, f, {
      subject: `Beauty Pass：您的 ${pointsText(f, p.points)}現已可用`,
      paragraphs: [`您的訂單 ${p.orderNumber} 所賺取的 ${pointsText(f, p.points)}現已生效，歡迎隨時於禮遇精品店兌換禮品。`],
      facts: [
        ['訂單編號', p.orderNumber],
        ['已生效積分', pointsText(f, p.points)],
        ...(p.balance !== undefined ? [['可用積分結餘', pointsText(f, p.balance)] as [string, string]] : []),
      ],
    }),
});
