// Sent once a year at the start of the member's birthday month (loyalty/jobs/birthday.ts,
// kind 'loyalty_birthday'): purchases placed this month earn double points (loyalty/earn.ts),
// and the birthday voucher comes off one order of the month (loyalty/perks/perk-rules.ts).
import { z } from 'zod';
import { defineMailTemplate, mailMoneySchema } from '../../platform/mail/mail-template.ts';
import { loyaltyContent, loyaltyMailFields } from './loyalty-mail.ts';

export const loyaltyBirthdayPayload = z.object({
  ...loyaltyMailFields,
  /** The birthday month in the member's country, YYYY-MM. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  pointsMultiplier: z.number().int().min(2).max(10).default(2),
  /** The birthday voucher's value, when the member has one this month. */
  voucher: mailMoneySchema.optional(),
});

/** The month's last day, YYYY-MM-DD: the last day a purchase earns the birthday points. */
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

export const loyaltyBirthday = defineMailTemplate('loyalty_birthday', loyaltyBirthdayPayload, {
  en: (p, f) => {
    const points = p.pointsMultiplier === 2 ? 'double Beauty Pass points' : `${p.pointsMultiplier}× Beauty Pass points`;
    return loyaltyContent(p, f, {
      subject: 'Happy birthday month from Beauty Pass',
      preheader: `${points[0]!.toUpperCase()}${points.slice(1)} on every purchase until ${f.date(lastDay(p.month))}`,
      paragraphs: [
        `Happy birthday! To celebrate, every order you place until ${f.date(lastDay(p.month))} earns ${points}.`,
        ...(p.voucher ? [`Your birthday voucher of ${f.money(p.voucher)} is waiting too: it comes off one order you place this month, at checkout.`] : []),
        'Treat yourself, and enjoy your month.',
      ],
    });
  },
  id: (p, f) => {
    const points = p.pointsMultiplier === 2 ? 'poin Beauty Pass ganda' : `poin Beauty Pass ${p.pointsMultiplier}×`;
    return loyaltyContent(p, f, {
      subject: 'Selamat bulan ulang tahun dari Beauty Pass',
      preheader: `Dapatkan ${points} untuk setiap pembelian hingga ${f.date(lastDay(p.month))}`,
      paragraphs: [
        `Selamat ulang tahun! Untuk merayakannya, setiap pembelian yang Anda lakukan bulan ini mendapatkan ${points}, hingga ${f.date(lastDay(p.month))}.`,
        ...(p.voucher
          ? [
              `Voucher ulang tahun senilai ${f.money(p.voucher)} juga sudah menanti Anda: potongannya berlaku otomatis saat checkout untuk satu pesanan yang Anda buat bulan ini.`,
            ]
          : []),
        'Manjakan diri Anda dan nikmati bulan istimewa Anda.',
      ],
    });
  },
  th: (p, f) => {
    const points = p.pointsMultiplier === 2 ? 'คะแนน Beauty Pass สองเท่า' : `คะแนน Beauty Pass ${p.pointsMultiplier} เท่า`;
    return loyaltyContent(p, f, {
      subject: 'สุขสันต์เดือนเกิดจาก Beauty Pass',
      preheader: `รับ${points}ทุกการซื้อ ถึงวันที่ ${f.date(lastDay(p.month))}`,
      paragraphs: [
        `สุขสันต์วันเกิด! เพื่อร่วมฉลองกับคุณ ทุกการซื้อในเดือนนี้จะได้รับ${points} ถึงวันที่ ${f.date(lastDay(p.month))}`,
        ...(p.voucher ? [`นอกจากนี้ยังมีบัตรกำนัลวันเกิดมูลค่า ${f.money(p.voucher)} รอคุณอยู่ ระบบจะหักส่วนลดให้โดยอัตโนมัติเมื่อชำระเงินสำหรับคำสั่งซื้อหนึ่งรายการในเดือนนี้`] : []),
        'ให้รางวัลตัวเองและขอให้มีความสุขตลอดเดือนเกิดนะคะ',
      ],
    });
  },
  zh: (p, f) => {
    const points = p.pointsMultiplier === 2 ? '雙倍 Beauty Pass 積分' : `${p.pointsMultiplier} 倍 Beauty Pass 積分`;
    return loyaltyContent(p, f, {
      subject: 'Beauty Pass 祝您生日月快樂',
      preheader: `即日起至 ${f.date(lastDay(p.month))}，每次購物均可賺取${points}`,
      paragraphs: [
        `生日快樂！為與您一同慶祝，即日起至 ${f.date(lastDay(p.month))}，您的每次購物均可賺取${points}。`,
        ...(p.voucher ? [`您亦可享用 ${f.money(p.voucher)} 生日優惠券：本月內其中一張訂單於結帳時將自動扣減此金額。`] : []),
        '好好寵愛自己，祝您有個美好的生日月。',
      ],
    });
  },
});
