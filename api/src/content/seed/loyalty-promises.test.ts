// What the seeded pages and banners promise members must be what the Beauty Pass rules
// do: double points only where earn.ts doubles (the birthday month, any goods: no category
// campaign exists), points "within N working days" of delivery as purchase-points.ts
// makes them valid, expiry after the months expiry.ts counts, and each tier's perks as
// perk-rules.ts prices them. Every language of every country, as seeded.
import { describe, expect, it } from 'vitest';
import type { Language } from '@beauty/contracts/locale';
import type { Tier } from '@beauty/contracts/loyalty';
import { buildAllEntries } from './seed-content.ts';
import { EN } from './copy/en.ts';
import { ID } from './copy/id.ts';
import { TH } from './copy/th.ts';
import { ZH } from './copy/zh.ts';
import { BIRTHDAY_MULTIPLIER, pointsEarned } from '../../loyalty/earn.ts';
import { PENDING_WORKING_DAYS } from '../../loyalty/purchase-points.ts';
import { EXPIRY_MONTHS } from '../../loyalty/expiry.ts';
import { pricePerks, type PerkMember } from '../../loyalty/perks/perk-rules.ts';

interface Words {
  double: RegExp;
  birthday: RegExp;
  categories: RegExp;
  pointsAppear: RegExp;
  workingDays: string;
  expire: RegExp;
  months: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    double: /double points/i,
    birthday: /birthday/i,
    categories: /skincare|skin care|makeup|fragrance|hair/i,
    pointsAppear: /points (show|appear)/i,
    workingDays: `within ${PENDING_WORKING_DAYS} working days of delivery`,
    expire: /expir/i,
    months: `${EXPIRY_MONTHS} months`,
  },
  id: {
    double: /poin ganda/i,
    birthday: /ulang tahun/i,
    categories: /perawatan kulit|makeup|parfum|rambut/i,
    pointsAppear: /poin (masuk|muncul)/i,
    workingDays: `${PENDING_WORKING_DAYS} hari kerja setelah pesanan diterima`,
    expire: /kedaluwarsa|hangus/i,
    months: `${EXPIRY_MONTHS} bulan`,
  },
  th: {
    double: /คะแนนสองเท่า/,
    birthday: /เดือนเกิด|วันเกิด/,
    categories: /สกินแคร์|เมคอัพ|น้ำหอม|ผม/,
    pointsAppear: /คะแนนจะเข้าบัญชี/,
    workingDays: `ภายใน ${PENDING_WORKING_DAYS} วันทำการหลังได้รับสินค้า`,
    expire: /หมดอายุ/,
    months: `${EXPIRY_MONTHS} เดือน`,
  },
  zh: {
    double: /雙倍積分/,
    birthday: /生日/,
    categories: /護膚|化妝|香水|護髮/,
    pointsAppear: /積分會.*存入/,
    workingDays: `送達後 ${PENDING_WORKING_DAYS} 個工作天內`,
    expire: /過期|到期|失效/,
    months: `${EXPIRY_MONTHS} 個月`,
  },
};

/** Every text a shopper reads in a seeded entry: strings, and rich-text spans joined into one line. */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) texts(v, out);
  else if (value && typeof value === 'object') {
    const spans = (value as { spans?: Array<{ text?: string }> }).spans;
    if (Array.isArray(spans)) out.push(spans.map((s) => s.text ?? '').join(''));
    for (const v of Object.values(value)) texts(v, out);
  }
  return out;
}

const seeded = buildAllEntries({}).map((entry) => ({ entry, texts: texts([entry.title, entry.description, entry.blocks]) }));

describe('loyalty promises in the seeded content hold against the rules', () => {
  it('promises double points only for the birthday month, on any goods, as the earn rule doubles', () => {
    // The rule: the birthday month doubles a purchase; nothing else in the earn rule can double part of a bag.
    const base = pointsEarned({ country: 'SG', tier: 'white', subtotalMinor: 10_000, birthdayMonth: false });
    expect(pointsEarned({ country: 'SG', tier: 'white', subtotalMinor: 10_000, birthdayMonth: true })).toBe(BIRTHDAY_MULTIPLIER * base);
    expect(BIRTHDAY_MULTIPLIER).toBe(2);
    const promises = seeded.flatMap(({ entry, texts }) =>
      texts.filter((t) => WORDS[entry.language].double.test(t)).map((t) => ({ id: entry.id, language: entry.language, t })),
    );
    expect(promises.length).toBeGreaterThan(0); // the home page and the members' banner make one, in every language
    for (const { id, language, t } of promises) {
      expect({ id, t, birthday: WORDS[language].birthday.test(t) }).toMatchObject({ birthday: true });
      expect({ id, t, category: WORDS[language].categories.test(t) }).toMatchObject({ category: false });
    }
  });

  it('says points appear within the working days after delivery that purchase points take, and expire after the months the expiry counts', () => {
    let timing = 0;
    for (const { entry, texts } of seeded) {
      const words = WORDS[entry.language];
      for (const t of texts) {
        if (words.pointsAppear.test(t)) {
          timing += 1;
          expect({ id: entry.id, t }).toMatchObject({ t: expect.stringContaining(words.workingDays) });
        }
        if (words.expire.test(t)) expect({ id: entry.id, t }).toMatchObject({ t: expect.stringContaining(words.months) });
      }
    }
    expect(timing).toBeGreaterThan(0);
  });

  it('gives each tier the perks the Beauty Pass page lists for it', () => {
    const PERK_WORDS: Record<Language, Record<'welcome_voucher' | 'birthday_voucher' | 'ten_percent_off' | 'free_shipping' | 'gold_welcome', string>> = {
      en: {
        welcome_voucher: 'welcome voucher',
        birthday_voucher: 'birthday gift',
        ten_percent_off: 'Beauty Pass Sale',
        free_shipping: 'free shipping',
        gold_welcome: 'yearly welcome gift',
      },
      id: {
        welcome_voucher: 'voucher selamat datang',
        birthday_voucher: 'kado ulang tahun',
        ten_percent_off: 'Beauty Pass Sale',
        free_shipping: 'gratis ongkir',
        gold_welcome: 'hadiah selamat datang tahunan',
      },
      th: {
        welcome_voucher: 'บัตรกำนัลต้อนรับ',
        birthday_voucher: 'ของขวัญวันเกิด',
        ten_percent_off: 'Beauty Pass Sale',
        free_shipping: 'ส่งฟรี',
        gold_welcome: 'ของขวัญต้อนรับทุกปี',
      },
      zh: {
        welcome_voucher: '迎新優惠券',
        birthday_voucher: '生日禮物',
        ten_percent_off: 'Beauty Pass 會員減價',
        free_shipping: '免費送貨',
        gold_welcome: '每年迎新禮物',
      },
    };
    const at = new Date('2026-06-10T04:00:00Z');
    const perksOf = (tier: Tier) => {
      // A member in their birthday month, during the country's Beauty Pass Sale, with nothing used yet.
      const member: PerkMember = { userId: 'u', tier, isEmployee: false, birthMonth: 6, used: new Set(), inSale: true };
      const priced = pricePerks({ country: 'SG', currency: 'SGD', lines: [{ lineTotal: 10_000, brandSlug: 'dior' }], promoDiscount: null, member, at });
      return new Set([...priced.perks.map((p) => p.kind), ...(priced.freeShipping ? ['free_shipping'] : [])]);
    };
    const COPIES = { en: EN, id: ID, th: TH, zh: ZH };
    let checked = 0;
    for (const [language, copy] of Object.entries(COPIES) as Array<[Language, typeof EN]>) {
      for (const tier of ['white', 'black', 'gold'] as const) {
        const line = copy.beautyPass.tiers[tier];
        for (const [perk, words] of Object.entries(PERK_WORDS[language])) {
          if (!line.includes(words)) continue;
          checked += 1;
          expect({ language, tier, perk, given: perksOf(tier).has(perk as never) }).toMatchObject({ given: true });
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4 * 5); // each language names the five priced perks
  });
});
