// The reward, gifts and samples are lines of the order (decision 0131): GET orders/{id}
// answers them with their kind and the reward's points, the confirmation mail lists them,
// and so does the member's order list (GET orders/), with the promo code the order used.
import { orderMailLinks } from './order-link.ts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Order } from '@beauty/contracts/checkout';
import type { OrderList } from '@beauty/contracts/order';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { renderMail } from '../platform/mail/render-mail.ts';
import { orderConfirmation } from './mail/order-confirmation.ts';
import { checkoutBody, givePoints, signUp, variantOf } from '../test-support/rewards.test-support.ts';

describe.each(TEST_DATABASES)('an order’s reward, gifts and samples on $name', (database) => {
  const api = startTestAppForSuite(database);

  it('GET orders/{id} has the reward line with its points and the sample line; the confirmation mail lists both', async () => {
    const m = await signUp(api);
    await givePoints(api, m.id, 100);
    const v = await variantOf(api, { offset: 5 });
    const bag = { deviceId: m.deviceId, headers: m.auth };
    expect((await api.call('POST', 'cart/line-items/', { ...bag, body: { variantId: v.id, quantity: 1 } })).status).toBe(200);
    expect((await api.call('POST', 'cart/beauty-pass-offers/', { ...bag, body: { action: 'add', rewardId: 'RW-SG-1' } })).status).toBe(200);
    const sample = (await api.get<{ samples: { id: string; name: string; brandName: string }[] }>('cart/samples', bag)).body.samples[0]!;
    expect((await api.call('POST', 'cart/samples', { ...bag, body: { sampleId: sample.id } })).status).toBe(200);

    const placed = await api.call<{ order: Order }>('POST', 'checkout/', {
      deviceId: m.deviceId,
      headers: { ...m.auth, 'idempotency-key': randomUUID() },
      body: checkoutBody(m.email),
    });
    expect(placed.status, placed.text).toBe(200);
    const order = (await api.get<Order>(`orders/${placed.body.order.id}`, { headers: m.auth })).body;
    expect(order.lines.map((l) => l.kind)).toEqual(['product']);
    expect(order.giftLines).toEqual([
      { kind: 'reward', name: expect.any(String), brandName: 'SEPHORA COLLECTION', quantity: 1, points: 100, value: { amount: 0, currency: 'SGD' } },
      { kind: 'sample', name: sample.name, brandName: sample.brandName, quantity: 1, points: null, value: { amount: 0, currency: 'SGD' } },
    ]);

    const { rows } = await api.db.query<{ payload: unknown }>(`select payload from outbox where kind = 'order_confirmation' and recipient = $1`, [m.email]);
    const mail = renderMail(
      orderConfirmation,
      { id: '1', kind: 'order_confirmation', recipient: m.email, payload: rows[0]!.payload },
      { fromDomain: 'lumi.example', siteOrigin: 'https://shop.lumi.example', signer: orderMailLinks('a-test-secret-of-32-characters-xx')(new Date()) },
    );
    expect(mail.text).toContain('Beauty Pass reward');
    expect(mail.text).toContain('100 points');
    expect(mail.text).toContain(`${sample.brandName} ${sample.name}`);
  });

  it('GET orders/ lists each order with its reward, samples and promo code', async () => {
    const m = await signUp(api);
    await givePoints(api, m.id, 100);
    const v = await variantOf(api, { offset: 2 });
    const bag = { deviceId: m.deviceId, headers: m.auth };
    // Enough for BIGSPEND (15 % from S$100), which saves more than the S$10 welcome voucher (decision 0147).
    const quantity = Math.min(10, Math.ceil(12_000 / v.amount));
    expect((await api.call('POST', 'cart/line-items/', { ...bag, body: { variantId: v.id, quantity } })).status).toBe(200);
    expect((await api.call('POST', 'cart/beauty-pass-offers/', { ...bag, body: { action: 'add', rewardId: 'RW-SG-1' } })).status).toBe(200);
    const sample = (await api.get<{ samples: { id: string; name: string; brandName: string }[] }>('cart/samples', bag)).body.samples[1]!;
    expect((await api.call('POST', 'cart/samples', { ...bag, body: { sampleId: sample.id } })).status).toBe(200);
    expect((await api.call('POST', 'cart/discount-coupon/', { ...bag, body: { action: 'apply', code: 'BIGSPEND' } })).status).toBe(200);
    const placed = await api.call<{ order: Order }>('POST', 'checkout/', {
      deviceId: m.deviceId,
      headers: { ...m.auth, 'idempotency-key': randomUUID() },
      body: checkoutBody(m.email),
    });
    expect(placed.status, placed.text).toBe(200);

    const list = (await api.get<OrderList>('orders/', { headers: m.auth })).body;
    expect(list.orders.map((o) => ({ number: o.number, kinds: o.giftLines.map((l) => `${l.kind}:${l.points}`), promotionCode: o.promotionCode }))).toEqual([
      { number: placed.body.order.number, kinds: ['reward:100', 'sample:null'], promotionCode: 'BIGSPEND' },
    ]);
    expect(list.orders[0]!.giftLines[1]).toMatchObject({ name: sample.name, brandName: sample.brandName });
  });
});
