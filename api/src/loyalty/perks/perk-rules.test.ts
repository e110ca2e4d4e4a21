import { describe, expect, it } from 'vitest';
import { HOUSE_BRAND_SLUG, pricePerks, type PerkMember, type PerkPricingInput } from './perk-rules.ts';

const member = (m: Partial<PerkMember> = {}): PerkMember => ({
  userId: 'u',
  tier: 'white',
  isEmployee: false,
  birthMonth: null,
  used: new Set(['welcome_voucher:welcome']),
  inSale: false,
  ...m,
});
const input = (i: Partial<PerkPricingInput> = {}): PerkPricingInput => ({
  country: 'SG',
  currency: 'SGD',
  lines: [
    { lineTotal: 10_000, brandSlug: 'dior' },
    { lineTotal: 4_000, brandSlug: HOUSE_BRAND_SLUG },
  ],
  promoDiscount: null,
  member: member(),
  at: new Date('2026-06-10T04:00:00Z'),
  ...i,
});
const sgd = (amount: number) => ({ amount, currency: 'SGD' });

describe('pricePerks', () => {
  it('prices a guest with the promo code only', () => {
    expect(pricePerks(input({ member: null, promoDiscount: 500 }))).toMatchObject({
      discountLines: [{ kind: 'promo_code', amount: sgd(500) }],
      perks: [],
      freeShipping: false,
      uses: [],
    });
  });

  it('gives an employee 30% off, 45% off the house brand, and combines it with nothing', () => {
    const priced = pricePerks(input({ member: member({ isEmployee: true, used: new Set(), birthMonth: 6 }), promoDiscount: 700 }));
    expect(priced.discountLines).toEqual([{ kind: 'staff_discount', amount: sgd(3_000 + 1_800) }]);
    expect(priced.promoExcluded).toBe(true);
    expect(priced.perks.filter((p) => p.status === 'not_combinable').map((p) => p.kind)).toEqual(['welcome_voucher', 'birthday_voucher']);
    expect(priced.uses).toEqual([]);
  });

  it('applies the welcome voucher (the amount the seeded copy promises) once', () => {
    const fresh = member({ used: new Set() });
    const priced = pricePerks(input({ member: fresh }));
    expect(priced.discountLines).toEqual([{ kind: 'welcome_voucher', amount: sgd(1_000) }]);
    expect(priced.uses).toEqual([{ kind: 'welcome_voucher', reference: 'welcome' }]);
    expect(priced.choice).toBeNull();
    expect(pricePerks(input()).discountLines).toEqual([]);
  });

  it('applies whichever of a promo code and the voucher gives the lower total; the code on a tie (decision 0147)', () => {
    const fresh = member({ used: new Set() });
    const weakerCode = pricePerks(input({ member: fresh, promoDiscount: 300 }));
    expect(weakerCode.discountLines).toEqual([{ kind: 'welcome_voucher', amount: sgd(1_000) }]);
    expect(weakerCode.promoDeferred).toBe(true);
    expect(weakerCode.uses).toEqual([{ kind: 'welcome_voucher', reference: 'welcome' }]);
    expect(weakerCode.choice).toEqual({ applied: 'voucher', codeDiscount: 300, voucher: 'welcome_voucher', voucherDiscount: 1_000 });

    const betterCode = pricePerks(input({ member: fresh, promoDiscount: 1_400 }));
    expect(betterCode.discountLines).toEqual([{ kind: 'promo_code', amount: sgd(1_400) }]);
    expect(betterCode.promoDeferred).toBe(false);
    expect(betterCode.perks).toEqual([{ kind: 'welcome_voucher', status: 'available', amount: sgd(1_000), percent: null }]);
    expect(betterCode.uses).toEqual([]);
    expect(betterCode.choice).toMatchObject({ applied: 'promo_code' });

    const tie = pricePerks(input({ member: fresh, promoDiscount: 1_000 }));
    expect(tie.discountLines).toEqual([{ kind: 'promo_code', amount: sgd(1_000) }]);
    expect(tie.choice).toMatchObject({ applied: 'promo_code', codeDiscount: 1_000, voucherDiscount: 1_000 });
    // Without a voucher there is nothing to choose.
    expect(pricePerks(input({ promoDiscount: 300 })).choice).toBeNull();
  });

  it('applies the birthday voucher in the birth month (in the country’s time), once a year', () => {
    expect(pricePerks(input({ member: member({ birthMonth: 6 }) })).discountLines).toEqual([{ kind: 'birthday_voucher', amount: sgd(1_000) }]);
    expect(pricePerks(input({ member: member({ birthMonth: 7 }) })).discountLines).toEqual([]);
    // 30 June 17:00 UTC is 1 July in Singapore.
    expect(pricePerks(input({ member: member({ birthMonth: 7 }), at: new Date('2026-06-30T17:00:00Z') })).uses).toEqual([
      { kind: 'birthday_voucher', reference: '2026' },
    ]);
    expect(pricePerks(input({ member: member({ birthMonth: 6, used: new Set(['welcome_voucher:welcome', 'birthday_voucher:2026']) }) })).discountLines).toEqual(
      [],
    );
  });

  it('gives Black and Gold ten_percent_off in the Beauty Pass Sale only, the best voucher winning', () => {
    expect(pricePerks(input({ member: member({ tier: 'black', inSale: true }) })).discountLines).toEqual([{ kind: 'ten_percent_off', amount: sgd(1_400) }]);
    expect(pricePerks(input({ member: member({ tier: 'white', inSale: true }) })).discountLines).toEqual([]);
    expect(pricePerks(input({ member: member({ tier: 'gold', inSale: false }) })).discountLines).toEqual([]);
    const both = pricePerks(input({ member: member({ tier: 'black', inSale: true, used: new Set() }) }));
    expect(both.discountLines).toEqual([{ kind: 'ten_percent_off', amount: sgd(1_400) }]);
    expect(both.perks.find((p) => p.kind === 'welcome_voucher')?.status).toBe('available');
    expect(both.uses).toEqual([]); // the welcome voucher waits for another order
  });

  it('gives Gold free shipping and one welcome gift a year', () => {
    const gold = pricePerks(input({ member: member({ tier: 'gold' }) }));
    expect(gold.freeShipping).toBe(true);
    expect(gold.uses).toEqual([{ kind: 'gold_welcome', reference: '2026' }]);
    expect(gold.perks.map((p) => [p.kind, p.status])).toEqual([
      ['free_shipping', 'applied'],
      ['gold_welcome', 'gift'],
    ]);
    expect(pricePerks(input({ member: member({ tier: 'gold', used: new Set(['welcome_voucher:welcome', 'gold_welcome:2026']) }) })).uses).toEqual([]);
    expect(pricePerks(input({ member: member({ tier: 'black' }) })).freeShipping).toBe(false);
  });
});
