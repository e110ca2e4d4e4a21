// Sent when a membership year ends without the spend that keeps the tier, one step down
// (loyalty/jobs/year-end.ts, kind 'loyalty_tier_downgraded'; docs/product.md#tier-messages): the tier lost comes
// back by spending its threshold within the new year.
import { z } from 'zod';
import { tierSchema } from '@beauty/contracts/loyalty';
import { defineMailTemplate, mailMoneySchema } from '../../platform/mail/mail-template.ts';
import { instantSchema, loyaltyContent, loyaltyMailFields, TIER_NAMES } from './loyalty-mail.ts';

export const loyaltyTierDowngradedPayload = z.object({
  ...loyaltyMailFields,
  from: tierSchema,
  to: tierSchema,
  /** The end of the new membership year: the tier lost comes back by spending before it. */
  regainBy: instantSchema,
  /** The spend in the new year that brings `from` back (home currency, minor units). */
  regainSpend: mailMoneySchema.optional(),
});

export const loyaltyTierDowngraded = defineMailTemplate('loyalty_tier_downgraded', loyaltyTierDowngradedPayload, {
  en: (p, f) => {
    const [from, to, by] = [TIER_NAMES[p.from], TIER_NAMES[p.to], f.date(p.regainBy)];
    return loyaltyContent(p, f, {
      subject: `Your Beauty Pass tier is now ${to}`,
      paragraphs: [
        `Your new membership year has begun. As last year's purchases did not reach the spend that keeps ${from}, your tier is now ${to}.`,
        p.regainSpend ? `Spend ${f.money(p.regainSpend)} by ${by} to get ${from} back.` : `Reach the ${from} spend again by ${by} to get ${from} back.`,
        'Your points are not affected: they stay in your balance, ready to use.',
      ],
      facts: [['Your tier', to], ...(p.regainSpend ? [[`To regain ${from}`, f.money(p.regainSpend)] as [string, string]] : []), ['Membership year ends', by]],
    });
  },
  id: (p, f) => {
    const [from, to, by] = [TIER_NAMES[p.from], TIER_NAMES[p.to], f.date(p.regainBy)];
    return loyaltyContent(p, f, {
      subject: `Tingkat Beauty Pass Anda kini ${to}`,
      paragraphs: [
        `Tahun keanggotaan baru Anda telah dimulai. Karena pembelian Anda tahun lalu belum mencapai jumlah untuk mempertahankan ${from}, tingkat Anda kini ${to}.`,
        p.regainSpend
          ? `Belanjakan ${f.money(p.regainSpend)} sebelum ${by} untuk kembali ke ${from}.`
          : `Capai kembali jumlah belanja ${from} sebelum ${by} untuk kembali ke ${from}.`,
        'Poin Anda tidak berubah: semuanya tetap ada di saldo Anda dan siap digunakan.',
      ],
      facts: [
        ['Tingkat Anda', to],
        ...(p.regainSpend ? [[`Untuk kembali ke ${from}`, f.money(p.regainSpend)] as [string, string]] : []),
        ['Tahun keanggotaan berakhir', by],
      ],
    });
  },
  th: (p, f) => {
    const [from, to, by] = [TIER_NAMES[p.from], TIER_NAMES[p.to], f.date(p.regainBy)];
    return loyaltyContent(p, f, {
      subject: `ระดับ Beauty Pass ของคุณเปลี่ยนเป็น ${to} แล้ว`,
      paragraphs: [
        `ปีสมาชิกใหม่ของคุณเริ่มต้นแล้ว เนื่องจากยอดซื้อในปีที่ผ่านมายังไม่ถึงเกณฑ์รักษาระดับ ${from} ระดับของคุณจึงเปลี่ยนเป็น ${to}`,
        p.regainSpend
          ? `ใช้จ่าย ${f.money(p.regainSpend)} ภายในวันที่ ${by} เพื่อกลับสู่ระดับ ${from}`
          : `ใช้จ่ายให้ถึงเกณฑ์ระดับ ${from} อีกครั้งภายในวันที่ ${by} เพื่อกลับสู่ระดับ ${from}`,
        'คะแนนของคุณไม่ได้รับผลกระทบ ยังคงอยู่ครบถ้วนและพร้อมใช้งาน',
      ],
      facts: [['ระดับของคุณ', to], ...(p.regainSpend ? [[`ยอดใช้จ่ายเพื่อกลับสู่ระดับ ${from}`, f.money(p.regainSpend)] as [string, string]] : []), ['ปีสมาชิกสิ้นสุด', by]],
    });
  },
  zh: (p, f) => {
    const [from, to, by] = [TIER_NAMES[p.from], TIER_NAMES[p.to], f.date(p.regainBy)];
    return loyaltyContent(p, f, {
      subject: `您的 Beauty Pass 會員等級已變更為 ${to}`,
      paragraphs: [
        `您的新會籍年度已經開始。由於上一年度的消費未達保留 ${from} 等級的要求，您的會員等級現為 ${to}。`,
        p.regainSpend
          ? `請於 ${by} 前消費 ${f.money(p.regainSpend)}，即可重獲 ${from} 等級。`
          : `請於 ${by} 前再次達到 ${from} 等級的消費要求，即可重獲該等級。`,
        '您的積分不受影響，仍保留在您的帳戶中，可照常使用。',
      ],
      facts: [
        ['您的會員等級', to],
        ...(p.regainSpend ? [[`重獲 ${from} 所需消費`, f.money(p.regainSpend)] as [string, string]] : []),
        ['會籍年度結束日期', by],
      ],
    });
  },
});
