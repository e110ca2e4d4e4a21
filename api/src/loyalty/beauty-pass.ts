// What the account page, the header and the Beauty Pass page read about a member: card,
// tier, points (valid, pending, expiring soon), progress in the membership year, messages.
import type { Queryable } from '../db/db.ts';
import type { BeautyPass, PointsHistory, TierComparison } from '@beauty/contracts/loyalty';
import { TIER_PERKS, TIERS } from '@beauty/contracts/loyalty';
import type { Country } from '@beauty/contracts/locale';
import { COUNTRY_RULES } from '../locale/country-rules.ts';
import { TIER_EARN_PERCENT } from './earn.ts';
import { pointsExpiry } from './expiry.ts';
import { pointsBalance } from './ledger.ts';
import { ensureMember } from './member.ts';
import { daysUntil, tierMessages } from './tier-messages.ts';
import { CURRENCY, memberTier, nextTier, shownTier, TIER_THRESHOLDS } from './tiers.ts';

export async function beautyPass(db: Queryable, userId: string, country: Country, at: Date): Promise<BeautyPass> {
  await ensureMember(db, userId, country, at);
  const member = (await memberTier(db, userId, at))!;
  const money = (amount: number) => ({ amount, currency: member.currency });
  const points = await pointsBalance(db, userId, at);
  const expiry = await pointsExpiry(db, userId, at);
  const tier = shownTier(member.tier);
  const next = nextTier(tier);
  return {
    cardNumber: member.cardNumber,
    tier: member.tier,
    shownTier: tier,
    country: member.country,
    joinedAt: member.joinedAt.toISOString(),
    points: { ...points, expiringSoon: expiry?.soon ? { points: expiry.points, date: expiry.date.toISOString() } : null },
    progress: {
      yearStart: member.yearStart.toISOString(),
      yearEnd: member.yearEnd.toISOString(),
      daysLeft: daysUntil(at, member.yearEnd),
      spend: money(member.yearSpend),
      pendingSpend: money(member.pendingSpend),
      nextTier: next,
      toNextTier: next ? money(Math.max(0, member.thresholds[next].reach - member.yearSpend)) : null,
      toKeep: tier === 'black' || tier === 'gold' ? money(Math.max(0, member.thresholds[tier].keep - member.yearSpend)) : null,
      thresholds: { black: money(member.thresholds.black.reach), gold: money(member.thresholds.gold.reach) },
    },
    messages: tierMessages(member, at),
  };
}

export async function pointsHistory(db: Queryable, userId: string, at: Date, limit: number, cursor?: string): Promise<PointsHistory> {
  const params: unknown[] = [userId, limit + 1];
  if (cursor) params.push(cursor);
  const { rows } = await db.query<{
    id: string;
    source: PointsHistory['entries'][number]['source'];
    points: number;
    note: string | null;
    order_number: string | null;
    created_at: Date | string;
    valid_from: Date | string;
  }>(
    `select l.id::text as id, l.source, l.points, l.note, o.number as order_number, l.created_at, l.valid_from
     from points_ledger l left join shop_order o on o.id = l.order_id
     where l.user_id = $1 ${cursor ? 'and l.id < $3::bigint' : ''}
     order by l.id desc limit $2`,
    params,
  );
  const page = rows.slice(0, limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      source: r.source,
      points: Number(r.points),
      orderNumber: r.order_number,
      createdAt: new Date(r.created_at).toISOString(),
      validFrom: new Date(r.valid_from).toISOString(),
      pending: new Date(r.valid_from) > at,
    })),
    nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

export function tierComparison(country: Country): TierComparison {
  const currency = CURRENCY[country];
  const money = (amount: number) => ({ amount, currency });
  const thresholds = TIER_THRESHOLDS[country];
  return {
    country,
    tiers: TIERS.filter((t) => t !== 'pink').map((tier) => ({
      tier,
      reach: tier === 'black' || tier === 'gold' ? money(thresholds[tier].reach) : null,
      keep: tier === 'black' || tier === 'gold' ? money(thresholds[tier].keep) : null,
      spendPerPoint: money(COUNTRY_RULES[country].spendPerPoint),
      earnPercent: TIER_EARN_PERCENT[tier],
      perks: [...TIER_PERKS[tier]],
    })),
  };
}
