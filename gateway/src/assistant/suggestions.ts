// First questions to offer (issue 17 item 1): on a product page about that product, else
// a product search with a budget in the site's currency, an order and a booking question.
import { formatMoney } from '@beauty/contracts/money';
import { localeTag } from '@beauty/contracts/locale-tag';
import type { Country, Language } from '@beauty/contracts/locale';
import type { Locale } from '../locale/resolve-locale.ts';

/** A typical cleanser budget per site, in minor units of its currency. */
const BUDGET: Record<Country, number> = { AU: 4_000, NZ: 4_000, SG: 3_000, MY: 10_000, HK: 20_000, PH: 150_000, TH: 50_000, ID: 30_000_000 };

const PRODUCT_PAGE: Record<Language, string[]> = {
  en: ['Is this good for oily skin?', 'Which shade for me?', 'Is this good for sensitive skin?'],
  id: ['Apakah ini cocok untuk kulit berminyak?', 'Shade mana yang cocok untuk saya?', 'Apakah ini cocok untuk kulit sensitif?'],
  th: ['ตัวนี้เหมาะกับผิวมันไหม', 'เฉดไหนเหมาะกับฉัน', 'ตัวนี้เหมาะกับผิวแพ้ง่ายไหม'],
  zh: ['這款適合油性肌膚嗎？', '哪個色號適合我？', '這款適合敏感肌膚嗎？'],
};

const GENERAL: Record<Language, (budget: string) => string[]> = {
  en: (budget) => [`Cleanser under ${budget}`, 'Best moisturiser for dry skin', 'Where is my order?', 'Book a makeover'],
  id: (budget) => [`Pembersih di bawah ${budget}`, 'Pelembap terbaik untuk kulit kering', 'Di mana pesanan saya?', 'Booking makeover'],
  th: (budget) => [`โฟมล้างหน้าไม่เกิน ${budget}`, 'มอยส์เจอไรเซอร์ที่ดีที่สุดสำหรับผิวแห้ง', 'คำสั่งซื้อของฉันอยู่ไหน', 'จองเมคโอเวอร์'],
  zh: (budget) => [`${budget}以下的潔面產品`, '最適合乾性肌膚的保濕霜', '我的訂單狀態？', '預約化妝服務'],
};

export function suggestionsFor(page: { productSlug?: string | null | undefined } | undefined, locale: Locale): string[] {
  if (page?.productSlug) return PRODUCT_PAGE[locale.language];
  const budget = formatMoney({ amount: BUDGET[locale.country], currency: locale.currency }, localeTag(locale));
  return GENERAL[locale.language](budget);
}
