import { describe, expect, it } from 'vitest';
import { evaluatePromotion, type PromoBag, type Promotion } from './evaluate-promotion.ts';

const promo = (p: Partial<Promotion> = {}): Promotion => ({
  id: 'p',
  code: 'SAVE',
  kind: 'percent',
  value: 10,
  minOrder: 0,
  firstTimeOnly: false,
  brandSlug: null,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  ...p,
});
const bag = (b: Partial<PromoBag> = {}): PromoBag => ({
  lines: [
    { lineTotal: 5000, brandSlug: 'clinique' },
    { lineTotal: 3000, brandSlug: 'dior' },
  ],
  now: new Date('2026-01-01'),
  hasOrderedBefore: null,
  usesCredits: false,
  ...b,
});

describe('evaluatePromotion', () => {
  it('takes a percentage of the bag, rounded to the minor unit', () => {
    expect(evaluatePromotion(promo({ value: 15 }), bag())).toEqual({ ok: true, discount: 1200 });
    expect(evaluatePromotion(promo({ value: 15 }), bag({ lines: [{ lineTotal: 333, brandSlug: 'x' }] }))).toEqual({ ok: true, discount: 50 });
  });

  it('takes a fixed amount, never more than the bag', () => {
    expect(evaluatePromotion(promo({ kind: 'fixed', value: 1000 }), bag())).toEqual({ ok: true, discount: 1000 });
    expect(evaluatePromotion(promo({ kind: 'fixed', value: 10_000 }), bag())).toEqual({ ok: true, discount: 8000 });
  });

  it('discounts only the brand it is for, and needs one of its products in the bag', () => {
    expect(evaluatePromotion(promo({ value: 20, brandSlug: 'clinique' }), bag())).toEqual({ ok: true, discount: 1000 });
    expect(evaluatePromotion(promo({ brandSlug: 'fresh' }), bag())).toEqual({ ok: false, reason: 'not_applicable' });
  });

  it('needs the minimum order amount', () => {
    expect(evaluatePromotion(promo({ minOrder: 8001 }), bag())).toEqual({ ok: false, reason: 'min_order' });
    expect(evaluatePromotion(promo({ minOrder: 8000 }), bag()).ok).toBe(true);
  });

  it('refuses an expired, used-up, credit-combined or second-order use', () => {
    expect(evaluatePromotion(promo({ expiresAt: new Date('2025-12-31') }), bag())).toEqual({ ok: false, reason: 'expired' });
    expect(evaluatePromotion(promo({ usageLimit: 1, usedCount: 1 }), bag())).toEqual({ ok: false, reason: 'used_up' });
    expect(evaluatePromotion(promo(), bag({ usesCredits: true }))).toEqual({ ok: false, reason: 'not_combinable' });
    expect(evaluatePromotion(promo({ firstTimeOnly: true }), bag({ hasOrderedBefore: true }))).toEqual({ ok: false, reason: 'first_time_only' });
    // A guest whose email is not known yet may apply it; checkout decides.
    expect(evaluatePromotion(promo({ firstTimeOnly: true }), bag()).ok).toBe(true);
  });
});
