// The rewards boutique in SQL (decision 0075). Putting a reward in a bag holds it: under the
// bag's row lock and then the member's (lockMember; always in that order), the reward must
// be one of this country's, open to the member's tier, in stock (one conditional UPDATE
// takes a unit), the bag must hold no other reward (one per transaction, also a unique
// index), and the member's available points must cover it. Twenty bags racing for one
// balance therefore hold it once.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.ts';
import type { Country, Language } from '@beauty/contracts/locale';
import type { Tier } from '@beauty/contracts/loyalty';
import type { Reward } from '@beauty/contracts/loyalty-rewards';
import { productImagePath } from '@beauty/contracts/product-images';
import { ApiError } from '../../platform/http-errors.ts';
import { lockMember } from '../ledger.ts';
import { tierOf } from '../perks/member-tier.ts';
import { availablePoints } from './reward-points.ts';

const TIER_RANK: Record<Tier, number> = { pink: 0, white: 0, black: 1, gold: 2 };
export const opensTo = (minTier: Reward['minTier'], tier: Tier) => TIER_RANK[tier] >= TIER_RANK[minTier];

interface RewardRow {
  id: string;
  name: string;
  brand_name: string;
  kind: Reward['kind'];
  points: number;
  min_tier: Reward['minTier'];
  stock_left: number;
  stock_total: number;
  image_url?: string | null;
  product_id?: string | null;
  variant_id?: string | null;
}

/** Its own picture first, else its product's packshot (decision 0152); none is made up. */
const pictureOf = (row: RewardRow): string | null =>
  row.image_url ?? (row.product_id && row.variant_id ? productImagePath(row.product_id, row.variant_id) : null);

const toReward = (row: RewardRow, tier: Tier | null): Reward => ({
  id: row.id,
  name: row.name,
  brandName: row.brand_name,
  kind: row.kind,
  points: Number(row.points),
  minTier: row.min_tier,
  stockLeft: Number(row.stock_left),
  stockTotal: Number(row.stock_total),
  locked: tier !== null && !opensTo(row.min_tier, tier),
  imageUrl: pictureOf(row),
});

/** The country's boutique, its names in the shopper's language (migration 0096; a row without one keeps its name). */
export async function listRewards(db: Queryable, country: Country, tier: Tier | null, language: Language): Promise<Reward[]> {
  const { rows } = await db.query<RewardRow>(
    `select r.id, coalesce(r.name_i18n ->> $2, r.name) as name, r.brand_name, r.kind, r.points, r.min_tier, r.stock_left, r.stock_total,
       r.image_url, r.product_id, v.id as variant_id
     from reward r left join variant v on v.product_id = r.product_id and v.is_default
     where r.country = $1 order by r.position, r.id`,
    [country, language],
  );
  return rows.map((r) => toReward(r, tier));
}

export const offerNotFound = () => new ApiError(404, 'OFFER_NOT_FOUND', 'Offer not found');
export const fullyRedeemed = () => new ApiError(409, 'OFFER_FULLY_REDEEMED', 'Offer fully redeemed');

export interface HoldRequest {
  deviceId: string;
  country: Country;
  userId: string;
  at: Date;
}

/** Puts a reward in the member's bag on this device (creating the bag if needed). */
export async function holdReward(db: Db, bag: HoldRequest, rewardId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await tx.query<{ id: string }>(
      `insert into cart (id, device_id, country) values ($1, $2, $3)
       on conflict (device_id, country) do update set updated_at = now()
       returning id`,
      [randomUUID(), bag.deviceId, bag.country],
    );
    const cartId = cart.rows[0]!.id;
    await lockMember(tx, bag.userId);
    const found = await tx.query<RewardRow>(
      'select id, name, brand_name, kind, points, min_tier, stock_left, stock_total from reward where id = $1 and country = $2',
      [rewardId, bag.country],
    );
    const reward = found.rows[0];
    if (!reward) throw offerNotFound();
    const held = await tx.query<{ reward_id: string }>(`select reward_id from reward_hold where cart_id = $1 and status = 'held'`, [cartId]);
    if (held.rows[0]) {
      if (held.rows[0].reward_id === rewardId) return; // the same reward again: already in the bag
      throw new ApiError(409, 'ONE_REWARD_PER_TRANSACTION', 'One reward per transaction: remove the one in your bag first.', {
        rewardId: held.rows[0].reward_id,
      });
    }
    const tier = await tierOf(tx, bag.userId, bag.at);
    if (!opensTo(reward.min_tier, tier))
      throw new ApiError(403, 'TIER_LOCKED', `This reward is for ${reward.min_tier === 'gold' ? 'Gold' : 'Black and Gold'} members.`, {
        minTier: reward.min_tier,
        tier,
      });
    const available = await availablePoints(tx, bag.userId, bag.at);
    if (available < Number(reward.points))
      throw new ApiError(422, 'INSUFFICIENT_POINTS', 'You do not have enough points for this reward.', { points: Number(reward.points), available });
    const taken = await tx.query('update reward set stock_left = stock_left - 1 where id = $1 and stock_left > 0', [rewardId]);
    if (taken.rowCount !== 1) throw fullyRedeemed();
    await tx.query(
      `insert into reward_hold (id, user_id, reward_id, country, points, cart_id, status, created_at) values ($1, $2, $3, $4, $5, $6, 'held', $7)`,
      [randomUUID(), bag.userId, rewardId, bag.country, reward.points, cartId, bag.at],
    );
  });
}

/** Takes the reward out of the bag: its points and stock are free again. */
export async function releaseBagReward(db: Queryable, cartId: string, at: Date): Promise<void> {
  const released = await db.query<{ reward_id: string }>(
    `update reward_hold set status = 'released', settled_at = $2, cart_id = null where cart_id = $1 and status = 'held' returning reward_id`,
    [cartId, at],
  );
  for (const row of released.rows) await db.query('update reward set stock_left = stock_left + 1 where id = $1', [row.reward_id]);
}

export async function cartIdOf(db: Queryable, deviceId: string, country: Country): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('select id from cart where device_id = $1 and country = $2', [deviceId, country]);
  return rows[0]?.id;
}
