// The promotion rules (docs/product.md#promo-codes), as a pure function of the promotion and the bag so they
// are unit-tested without a database. Checks run in the order a shopper can act on: a
// code that does not exist, has expired or is used up cannot be helped; the rest say
// what would make it work.
import type { PromoRejection } from '@beauty/contracts/cart';

export interface Promotion {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minOrder: number;
  firstTimeOnly: boolean;
  brandSlug: string | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
}

export interface PromoBag {
  lines: { lineTotal: number; brandSlug: string }[];
  now: Date;
  /** Null while unknown (a guest before checkout gives an email): decided at checkout. */
  hasOrderedBefore: boolean | null;
  /** A gift card (store credit) pays part of this order: promotions do not combine with it. */
  usesCredits: boolean;
}

export type Evaluation = { ok: true; discount: number } | { ok: false; reason: PromoRejection };

export function evaluatePromotion(promo: Promotion, bag: PromoBag): Evaluation {
  if (promo.expiresAt && promo.expiresAt.getTime() <= bag.now.getTime()) return { ok: false, reason: 'expired' };
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) return { ok: false, reason: 'used_up' };
  if (bag.usesCredits) return { ok: false, reason: 'not_combinable' };
  if (promo.firstTimeOnly && bag.hasOrderedBefore === true) return { ok: false, reason: 'first_time_only' };
  const eligible = bag.lines.filter((l) => promo.brandSlug === null || l.brandSlug === promo.brandSlug);
  if (eligible.length === 0) return { ok: false, reason: 'not_applicable' };
  const subtotal = bag.lines.reduce((n, l) => n + l.lineTotal, 0);
  if (subtotal < promo.minOrder) return { ok: false, reason: 'min_order' };
  const base = eligible.reduce((n, l) => n + l.lineTotal, 0);
  const discount = promo.kind === 'percent' ? Math.round((base * promo.value) / 100) : Math.min(promo.value, base);
  return { ok: true, discount };
}
