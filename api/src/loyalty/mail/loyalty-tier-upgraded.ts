// Sent when a member's counted spend lifts them to Black or Gold (loyalty/jobs/count-tier-spend.ts,
// kind 'loyalty_tier_upgraded'); upgrades happen as soon as the spend is reached (loyalty/tiers.ts).
import { z } from 'zod';
import { defineMailTemplate, type MailFormat } from '../../platform/mail/mail-template.ts';
import { formatNumber, instantSchema, loyaltyContent, loyaltyMailFields, TIER_NAMES } from './loyalty-mail.ts';

export const loyaltyTierUpgradedPayload = z.object({
  ...loyaltyMailFields,
  tier: z.enum(['black', 'gold']),
  /** The end of the current membership year. */
  yearEnd: instantSchema,
  /** Points earned per purchase at the new tier, in percent of the base (loyalty/earn.ts: 125, 150). */
  earnPercent: z.number().int().min(100).max(1000).optional(),
});
type Payload = z.output<typeof loyaltyTierUpgradedPayload>;

const DEFAULT_EARN_PERCENT = { black: 125, gold: 150 } as const;
/** "1.25", "1,25": the tier's points rate in the shopper's locale. */
const rate = (p: Payload, f: MailFormat) => formatNumber(f, (p.earnPercent ?? DEFAULT_EARN_PERCENT[p.tier]) / 100);

export const loyaltyTierUpgraded = defineMailTemplate('loyalty_tier_upgraded', loyaltyTierUpgradedPayload, {
  en: (p, f) => {
    const tier = TIER_NAMES[p.tier];
    return loyaltyContent(p, f, {
      subject: `Welcome to Beauty Pass ${tier}`,
      paragraphs: [
        `Congratulations! Your purchases this membership year have taken you to ${tier}, and your new benefits start today.`,
        p.tier === 'gold'
          ? `As a Gold member you earn ${rate(p, f)}× points on every purchase, get free standard delivery on every order and receive a welcome gift each year.`
          : `As a Black member you earn ${rate(p, f)}× points on every purchase and get 10% off during the Beauty Pass Sale.`,
        `Your membership year ends on ${f.date(p.yearEnd)}.`,
      ],
      facts: [
        ['Your tier', tier],
        ['Membership year ends', f.date(p.yearEnd)],
      ],
    });
  },
  id: (p, f) => {
    const tier = TIER_NAMES[p.tier];
    return loyaltyContent(p, f, {
      subject: `Selamat datang di Beauty Pass ${tier}`,
      paragraphs: [
        `Selamat! Pembelian Anda di tahun keanggotaan ini telah membawa Anda ke tingkat ${tier}, dan keuntungan baru Anda berlaku mulai hari ini.`,
        p.tier === 'gold'
          ? `Sebagai anggota Gold, Anda mendapatkan poin ${rate(p, f)}× untuk setiap pembelian, gratis pengiriman standar untuk setiap pesanan, dan hadiah sambutan setiap tahun.`
          : `Sebagai anggota Black, Anda mendapatkan poin ${rate(p, f)}× untuk setiap pembelian dan potongan 10% selama Beauty Pass Sale.`,
        `Tahun keanggotaan Anda berakhir pada ${f.date(p.yearEnd)}.`,
      ],
      facts: [
        ['Tingkat Anda', tier],
        ['Tahun keanggotaan berakhir', f.date(p.yearEnd)],
      ],
    });
  },
  th: (p, f) => {
    const tier = TIER_NAMES[p.tier];
    return loyaltyContent(p, f, {
      subject: `ยินดีต้อนรับสู่ Beauty Pass ระดับ ${tier}`,
      paragraphs: [
        `ยินดีด้วย! ยอดซื้อของคุณในปีสมาชิกนี้ทำให้คุณได้เลื่อนเป็นสมาชิกระดับ ${tier} และสิทธิประโยชน์ใหม่เริ่มต้นตั้งแต่วันนี้`,
        p.tier === 'gold'
          ? `ในฐานะสมาชิกระดับ Gold คุณจะได้รับคะแนน ${rate(p, f)} เท่าทุกการซื้อ จัดส่งแบบมาตรฐานฟรีทุกคำสั่งซื้อ และรับของขวัญต้อนรับทุกปี`
          : `ในฐานะสมาชิกระดับ Black คุณจะได้รับคะแนน ${rate(p, f)} เท่าทุกการซื้อ และรับส่วนลด 10% ในช่วง Beauty Pass Sale`,
        `ปีสมาชิกของคุณสิ้นสุดวันที่ ${f.date(p.yearEnd)}`,
      ],
      facts: [
        ['ระดับของคุณ', tier],
        ['ปีสมาชิกสิ้นสุด', f.date(p.yearEnd)],
      ],
    });
  },
  zh: (p, f) => {
    const tier = TIER_NAMES[p.tier];
    return loyaltyContent(p, f, {
      subject: `歡迎成為 Beauty Pass ${tier} 會員`,
      paragraphs: [
        `恭喜您！您於本會籍年度的消費已令您晉升為 ${tier} 會員，新禮遇即日起生效。`,
        p.tier === 'gold'
          ? `作為 Gold 會員，您每次購物均可賺取 ${rate(p, f)} 倍積分，所有訂單享免費標準送貨，每年更可獲贈迎新禮品。`
          : `作為 Black 會員，您每次購物均可賺取 ${rate(p, f)} 倍積分，並於 Beauty Pass Sale 期間享有九折優惠。`,
        `您的會籍年度將於 ${f.date(p.yearEnd)} 結束。`,
      ],
      facts: [
        ['您的會員等級', tier],
        ['會籍年度結束日期', f.date(p.yearEnd)],
      ],
    });
  },
});
