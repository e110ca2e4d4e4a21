// Checkout and orders on a real database: the order and its link, eight countries, stores
// and address rules, first-time codes, payments that fail or time out. The races and faults
// of the reliability plan (last units, retries, promo races, webhooks repeated and out of
// order, lost answers, database faults) are in reliability.integration.test.ts and
// db-fault.integration.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../platform/jobs/clock.ts';
import { runJobsOnce } from '../platform/jobs/job-runner.ts';
import { startTestApp, TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { signWebhook, TEST_CARDS } from '../platform/payment-provider.ts';

// This run's own webhook key (no secret is in the source, decision 0051).
const WEBHOOK_SECRET = randomUUID() + randomUUID();
// The app's environment (checkout-config.ts): a provider that does not answer in 300 ms has timed out.
const ENV = { PAYMENT_TIMEOUT_MS: '300', PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET };

describe.each(TEST_DATABASES)('checkout on $name', (database) => {
  const api = startTestAppForSuite(database, { env: ENV });

  const variant = async (condition = 's.quantity >= 10', offset = 0) => {
    const { rows } = await api.db.query<{ id: string; quantity: number }>(
      `select s.variant_id as id, s.quantity from stock s join variant_price vp using (variant_id, country)
       where s.country = 'SG' and ${condition} order by s.variant_id desc limit 1 offset $1`,
      [offset],
    );
    return rows[0]!;
  };
  const stockOf = async (variantId: string) =>
    Number((await api.db.query<{ q: number }>(`select quantity as q from stock where variant_id = $1 and country = 'SG'`, [variantId])).rows[0]!.q);
  const add = (deviceId: string, variantId: string, quantity = 1) => api.call('POST', 'cart/line-items/', { deviceId, body: { variantId, quantity } });
  const body = (card: string = TEST_CARDS.approved, extra: Record<string, unknown> = {}) => ({
    email: 'guest@example.com',
    recipient: { name: 'Mei Tan', mobile: { callingCode: '+65', phoneNumber: '91234567' } },
    delivery: { option: 'standard', address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' } },
    payment: { cardNumber: card },
    ...extra,
  });
  const checkout = (deviceId: string, payload: unknown = body(), key: string = randomUUID()) =>
    api.call('POST', 'checkout/', { deviceId, headers: { 'idempotency-key': key }, body: payload });

  it('places a guest order, shows it through its signed link only, and empties the bag', async () => {
    const device = randomUUID();
    const v = await variant();
    await add(device, v.id, 2);
    const before = await stockOf(v.id);
    const placed = await checkout(device, body(TEST_CARDS.approved, { registration: { number: 'T1234567', name: 'Tan Pte Ltd' } }));
    expect(placed.status).toBe(200);
    const { order, accessToken } = placed.body;
    expect(order).toMatchObject({
      status: 'confirmed',
      country: 'SG',
      currency: 'SGD',
      paymentMethod: 'Visa •••• 4242',
      clickAndCollect: false,
      recipient: { name: 'Mei Tan', mobile: { callingCode: '+65', phoneNumber: '91234567' } },
      registration: { number: 'T1234567', name: 'Tan Pte Ltd' },
    });
    expect(order.number).toMatch(/^SG\d{7,}$/);
    expect(order.lines).toEqual([expect.objectContaining({ variantId: v.id, quantity: 2 })]);
    expect(order.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await stockOf(v.id)).toBe(before - 2);
    expect((await api.get('cart/', { deviceId: device })).body.lines).toEqual([]);

    expect((await api.get(`orders/${order.id}?token=${accessToken}`)).body.number).toBe(order.number);
    for (const path of [`orders/${order.id}`, `orders/${order.id}?token=${accessToken.slice(1)}x`, `orders/${randomUUID()}?token=${accessToken}`]) {
      const denied = await api.get(path, { deviceId: device });
      expect(denied.status, path).toBe(404);
      expect(denied.body.code).toBe('ORDER_NOT_FOUND');
    }
  });

  it('checks out in all eight countries with their address formats, to each of the four outcomes', async () => {
    // A mobile of each country as it writes it, and as the order keeps it (contracts/src/phone.ts).
    const addresses: Record<string, { callingCode: string; mobile: [string, string]; address: Record<string, string> }> = {
      AU: { callingCode: '+61', mobile: ['0412 345 678', '412345678'], address: { line1: '1 George St', city: 'Sydney', state: 'NSW', postalCode: '2000' } },
      NZ: { callingCode: '+64', mobile: ['021 123 4567', '211234567'], address: { line1: '1 Queen St', city: 'Auckland', postalCode: '1010' } },
      SG: { callingCode: '+65', mobile: ['8123 4567', '81234567'], address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' } },
      MY: {
        callingCode: '+60',
        mobile: ['012-345 6789', '123456789'],
        address: { line1: '1 Jalan Ampang', city: 'Kuala Lumpur', state: 'WP Kuala Lumpur', postalCode: '50450' },
      },
      ID: { callingCode: '+62', mobile: ['0812-3456-7890', '81234567890'], address: { line1: 'Jl. Sudirman 1', city: 'Jakarta', postalCode: '10220' } },
      PH: { callingCode: '+63', mobile: ['0917 123 4567', '9171234567'], address: { line1: '1 Ayala Avenue', city: 'Makati', postalCode: '1226' } },
      TH: { callingCode: '+66', mobile: ['081 234 5678', '812345678'], address: { line1: '1 Sukhumvit Road', city: 'Bangkok', postalCode: '10110' } },
      HK: { callingCode: '+852', mobile: ['6123 4567', '61234567'], address: { line1: '1 Queen’s Road Central', city: 'Hong Kong' } },
    };
    const outcomes = [
      [TEST_CARDS.approved, 'confirmed'],
      [TEST_CARDS.pending, 'payment_pending'],
      [TEST_CARDS.declined, 'payment_failed'],
      [TEST_CARDS.blocked, 'payment_blocked'],
    ] as const;
    for (const [country, { callingCode, mobile, address }] of Object.entries(addresses)) {
      const [written, national] = mobile;
      const { rows } = await api.db.query<{ id: string }>(
        `select s.variant_id as id from stock s join variant_price vp using (variant_id, country) where s.country = $1 and s.quantity >= 10 order by s.variant_id limit 1`,
        [country],
      );
      for (const [card, status] of outcomes) {
        const device = randomUUID();
        await api.call('POST', 'cart/line-items/', { deviceId: device, country: country.toLowerCase(), body: { variantId: rows[0]!.id } });
        const placed = await api.call('POST', 'checkout/', {
          deviceId: device,
          country: country.toLowerCase(),
          headers: { 'idempotency-key': randomUUID() },
          body: {
            email: `${randomUUID()}@example.com`,
            recipient: { name: 'A', mobile: { callingCode, phoneNumber: written } },
            delivery: { option: 'standard', address },
            payment: { cardNumber: card },
          },
        });
        expect(placed.status, `${country} ${status}`).toBe(200);
        expect(placed.body.order).toMatchObject({ status, country, estimatedDelivery: expect.any(String) });
        expect(placed.body.order.recipient.mobile).toEqual({ callingCode, phoneNumber: national });
      }
    }
  });

  it('collects from a store of the country; refuses a store elsewhere, a wrong calling code, a landline or a wrong postal code', async () => {
    const device = randomUUID();
    await add(device, (await variant()).id);
    const collect = body(TEST_CARDS.approved, { delivery: { option: 'click_and_collect', storeId: 'ST-SG-1' } });
    const elsewhere = await checkout(device, { ...collect, delivery: { option: 'click_and_collect', storeId: 'ST-TH-1' } });
    expect(elsewhere.body.code).toBe('STORE_NOT_FOUND');
    const calling = await checkout(device, body(TEST_CARDS.approved, { recipient: { name: 'A', mobile: { callingCode: '+66', phoneNumber: '812345678' } } }));
    expect(calling.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'recipient.mobile.callingCode' } });
    // A Singapore landline: eight digits, but not a mobile.
    const landline = await checkout(device, body(TEST_CARDS.approved, { recipient: { name: 'A', mobile: { callingCode: '+65', phoneNumber: '6123 4567' } } }));
    expect(landline.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'recipient.mobile.phoneNumber' } });
    const postal = await checkout(
      device,
      body(TEST_CARDS.approved, { delivery: { option: 'express', address: { line1: 'x', city: 'y', postalCode: '1234' } } }),
    );
    expect(postal.body.details.field).toBe('delivery.address.postalCode');
    const placed = await checkout(device, collect);
    expect(placed.body.order).toMatchObject({
      clickAndCollect: true,
      delivery: { option: 'click_and_collect', store: { id: 'ST-SG-1' } },
      summary: { shipping: { amount: 0 } },
    });
    expect((await checkout(device, collect)).body.code).toBe('CART_EMPTY');
  });

  it('refuses a first-time-only code to an email that has ordered before', async () => {
    const device = randomUUID();
    await add(device, (await variant()).id);
    expect((await checkout(device, body(TEST_CARDS.approved, { email: 'repeat@example.com' }))).status).toBe(200);
    await add(device, (await variant()).id);
    await api.call('POST', 'cart/discount-coupon/', { deviceId: device, body: { action: 'apply', code: 'WELCOME10' } });
    const second = await checkout(device, body(TEST_CARDS.approved, { email: 'Repeat@Example.com' }));
    expect(second.body.code).toBe('PROMO_FIRST_TIME_ONLY');
  });

  it('releases stock and the promo use when a payment is declined or blocked, and keeps the bag', async () => {
    for (const [card, status] of [
      [TEST_CARDS.declined, 'payment_failed'],
      [TEST_CARDS.blocked, 'payment_blocked'],
    ] as const) {
      const device = randomUUID();
      const v = await variant('s.quantity >= 10 and coalesce(vp.sale_amount, vp.amount) >= 1000');
      await add(device, v.id, 2);
      await api.call('POST', 'cart/discount-coupon/', { deviceId: device, body: { action: 'apply', code: 'SAVE10' } });
      const stock = await stockOf(v.id);
      const used = (await api.db.query<{ u: number }>(`select used_count as u from promotion where id = 'PR-SG-SAVE'`)).rows[0]!.u;
      const placed = await checkout(device, body(card, { email: `${randomUUID()}@example.com` }));
      expect(placed.body.order.status).toBe(status);
      expect(await stockOf(v.id)).toBe(stock);
      expect((await api.db.query<{ u: number }>(`select used_count as u from promotion where id = 'PR-SG-SAVE'`)).rows[0]!.u).toBe(used);
      const bag = (await api.get('cart/', { deviceId: device })).body;
      expect(bag.lines).toEqual([expect.objectContaining({ variantId: v.id, quantity: 2 })]);
      expect(bag.promotion).toMatchObject({ code: 'SAVE10', applied: true });
    }
  });

  it('leaves the order pending with the stock held when the provider times out, until a webhook settles it', async () => {
    const device = randomUUID();
    const v = await variant();
    await add(device, v.id, 1);
    const stock = await stockOf(v.id);
    const placed = await checkout(device, body(TEST_CARDS.timeout));
    expect(placed.body.order.status).toBe('payment_pending');
    expect(await stockOf(v.id)).toBe(stock - 1);
    const { rows } = await api.db.query<{ id: string }>('select id from payment where order_id = $1', [placed.body.order.id]);
    const reference = rows[0]!.id;
    const event = { eventId: randomUUID(), reference, status: 'approved' as const };
    const settled = await api.call('POST', 'checkout/payment-webhook', { body: { ...event, signature: signWebhook(WEBHOOK_SECRET, event) } });
    expect(settled.body).toEqual({ received: true, orderStatus: 'confirmed' });
    expect(await stockOf(v.id)).toBe(stock - 1);
  });

  it('holds a pending order’s stock from the clock that placed it: a clock moved a month on does not release it at once', async () => {
    const clock = movableClock(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)); // the sandbox clock, moved on
    const moved = await startTestApp(database, { clock, env: ENV });
    try {
      const device = randomUUID();
      const v = await variant();
      expect((await moved.call('POST', 'cart/line-items/', { deviceId: device, body: { variantId: v.id, quantity: 1 } })).status).toBe(200);
      const placed = await moved.call('POST', 'checkout/', { deviceId: device, headers: { 'idempotency-key': randomUUID() }, body: body(TEST_CARDS.pending) });
      expect(placed.body.order.status).toBe('payment_pending');
      const order = placed.body.order.id as string;
      const held = await moved.db.query<{ reserved_until: Date; created_at: Date; next_check_at: Date }>(
        'select o.reserved_until, o.created_at, p.next_check_at from shop_order o join payment p on p.order_id = o.id where o.id = $1',
        [order],
      );
      expect(new Date(held.rows[0]!.created_at).getTime()).toBe(clock.now().getTime());
      expect(new Date(held.rows[0]!.reserved_until).getTime()).toBe(clock.now().getTime() + 1_800_000); // ORDER_RESERVATION_TTL_MS's default
      expect(new Date(held.rows[0]!.next_check_at).getTime()).toBeGreaterThan(clock.now().getTime());
      const status = async () => (await moved.db.query<{ status: string }>('select status from shop_order where id = $1', [order])).rows[0]!.status;
      const handled = await runJobsOnce(moved.app.jobs, { db: moved.db, clock });
      expect(handled).toMatchObject({ 'reservation-sweep': 0, 'payment-reconciliation': 0 });
      expect(await status()).toBe('payment_pending');
      clock.advance(1_800_000);
      await runJobsOnce(moved.app.jobs, { db: moved.db, clock });
      expect(await status()).toBe('payment_failed'); // released when its own half hour is up
    } finally {
      await moved.close();
    }
  });
});
