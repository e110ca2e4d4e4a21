import { describe, expect, it } from 'vitest';
import { computeSummary } from './cost-summary.ts';

const summary = (
  country: Parameters<typeof computeSummary>[0]['country'],
  currency: string,
  subtotal: number,
  extra: Partial<Parameters<typeof computeSummary>[0]> = {},
) => computeSummary({ country, currency, subtotal, discount: 0, delivery: 'standard', giftCardBalance: 0, ...extra });

describe('cost summary', () => {
  it('shows the GST inside a tax-inclusive AU price, with free shipping from A$25', () => {
    const s = summary('AU', 'AUD', 11000);
    expect(s.shipping.amount).toBe(0);
    expect(s.tax).toEqual({ name: 'GST', percent: 10, amount: { amount: 1000, currency: 'AUD' } });
    expect(s.priceBeforeTax.amount).toBe(10000);
    expect(s.total.amount).toBe(11000);
    expect(s.pointsEarned).toBe(110);
  });

  it('charges standard shipping below the threshold and says how far it is', () => {
    const s = summary('TH', 'THB', 30000);
    expect(s.shipping.amount).toBe(5000);
    expect(s.freeShippingThreshold).toEqual({ amount: 50000, currency: 'THB' });
    expect(s.amountToFreeShipping.amount).toBe(20000);
    expect(s.total.amount).toBe(35000);
    expect(s.tax).toMatchObject({ name: 'VAT', percent: 7, amount: { amount: Math.round((35000 * 7) / 107) } });
  });

  it('measures the threshold on the subtotal, before codes and vouchers (decision 0138)', () => {
    const s = summary('SG', 'SGD', 3600, { discount: 200 });
    expect(s.discount.amount).toBe(200);
    expect(s.shipping.amount).toBe(0);
    expect(s.amountToFreeShipping.amount).toBe(0);
    expect(s.total.amount).toBe(3400);
    expect(summary('SG', 'SGD', 3400, { discount: 200 }).amountToFreeShipping.amount).toBe(100);
  });

  it('charges the delivery of an order a voucher pays for in full, unless a perk makes it free', () => {
    const covered = summary('SG', 'SGD', 800, { discountLines: [{ kind: 'welcome_voucher', amount: { amount: 800, currency: 'SGD' } }] });
    expect([covered.discount.amount, covered.shipping.amount, covered.total.amount]).toEqual([800, 600, 600]);
    const gold = summary('SG', 'SGD', 800, { discountLines: [{ kind: 'welcome_voucher', amount: { amount: 800, currency: 'SGD' } }], freeShipping: true });
    expect([gold.shipping.amount, gold.total.amount]).toEqual([0, 0]);
  });

  it('shows no tax line in HK and MY, and PPN 11% in ID', () => {
    expect(summary('HK', 'HKD', 50000).tax).toBeNull();
    expect(summary('MY', 'MYR', 9000).tax).toBeNull();
    expect(summary('ID', 'IDR', 111_000_000).tax).toMatchObject({ name: 'PPN', percent: 11, amount: { amount: 11_000_000 } });
    expect(summary('HK', 'HKD', 39000).shipping.amount).toBe(4000);
    expect(summary('HK', 'HKD', 40000).shipping.amount).toBe(0);
  });

  it('takes a gift card off the total, never below zero, and leaves the tax as it was', () => {
    const s = summary('NZ', 'NZD', 11500, { giftCardBalance: 5000 });
    expect(s.giftCardRedeemed.amount).toBe(5000);
    expect(s.total.amount).toBe(6500);
    expect(s.tax?.amount.amount).toBe(1500);
    expect(summary('NZ', 'NZD', 11500, { giftCardBalance: 99999 }).total.amount).toBe(0);
  });

  it('costs nothing to collect from a store; express is charged whatever the bag', () => {
    expect(summary('PH', 'PHP', 100000, { delivery: 'click_and_collect' }).shipping.amount).toBe(0);
    expect(summary('PH', 'PHP', 900000, { delivery: 'express' }).shipping.amount).toBe(30000);
  });

  it('is all zeros for an empty bag', () => {
    const s = summary('SG', 'SGD', 0);
    expect([s.total.amount, s.shipping.amount, s.pointsEarned]).toEqual([0, 0, 0]);
  });
});
