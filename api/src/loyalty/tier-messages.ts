// The tier messages (docs/product.md#tier-messages) from a member's state, as data (kind, tier, amount, days, date);
// the web words them in four languages. Several can apply at once (just upgraded to Black
// and in progress to Gold): the account card shows them in this order.
import type { TierMessage } from '@beauty/contracts/loyalty';
import { nextTier, shownTier, tierRank, type MemberTier } from './tiers.ts';

/** A change is "just" made for this long. */
export const JUST_CHANGED_DAYS = 30;
/** Warn of a downgrade in the year's last this-many days. */
export const DOWNGRADE_WARNING_DAYS = 60;
const DAY = 24 * 60 * 60 * 1000;

export function daysUntil(at: Date, date: Date): number {
  return Math.max(0, Math.ceil((date.getTime() - at.getTime()) / DAY));
}

export function tierMessages(member: MemberTier, at: Date): TierMessage[] {
  const money = (amount: number) => ({ amount, currency: member.currency });
  const messages: TierMessage[] = [];
  const yearEnd = member.yearEnd.toISOString();
  const days = daysUntil(at, member.yearEnd);
  const tier = shownTier(member.tier);
  const recent = member.tierChangedAt !== null && at.getTime() - member.tierChangedAt.getTime() <= JUST_CHANGED_DAYS * DAY;
  const previous = member.previousTier ? shownTier(member.previousTier) : null;

  if (recent && previous && tierRank(tier) > tierRank(previous)) {
    messages.push({ kind: 'just_upgraded', tier, amount: null, days: null, date: member.tierChangedAt!.toISOString() });
  }
  if (recent && previous && tierRank(tier) < tierRank(previous) && previous !== 'white') {
    // Regain: the tier lost comes back by spending its threshold this year.
    const regain = member.thresholds[previous as 'black' | 'gold'].reach - member.yearSpend;
    messages.push({ kind: 'just_downgraded', tier: previous, amount: money(Math.max(0, regain)), days, date: yearEnd });
  }
  if (tier === 'black' || tier === 'gold') {
    const toKeep = member.thresholds[tier].keep - member.yearSpend;
    if (toKeep <= 0) messages.push({ kind: tier === 'gold' ? 'max_tier' : 'keep_tier', tier, amount: null, days, date: yearEnd });
    else if (days <= DOWNGRADE_WARNING_DAYS) messages.push({ kind: 'downgrade_warning', tier, amount: money(toKeep), days, date: yearEnd });
  }
  const next = nextTier(tier);
  if (next) {
    messages.push({ kind: 'in_progress', tier: next, amount: money(Math.max(0, member.thresholds[next].reach - member.yearSpend)), days, date: yearEnd });
  }
  return messages;
}
