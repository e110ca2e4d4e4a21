// The boutique, gifts with purchase, Beauty Pass Sale windows and early-access dates every
// shop starts with (decision 0075). Idempotent: rows already there are kept (their stock
// is live data), so a restart seeds nothing twice; only their names (per language, migration
// 0096) and their product (migration 0152) are brought up to date, so a shop seeded before
// them gets them too.
import type { Db } from '../../db/db.ts';
import { COUNTRIES, type Country, type Language } from '@beauty/contracts/locale';
import type { Reward } from '@beauty/contracts/loyalty-rewards';

/**
 * A name in each language (zh: Traditional Chinese as written in Hong Kong). Product and
 * line names ("Pillow Talk", "Miss Dior") stay as the brand writes them; `product` names
 * them, so a check of the pages (e2e/language-walk.spec.ts) can tell them from English.
 */
type Names = Record<Language, string>;

/**
 * productId: the catalogue product the reward is (api/data, a sample or a full size of it):
 * its packshot is the reward's picture (migration 0152, decision 0152). Each reward is named
 * after that product, so the picture shows the gift the name promises. None for what is no
 * product (a service in store): no picture is made up for it.
 */
type RewardSeed = Pick<Reward, 'brandName' | 'kind' | 'points' | 'minTier'> & { names: Names; product?: string; productId?: string; stock: number };

/** The same boutique in every country: points are about one per US dollar spent everywhere (locale/country-rules.ts). */
const REWARDS: RewardSeed[] = [
  {
    names: {
      en: 'Clarifying Lotion, travel size',
      id: 'Clarifying Lotion, ukuran perjalanan',
      th: 'Clarifying Lotion ขนาดพกพา',
      zh: 'Clarifying Lotion 旅行裝',
    },
    product: 'Clarifying Lotion',
    productId: 'P457439',
    brandName: 'SEPHORA COLLECTION',
    kind: 'deluxe_sample',
    points: 100,
    minTier: 'white',
    stock: 300,
  },
  {
    names: {
      en: 'Dramatically Different Moisturizing Lotion+, mini',
      id: 'Dramatically Different Moisturizing Lotion+, ukuran mini',
      th: 'Dramatically Different Moisturizing Lotion+ ขนาดมินิ',
      zh: 'Dramatically Different Moisturizing Lotion+ 迷你裝',
    },
    product: 'Dramatically Different Moisturizing Lotion+',
    productId: 'P425857',
    brandName: 'CLINIQUE',
    kind: 'deluxe_sample',
    points: 250,
    minTier: 'white',
    stock: 150,
  },
  {
    names: {
      en: 'Lip Last Matte Lipstick, full size',
      id: 'Lip Last Matte Lipstick, ukuran penuh',
      th: 'Lip Last Matte Lipstick ขนาดปกติ',
      zh: 'Lip Last Matte Lipstick 正裝',
    },
    product: 'Lip Last Matte Lipstick',
    productId: 'P460716',
    brandName: 'SEPHORA COLLECTION',
    kind: 'full_size',
    points: 500,
    minTier: 'white',
    stock: 80,
  },
  {
    names: { en: 'Miss Dior fragrance discovery set', id: 'Paket coba parfum Miss Dior', th: 'ชุดน้ำหอมทดลอง Miss Dior', zh: 'Miss Dior 香水探索禮盒' },
    product: 'Miss Dior',
    productId: 'P504426',
    brandName: 'Dior',
    kind: 'deluxe_sample',
    points: 750,
    minTier: 'black',
    stock: 50,
  },
  {
    names: { en: 'Express makeover in store', id: 'Makeover kilat di toko', th: 'แต่งหน้าด่วนที่ร้าน', zh: '店內快速化妝服務' },
    brandName: 'Lumi Beauty',
    kind: 'experience',
    points: 1000,
    minTier: 'black',
    stock: 12,
  },
  {
    names: {
      en: 'Pillow Talk Lip Lustre Lip Gloss, full size',
      id: 'Pillow Talk Lip Lustre Lip Gloss, ukuran penuh',
      th: 'Pillow Talk Lip Lustre Lip Gloss ขนาดปกติ',
      zh: 'Pillow Talk Lip Lustre Lip Gloss 正裝',
    },
    product: 'Pillow Talk Lip Lustre Lip Gloss',
    productId: 'P455323',
    brandName: 'Charlotte Tilbury',
    kind: 'full_size',
    points: 1500,
    minTier: 'gold',
    stock: 20,
  },
];

/** A gift with purchase from about US$60 of goods, in minor units of each currency. */
const GWP_THRESHOLD: Record<Country, number> = {
  AU: 9_000,
  NZ: 10_000,
  SG: 8_000,
  MY: 28_000,
  HK: 48_000,
  ID: 95_000_000,
  PH: 340_000,
  TH: 200_000,
};
const GWP_OFFER: Names = { en: 'Choose a free gift', id: 'Pilih hadiah gratis', th: 'เลือกของขวัญฟรี', zh: '選擇免費禮品' };
const GWP_CHOICES: { names: Names; product: string; brandName: string; stock: number }[] = [
  {
    names: { en: 'Size Up Mascara, mini', id: 'Size Up Mascara, ukuran mini', th: 'Size Up Mascara ขนาดมินิ', zh: 'Size Up Mascara 迷你裝' },
    product: 'Size Up Mascara',
    brandName: 'SEPHORA COLLECTION',
    stock: 200,
  },
  {
    names: {
      en: 'Liquid Facial Soap, travel size',
      id: 'Liquid Facial Soap, ukuran perjalanan',
      th: 'Liquid Facial Soap ขนาดพกพา',
      zh: 'Liquid Facial Soap 旅行裝',
    },
    product: 'Liquid Facial Soap',
    brandName: 'CLINIQUE',
    stock: 200,
  },
  {
    names: { en: 'Nutritive hair mask, mini', id: 'Masker rambut Nutritive, ukuran mini', th: 'มาสก์ผม Nutritive ขนาดมินิ', zh: 'Nutritive 髮膜迷你裝' },
    product: 'Nutritive',
    brandName: 'Kérastase',
    stock: 100,
  },
];

export async function seedRewards(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const country of COUNTRIES) {
      for (const [i, r] of REWARDS.entries()) {
        await tx.query(
          // The product only when the catalogue holds it (a trimmed catalogue may not): a reward
          // without one shows no picture rather than a broken one.
          `insert into reward (id, country, name, name_i18n, brand_name, kind, points, min_tier, stock_total, stock_left, position, product_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, (select id from product where id = $11))
           on conflict (id) do update set name = excluded.name, name_i18n = excluded.name_i18n, product_id = excluded.product_id`,
          [`RW-${country}-${i + 1}`, country, r.names.en, JSON.stringify(r.names), r.brandName, r.kind, r.points, r.minTier, r.stock, i, r.productId ?? null],
        );
      }
      const offerId = `GWP-${country}-1`;
      await tx.query(
        `insert into gwp_offer (id, country, name, name_i18n, threshold, position) values ($1, $2, $3, $4, $5, 0)
         on conflict (id) do update set name_i18n = excluded.name_i18n`,
        [offerId, country, GWP_OFFER.en, JSON.stringify(GWP_OFFER), GWP_THRESHOLD[country]],
      );
      for (const [i, c] of GWP_CHOICES.entries()) {
        await tx.query(
          `insert into gwp_choice (id, offer_id, name, name_i18n, brand_name, stock_left, position) values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (id) do update set name_i18n = excluded.name_i18n`,
          [`${offerId}-${i + 1}`, offerId, c.names.en, JSON.stringify(c.names), c.brandName, c.stock, i],
        );
      }
      // The Beauty Pass Sale: twice a year, 1-14 April and 1-14 October (UTC), for Black and Gold.
      for (const year of [2026, 2027, 2028]) {
        for (const month of ['04', '10']) {
          await tx.query('insert into beauty_pass_sale (country, starts_at, ends_at) values ($1, $2, $3) on conflict do nothing', [
            country,
            `${year}-${month}-01T00:00:00Z`,
            `${year}-${month}-15T00:00:00Z`,
          ]);
        }
      }
    }
    // Early access: a priority-access product goes public 30 days after the shop is seeded;
    // Black and Gold members can buy it before (perks/early-access.ts).
    await tx.query(`update product set public_from = now() + interval '30 days' where 'priority_access' = any (badges) and public_from is null`);
  });
}
