// A promo code against the member's Beauty Pass welcome voucher (decision 0147, issue 31):
// one discount per order, whichever gives the lower total, said on the bag
// (discountChoice); the other waits: the voucher stays unused, the code stays on the bag
// and is not used up. Checkout charges what the bag showed. Singapore: the welcome voucher
// is S$10, SAVE10 S$1 off from S$5, BIGSPEND 15% off from S$100.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../platform/jobs/clock.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { checkoutBody, signUp, type TestMember } from '../test-support/rewards.test-support.ts';

const sgd = (amount: number) => ({ amount, currency: 'SGD' });

describe.each(TEST_DATABASES)('a promo code against the welcome voucher on $name', (database) => {
  let variant: { id: string; amount: number };
  const api = startTestAppForSuite(database, { clock: movableClock(new Date('2026-06-10T04:00:00Z')) });
  beforeAll(async () => {
    // A product of S$20-S$50, plenty in stock, not in early access.
    const { rows } = await api.db.query<{ id: string; amount: number }>(
      `select v.id, coalesce(vp.sale_amount, vp.amount) as amount from variant v join product p on p.id = v.product_id
       join variant_price vp on vp.variant_id = v.id and vp.country = 'SG' join stock s on s.variant_id = v.id and s.country = 'SG'
       where s.quantity >= 50 and p.public_from is null and coalesce(vp.sale_amount, vp.amount) between 2000 and 5000 order by v.id limit 1`,
    );
    variant = { id: rows[0]!.id, amount: Number(rows[0]!.amount) };
  });

  const add = (m: TestMember, quantity: number) =>
    api.call('POST', 'cart/line-items/', { deviceId: m.deviceId, headers: m.auth, body: { variantId: variant.id, quantity } });
  const bag = (m: TestMember) => api.get('cart/', { deviceId: m.deviceId, headers: m.auth });
  const applyCode = (m: TestMember, code: string) =>
    api.call('POST', 'cart/discount-coupon/', { deviceId: m.deviceId, headers: m.auth, body: { action: 'apply', code } });
  const checkout = (m: TestMember) =>
    api.call('POST', 'checkout/', { deviceId: m.deviceId, headers: { ...m.auth, 'idempotency-key': randomUUID() }, body: checkoutBody(m.email) });
  const usedCount = async (code: string) =>
    Number((await api.db.query<{ n: number }>(`select used_count as n from promotion where country = 'SG' and code = $1`, [code])).rows[0]!.n);

  it('applies the voucher when it gives the lower total, says so, charges that total and keeps the code unused on the bag', async () => {
    const m = await signUp(api);
    await add(m, 1);
    const applied = await applyCode(m, 'SAVE10');
    expect(applied.status).toBe(200);
    const shown = (await bag(m)).body;
    expect(shown.summary.discountLines).toEqual([{ kind: 'welcome_voucher', amount: sgd(1_000) }]);
    expect(shown.summary.total.amount).toBe(variant.amount - 1_000);
    expect(shown.promotion).toMatchObject({ code: 'SAVE10', applied: false });
    expect(shown.discountChoice).toEqual({
      applied: 'voucher',
      code: 'SAVE10',
      codeDiscount: sgd(100),
      voucher: 'welcome_voucher',
      voucherDiscount: sgd(1_000),
    });
    expect(applied.body.discountChoice).toEqual(shown.discountChoice);

    const used = await usedCount('SAVE10');
    const placed = await checkout(m);
    expect(placed.status).toBe(200);
    expect(placed.body.order.summary.total).toEqual(shown.summary.total);
    expect(placed.body.order.summary.discountLines).toEqual([{ kind: 'welcome_voucher', amount: sgd(1_000) }]);
    expect(await usedCount('SAVE10')).toBe(used);

    // The next order: the voucher is spent, the code waited on the bag and now applies.
    await add(m, 1);
    const next = (await bag(m)).body;
    expect(next.promotion).toMatchObject({ code: 'SAVE10', applied: true });
    expect(next.summary.discountLines).toEqual([{ kind: 'promo_code', amount: sgd(100) }]);
    expect(next.discountChoice).toBeNull();
  });

  it('applies the code when it gives the lower total, says so, charges that total and keeps the voucher for the next order', async () => {
    const m = await signUp(api);
    const quantity = Math.ceil(10_000 / variant.amount); // BIGSPEND starts at S$100
    await add(m, quantity);
    const subtotal = quantity * variant.amount;
    const saving = Math.round((subtotal * 15) / 100);
    expect((await applyCode(m, 'BIGSPEND')).status).toBe(200);
    const shown = (await bag(m)).body;
    expect(shown.summary.discountLines).toEqual([{ kind: 'promo_code', amount: sgd(saving) }]);
    expect(shown.discountChoice).toEqual({
      applied: 'promo_code',
      code: 'BIGSPEND',
      codeDiscount: sgd(saving),
      voucher: 'welcome_voucher',
      voucherDiscount: sgd(1_000),
    });
    expect(shown.perks).toContainEqual({ kind: 'welcome_voucher', status: 'available', amount: sgd(1_000), percent: null });

    const used = await usedCount('BIGSPEND');
    const placed = await checkout(m);
    expect(placed.status).toBe(200);
    expect(placed.body.order.summary.total).toEqual(shown.summary.total);
    expect(placed.body.order.summary.discountLines).toEqual([{ kind: 'promo_code', amount: sgd(saving) }]);
    expect(await usedCount('BIGSPEND')).toBe(used + 1);

    // The voucher waited: the next order takes it, and the used code left the bag.
    await add(m, 1);
    const next = (await bag(m)).body;
    expect(next.promotion).toBeNull();
    expect(next.summary.discountLines).toEqual([{ kind: 'welcome_voucher', amount: sgd(1_000) }]);
  });

  it('compares a second code on its own worth while the voucher beats both (one promo per order, decision 0116)', async () => {
    const m = await signUp(api);
    await add(m, 1);
    expect((await applyCode(m, 'SAVE10')).status).toBe(200);
    const second = await applyCode(m, 'WELCOME10');
    const tenPercent = Math.round(variant.amount / 10);
    // WELCOME10 (10%) saves more than SAVE10 (S$1) on this bag, so it takes the code's place.
    expect(second.status).toBe(200);
    expect(second.body.promoChoice).toEqual({ kept: 'WELCOME10', keptDiscount: sgd(tenPercent), dropped: 'SAVE10', droppedDiscount: sgd(100) });
    expect(second.body.discountChoice).toMatchObject({ applied: 'voucher', code: 'WELCOME10', codeDiscount: sgd(tenPercent) });
  });
});
