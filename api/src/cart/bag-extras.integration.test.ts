// Samples, promo codes, offers, out-of-stock lines and the cost summary, through REST on
// a real database.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import type { Cart } from '@beauty/contracts/cart';

describe.each(TEST_DATABASES)('bag extras on $name', (database) => {
  const api = startTestAppForSuite(database);

  const variant = async (country: string, condition: string, offset = 0) => {
    const { rows } = await api.db.query<{ id: string; quantity: number; price: number; brand: string }>(
      `select s.variant_id as id, s.quantity, coalesce(vp.sale_amount, vp.amount) as price, b.slug as brand
       from stock s join variant_price vp using (variant_id, country) join variant v on v.id = s.variant_id
       join product p on p.id = v.product_id join brand b on b.id = p.brand_id
       where s.country = $1 and ${condition} order by s.variant_id limit 1 offset $2`,
      [country, offset],
    );
    if (!rows[0]) throw new Error(`no variant with ${condition}`);
    return { ...rows[0], price: Number(rows[0].price) };
  };
  const add = (deviceId: string, variantId: string, quantity = 1, country = 'sg') =>
    api.call<Cart>('POST', 'cart/line-items/', { deviceId, country, body: { variantId, quantity } });
  const coupon = (deviceId: string, body: unknown, country = 'sg') => api.call('POST', 'cart/discount-coupon/', { deviceId, country, body });

  it('shows the cost summary in the local currency with the tax inside the prices', async () => {
    const device = randomUUID();
    const v = await variant('TH', 's.quantity >= 10 and coalesce(vp.sale_amount, vp.amount) < 50000');
    const { body } = await add(device, v.id, 1, 'th');
    expect(body.summary.subtotal).toEqual({ amount: v.price, currency: 'THB' });
    expect(body.summary.tax).toMatchObject({ name: 'VAT', percent: 7 });
    expect(body.summary.freeShippingThreshold).toEqual({ amount: 50000, currency: 'THB' });
    expect(body.summary.shipping.amount).toBe(5000);
    expect(body.summary.total.amount).toBe(v.price + 5000);
    expect(body.canCheckout).toBe(true);
  });

  it('flags a line whose stock ran out and holds checkout until it is removed', async () => {
    const device = randomUUID();
    const v = await variant('SG', 's.quantity between 2 and 5');
    const other = await variant('SG', 's.quantity >= 10');
    const { body } = await add(device, v.id, 1);
    await add(device, other.id, 1);
    await api.db.query(`update stock set quantity = 0 where variant_id = $1 and country = 'SG'`, [v.id]);
    try {
      const bag = (await api.get<Cart>('cart/', { deviceId: device })).body;
      expect(bag.lines.find((l) => l.variantId === v.id)).toMatchObject({ outOfStock: true, stockStatus: 'out_of_stock' });
      expect(bag.canCheckout).toBe(false);
      const after = await api.call<Cart>('DELETE', `cart/line-items/${body.lines[0]!.id}`, { deviceId: device });
      expect(after.body.canCheckout).toBe(true);
    } finally {
      await api.db.query(`update stock set quantity = $2 where variant_id = $1 and country = 'SG'`, [v.id, v.quantity]);
    }
  });

  it('lets a shopper pick up to two free samples from the country list', async () => {
    const device = randomUUID();
    const list = await api.get('cart/samples', { deviceId: device, country: 'au' });
    expect(list.body.samples).toHaveLength(3); // of the 5 in migration 0030, those of brands the shop carries
    expect(list.body.maxSamples).toBe(2);
    const [a, b, c] = list.body.samples;
    const pick = (id: string, country = 'au') => api.call('POST', 'cart/samples', { deviceId: device, country, body: { sampleId: id } });
    const firstPick = await pick(a.id);
    expect(firstPick.body.samples.map((s: { id: string }) => s.id)).toEqual([a.id]);
    expect((await pick(a.id)).status).toBe(200); // again: no change
    expect((await pick(b.id)).body.samples).toHaveLength(2);
    const third = await pick(c.id);
    expect(third.status).toBe(422);
    expect(third.body).toMatchObject({ code: 'SAMPLE_LIMIT_REACHED', details: { maxSamples: 2 } });
    expect((await pick(a.id, 'sg')).body.code).toBe('SAMPLE_NOT_FOUND'); // another country's sample
    expect((await api.get('cart/samples', { deviceId: device, country: 'au' })).body.selected).toEqual([a.id, b.id]);
    const removed = await api.call<Cart>('DELETE', `cart/samples/${a.id}`, { deviceId: device, country: 'au' });
    expect(removed.body.samples.map((s) => s.id)).toEqual([b.id]);
  });

  it('applies a percentage code, case-sensitively, and removes it', async () => {
    const device = randomUUID();
    const v = await variant('SG', 's.quantity >= 10');
    await add(device, v.id, 2);
    const wrongCase = await coupon(device, { action: 'apply', code: 'welcome10' });
    expect(wrongCase.status).toBe(422);
    expect(wrongCase.body).toMatchObject({ code: 'PROMO_NOT_FOUND', message: 'Sorry, the promotion is invalid.' });
    const applied = await coupon(device, { action: 'apply', code: 'WELCOME10' });
    expect(applied.status).toBe(200);
    expect(applied.body.promotion).toMatchObject({ code: 'WELCOME10', applied: true, reason: null });
    expect(applied.body.summary.discount.amount).toBe(Math.round((v.price * 2) / 10));
    const removed = await coupon(device, { action: 'remove' });
    expect(removed.body.promotion).toBeNull();
    expect(removed.body.summary.discount.amount).toBe(0);
  });

  it('answers each invalid code with the reason a shopper can act on', async () => {
    const device = randomUUID();
    const cheap = await variant('SG', "s.quantity >= 10 and b.slug <> 'clinique' and coalesce(vp.sale_amount, vp.amount) < 5000");
    await add(device, cheap.id, 1);
    expect((await coupon(device, { action: 'apply', code: 'SUMMER2020' })).body.code).toBe('PROMO_EXPIRED');
    const min = await coupon(device, { action: 'apply', code: 'BIGSPEND' });
    expect(min.body).toMatchObject({ code: 'PROMO_MIN_ORDER', details: { minOrder: { amount: 10000, currency: 'SGD' } } });
    expect((await coupon(device, { action: 'apply', code: 'CLINIQUE20' })).body.code).toBe('PROMO_NOT_APPLICABLE');
    expect((await coupon(device, { action: 'apply', code: 'x'.repeat(41) })).status).toBe(400);
    expect((await api.get<Cart>('cart/', { deviceId: device })).body.promotion).toBeNull();
  });

  // One promo per order (decision 0116). In SG, SAVE10 takes S$1 off from S$5 and WELCOME10
  // takes 10 %: on a bag of S$20-90, WELCOME10 saves more, whichever came first.
  const betweenTwentyAndNinety = 's.quantity >= 10 and coalesce(vp.sale_amount, vp.amount) between 2000 and 9000';
  const sgd = (amount: number) => ({ amount, currency: 'SGD' });

  it('keeps one promotion per bag: a second code replaces the first only when it saves more', async () => {
    const device = randomUUID();
    const v = await variant('SG', betweenTwentyAndNinety);
    const welcome = Math.round(v.price / 10);
    await add(device, v.id, 1);
    expect((await coupon(device, { action: 'apply', code: 'SAVE10' })).body.promoChoice).toBeNull();

    const better = await coupon(device, { action: 'apply', code: 'WELCOME10' });
    expect(better.status).toBe(200);
    expect(better.body.promotion).toMatchObject({ code: 'WELCOME10', applied: true });
    expect(better.body.summary.discount.amount).toBe(welcome);
    expect(better.body.promoChoice).toEqual({ kept: 'WELCOME10', keptDiscount: sgd(welcome), dropped: 'SAVE10', droppedDiscount: sgd(100) });

    const worse = await coupon(device, { action: 'apply', code: 'SAVE10' });
    expect(worse.status).toBe(409);
    expect(worse.body).toMatchObject({
      code: 'PROMO_ONE_PER_ORDER',
      details: { kept: 'WELCOME10', keptDiscount: sgd(welcome), dropped: 'SAVE10', droppedDiscount: sgd(100) },
    });
    const unchanged = (await api.get<Cart>('cart/', { deviceId: device })).body;
    expect(unchanged.promotion).toMatchObject({ code: 'WELCOME10', applied: true });
    expect(unchanged.summary.discount.amount).toBe(welcome);
    // The same code again is no second promo: the bag stays as it is.
    expect((await coupon(device, { action: 'apply', code: 'WELCOME10' })).body).toMatchObject({ promotion: { code: 'WELCOME10' }, promoChoice: null });
  });

  it('keeps the bag’s code on equal savings', async () => {
    const device = randomUUID();
    // A bag of exactly S$10: WELCOME10 and SAVE10 both take S$1 off. The price is set for the test.
    const v = await variant('SG', 's.quantity >= 10');
    const { rows: before } = await api.db.query<{ amount: number; sale_amount: number | null }>(
      `select amount, sale_amount from variant_price where variant_id = $1 and country = 'SG'`,
      [v.id],
    );
    await api.db.query(`update variant_price set amount = 1000, sale_amount = null where variant_id = $1 and country = 'SG'`, [v.id]);
    try {
      await add(device, v.id, 1);
      await coupon(device, { action: 'apply', code: 'SAVE10' });
      const tie = await coupon(device, { action: 'apply', code: 'WELCOME10' });
      expect(tie.status).toBe(409);
      expect(tie.body.details).toEqual({ kept: 'SAVE10', keptDiscount: sgd(100), dropped: 'WELCOME10', droppedDiscount: sgd(100) });
      expect((await api.get<Cart>('cart/', { deviceId: device })).body.promotion?.code).toBe('SAVE10');
    } finally {
      await api.db.query(`update variant_price set amount = $2, sale_amount = $3 where variant_id = $1 and country = 'SG'`, [
        v.id,
        before[0]!.amount,
        before[0]!.sale_amount,
      ]);
    }
  });

  it('lets a code that saves something replace one that stopped applying (it saves 0)', async () => {
    const device = randomUUID();
    const v = await variant('SG', 's.quantity >= 10 and coalesce(vp.sale_amount, vp.amount) between 3000 and 9000');
    const first = await add(device, v.id, 4);
    await coupon(device, { action: 'apply', code: 'BIGSPEND' });
    await api.call<Cart>('PATCH', `cart/line-items/${first.body.lines[0]!.id}`, { deviceId: device, body: { quantity: 1 } });
    const replaced = await coupon(device, { action: 'apply', code: 'SAVE10' });
    expect(replaced.status).toBe(200);
    expect(replaced.body.promoChoice).toEqual({ kept: 'SAVE10', keptDiscount: sgd(100), dropped: 'BIGSPEND', droppedDiscount: sgd(0) });
  });

  it('leaves exactly one promotion, the better one, when two codes are applied at once', async () => {
    const device = randomUUID();
    const v = await variant('SG', betweenTwentyAndNinety);
    await add(device, v.id, 1);
    // Either order: SAVE10 then WELCOME10 (both 200, WELCOME10 replaces it), or WELCOME10 then SAVE10 (refused).
    const raced = await Promise.all([coupon(device, { action: 'apply', code: 'WELCOME10' }), coupon(device, { action: 'apply', code: 'SAVE10' })]);
    expect(raced[0]!.status).toBe(200);
    expect([200, 409]).toContain(raced[1]!.status);
    const bag = (await api.get<Cart>('cart/', { deviceId: device })).body;
    expect(bag.promotion?.code).toBe('WELCOME10');
    const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from cart where device_id = $1 and promotion_id is not null', [device]);
    expect(rows[0]!.n).toBe(1);
  });

  it('does not count a real code the bag refuses for a better one as a wrong guess', async () => {
    const device = randomUUID();
    const v = await variant('SG', betweenTwentyAndNinety);
    await add(device, v.id, 1);
    await coupon(device, { action: 'apply', code: 'WELCOME10' });
    // The bag's allowance is 10 wrong guesses before a wait: 12 refusals for a better code all get their answer.
    for (let i = 0; i < 12; i++) expect((await coupon(device, { action: 'apply', code: 'SAVE10' })).body.code).toBe('PROMO_ONE_PER_ORDER');
  });

  it('keeps a code that stops applying when the bag changes, unapplied, with the reason', async () => {
    const device = randomUUID();
    const v = await variant('SG', 's.quantity >= 10 and coalesce(vp.sale_amount, vp.amount) between 3000 and 9000');
    const first = await add(device, v.id, 4);
    expect((await coupon(device, { action: 'apply', code: 'BIGSPEND' })).body.promotion?.applied).toBe(true);
    const lowered = await api.call<Cart>('PATCH', `cart/line-items/${first.body.lines[0]!.id}`, { deviceId: device, body: { quantity: 1 } });
    expect(lowered.body.promotion).toMatchObject({ code: 'BIGSPEND', applied: false, reason: 'min_order' });
    expect(lowered.body.summary.discount.amount).toBe(0);
  });

  it('lists the offers a shopper can use: listed, not expired, not used up', async () => {
    const { body } = await api.get('cart/offers', { country: 'th' });
    const codes = body.offers.map((o: { code: string }) => o.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'SAVE10', 'BIGSPEND', 'CLINIQUE20']));
    expect(codes).not.toContain('SUMMER2020');
    expect(body.offers.find((o: { code: string }) => o.code === 'SAVE10')).toMatchObject({
      kind: 'fixed',
      value: 3000,
      currency: 'THB',
      minOrder: { amount: 15000 },
    });
  });
});
