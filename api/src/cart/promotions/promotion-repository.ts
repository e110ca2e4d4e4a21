// Promotions in SQL. Usage is counted when an order is placed, with one conditional
// UPDATE (used_count < usage_limit) and a CHECK behind it, so a single-use code raced by
// many bags is used once; a failed or blocked payment gives the use back.
import type { Queryable } from '../../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import type { Promotion } from './evaluate-promotion.ts';

interface PromotionRow {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  min_order: number;
  first_time_only: boolean;
  brand_slug: string | null;
  expires_at: Date | string | null;
  usage_limit: number | null;
  used_count: number;
}

const COLUMNS = 'id, code, kind, value, min_order, first_time_only, brand_slug, expires_at, usage_limit, used_count';

export function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: Number(row.value),
    minOrder: Number(row.min_order),
    firstTimeOnly: row.first_time_only,
    brandSlug: row.brand_slug,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    usageLimit: row.usage_limit === null ? null : Number(row.usage_limit),
    usedCount: Number(row.used_count),
  };
}

/** Exact, case-sensitive match (docs/product.md#promo-codes). */
export async function findPromotionByCode(db: Queryable, country: Country, code: string): Promise<Promotion | undefined> {
  const { rows } = await db.query<PromotionRow>(`select ${COLUMNS} from promotion where country = $1 and code = $2`, [country, code]);
  return rows[0] && toPromotion(rows[0]);
}

export async function findPromotionById(db: Queryable, id: string): Promise<Promotion | undefined> {
  const { rows } = await db.query<PromotionRow>(`select ${COLUMNS} from promotion where id = $1`, [id]);
  return rows[0] && toPromotion(rows[0]);
}

/** The promotions panel: listed codes of the country that have not expired or run out. */
export async function listOffers(db: Queryable, country: Country): Promise<Promotion[]> {
  const { rows } = await db.query<PromotionRow>(
    `select ${COLUMNS} from promotion
     where country = $1 and listed and (expires_at is null or expires_at > now())
       and (usage_limit is null or used_count < usage_limit)
     order by code`,
    [country],
  );
  return rows.map(toPromotion);
}

/**
 * "First-time customers only": true when this shopper already has an order in the country
 * that went through (or may): by the email for a guest, and for a member by their user id
 * or the email (a guest who ordered, then signed up, is not new either). Failed and blocked
 * payments do not count.
 */
export async function hasOrderedBefore(db: Queryable, country: Country, email: string, userId?: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `select exists (select 1 from shop_order where country = $1 and (lower(email) = lower($2) or user_id = $3)
       and status in ('confirmed', 'payment_pending')) as found`,
    [country, email, userId ?? null],
  );
  return rows[0]?.found ?? false;
}

/**
 * Serialises first orders of one shopper (call inside the checkout transaction, before
 * hasOrderedBefore): two first orders at once would otherwise both see none and both get a
 * first-time code. Transaction-scoped advisory locks, always the user's before the email's,
 * so two checkouts never wait on each other in a cycle.
 */
export async function lockFirstOrder(db: Queryable, country: Country, email: string, userId?: string): Promise<void> {
  if (userId) await db.query('select pg_advisory_xact_lock(hashtext($1))', [`first-order:user:${country}:${userId}`]);
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`first-order:email:${country}:${email.toLowerCase()}`]);
}

/** Takes one use; false when none is left. */
export async function redeemPromotion(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update promotion set used_count = used_count + 1
     where id = $1 and (usage_limit is null or used_count < usage_limit)`,
    [id],
  );
  return rowCount === 1;
}

export async function releasePromotion(db: Queryable, id: string): Promise<void> {
  await db.query('update promotion set used_count = used_count - 1 where id = $1 and used_count > 0', [id]);
}
