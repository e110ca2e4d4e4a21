// The boutique, gifts with purchase, Beauty Pass Sale windows and early-access dates every
// shop starts with (decision 0075). Idempotent: rows already there are kept (their stock
// is live data), so a restart seeds nothing twice.
import type { Db } from '../../db/db.ts';
import { COUNTRIES, type Country } from '@beauty/contracts/locale';
import type { Reward } from '@beauty/contracts/loyalty-rewards';

type RewardSeed = Pick<Reward, 'name' | 'brandName' | 'kind' | 'points' | 'minTier'> & { stock: number };

/** The same boutique in every country: points are about one per US dollar spent everywhere (cart/country-rules.ts). */
const REWARDS: RewardSeed[] = [
  { name: 'Deluxe sample trio', brandName: 'SEPHORA COLLECTION', kind: 'deluxe_sample', points: 100, minTier: 'white', stock: 300 },
  { name: 'Moisture Surge deluxe sample', brandName: 'CLINIQUE', kind: 'deluxe_sample', points: 250, minTier: 'white', stock: 150 },
  { name: 'Cream Lip Stain, full size', brandName: 'SEPHORA COLLECTION', kind: 'full_size', points: 500, minTier: 'white', stock: 80 },
  { name: 'Miss Dior fragrance discovery set', brandName: 'Dior', kind: 'deluxe_sample', points: 750, minTier: 'black', stock: 50 },
  { name: 'Express makeover in store', brandName: 'Lumi Beauty', kind: 'experience', points: 1000, minTier: 'black', stock: 12 },
  { name: 'Pillow Talk lipstick, full size', brandName: 'Charlotte Tilbury', kind: 'full_size', points: 1500, minTier: 'gold', stock: 20 },
];

/** A gift with purchase from about US$60 of goods, in minor units of each currency. */
const GWP_THRESHOLD: Record<Country, number> = {
  AU: 9_000, NZ: 10_000, SG: 8_000, MY: 28_000, HK: 48_000, ID: 95_000_000, PH: 340_000, TH: 200_000,
};
const GWP_CHOICES = [
  { name: 'Size Up Mascara, mini', brandName: 'SEPHORA COLLECTION', stock: 200 },
  { name: 'Liquid Facial Soap, travel size', brandName: 'CLINIQUE', stock: 200 },
  { name: 'Nutritive hair mask, mini', brandName: 'Kérastase', stock: 100 },
];

export async function seedRewards(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const country of COUNTRIES) {
      for (const [i, r] of REWARDS.entries()) {
        await tx.query(
          `insert into reward (id, country, name, brand_name, kind, points, min_tier, stock_total, stock_left, position)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) on conflict (id) do nothing`,
          [`RW-${country}-${i + 1}`, country, r.name, r.brandName, r.kind, r.points, r.minTier, r.stock, i],
        );
      }
      const offerId = `GWP-${country}-1`;
      await tx.query(`insert into gwp_offer (id, country, name, threshold, position) values ($1, $2, $3, $4, 0) on conflict (id) do nothing`, [
        offerId, country, 'Choose a free gift', GWP_THRESHOLD[country],
      ]);
      for (const [i, c] of GWP_CHOICES.entries()) {
        await tx.query(`insert into gwp_choice (id, offer_id, name, brand_name, stock_left, position) values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`, [
          `${offerId}-${i + 1}`, offerId, c.name, c.brandName, c.stock, i,
        ]);
      }
      // The Beauty Pass Sale: twice a year, 1-14 April and 1-14 October (UTC), for Black and Gold.
      for (const year of [2026, 2027, 2028]) {
        for (const month of ['04', '10']) {
          await tx.query('insert into beauty_pass_sale (country, starts_at, ends_at) values ($1, $2, $3) on conflict do nothing', [
            country, `${year}-${month}-01T00:00:00Z`, `${year}-${month}-15T00:00:00Z`,
          ]);
        }
      }
    }
    // Early access: a priority-access product goes public 30 days after the shop is seeded;
    // Black and Gold members can buy it before (perks/early-access.ts).
    await tx.query(`update product set public_from = now() + interval '30 days' where 'priority_access' = any (badges) and public_from is null`);
  });
}
