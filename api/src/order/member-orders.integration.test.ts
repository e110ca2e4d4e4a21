// Members' orders on a real database (issue 5 item 5): an order placed with a bearer is the
// member's, listed and opened without the link by that member only; nobody else learns it
// exists; "first-time customers only" goes by user id as well as email, also when two
// first orders race (on Postgres, where they really run at once).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../platform/payment-provider.ts';
import { moveOrder } from './fulfilment.ts';
import { FULFILMENT_HOOKS } from '../fulfilment-hooks.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';

describe.each(TEST_DATABASES)('members’ orders on $name', (database) => {
  let variantId: string;
  const api = startTestAppForSuite(database);
  beforeAll(async () => {
    const { rows } = await api.db.query<{ id: string }>(
      `select s.variant_id as id from stock s join variant_price vp using (variant_id, country)
       where s.country = 'SG' and s.quantity >= 100 and coalesce(vp.sale_amount, vp.amount) >= 2000 order by s.variant_id limit 1`,
    );
    variantId = rows[0]!.id;
  });

  const consents = { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true };
  /** A new member signed in on a new device: their bearer header and the device. */
  const member = async () => {
    const deviceId = randomUUID();
    const email = `member-${randomUUID().slice(0, 8)}@example.com`;
    const signedUp = await api.call('POST', 'auth/register/', {
      deviceId,
      body: { email, password: 'Lumi#2024', passwordConfirmation: 'Lumi#2024', firstName: 'Mei', lastName: 'Tan', consents },
    });
    expect(signedUp.status).toBe(201);
    return { email, deviceId, auth: { authorization: `Bearer ${signedUp.body.accessToken as string}` } };
  };
  const add = (deviceId: string, quantity = 1) => api.call('POST', 'cart/line-items/', { deviceId, body: { variantId, quantity } });
  const body = (email: string, card: string = TEST_CARDS.approved) => ({
    email,
    recipient: { name: 'Mei Tan', mobile: { callingCode: '+65', phoneNumber: '91234567' } },
    delivery: { option: 'standard', address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' } },
    payment: { cardNumber: card },
  });
  const checkout = (deviceId: string, email: string, headers: Record<string, string> = {}, card?: string) =>
    api.call('POST', 'checkout/', { deviceId, headers: { 'idempotency-key': randomUUID(), ...headers }, body: body(email, card) });
  const applyCode = (deviceId: string, code: string) => api.call('POST', 'cart/discount-coupon/', { deviceId, body: { action: 'apply', code } });
  const userIdOf = async (orderId: string) =>
    (await api.db.query<{ user_id: string | null }>('select user_id from shop_order where id = $1', [orderId])).rows[0]!.user_id;

  it('records a member’s order against the member; they list it and open it without the link', async () => {
    const m = await member();
    await add(m.deviceId, 2);
    const placed = await checkout(m.deviceId, m.email, m.auth);
    expect(placed.status).toBe(200);
    const { order } = placed.body;
    const { rows } = await api.db.query<{ id: string }>('select id from account_user where email = $1', [m.email]);
    expect(await userIdOf(order.id)).toBe(rows[0]!.id);

    const list = await api.get('orders/', { headers: m.auth });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      orders: [
        {
          id: order.id,
          number: order.number,
          status: 'confirmed',
          country: 'SG',
          createdAt: order.createdAt,
          total: order.summary.total,
          itemCount: 2,
          fulfilment: 'confirmed',
          giftLines: [],
          promotionCode: null,
          cursor: expect.any(String),
        },
      ],
      nextCursor: null,
    });
    // Shipped, the list says so: the payment's "confirmed" is not where the order is.
    await moveOrder(api.db, order.id, { state: 'shipped', trackingNumber: 'TRK-1' }, new Date(), FULFILMENT_HOOKS);
    expect((await api.get('orders/', { headers: m.auth })).body.orders[0]).toMatchObject({ status: 'confirmed', fulfilment: 'shipped' });
    const opened = await api.get(`orders/${order.id}`, { headers: m.auth });
    expect(opened.status).toBe(200);
    expect(opened.body.number).toBe(order.number);
  });

  it('takes the member from the bearer only: a guest order stays a guest’s whatever the body says, a bad bearer is 401 and places nothing', async () => {
    const guest = randomUUID();
    await add(guest);
    const placed = await api.call('POST', 'checkout/', {
      deviceId: guest,
      headers: { 'idempotency-key': randomUUID() },
      body: { ...body('guest@example.com'), userId: 'U-someone' },
    });
    expect(placed.status).toBe(200);
    expect(await userIdOf(placed.body.order.id)).toBeNull();

    const device = randomUUID();
    await add(device);
    const forged = await checkout(device, 'x@example.com', { authorization: 'Bearer not.a.token' });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('UNAUTHENTICATED');
    expect((await api.get('cart/', { deviceId: device })).body.lines).toHaveLength(1); // nothing was taken
  });

  it('shows a member’s order to nobody else: another member and a guest get 404 and do not list it; the signed link still works', async () => {
    const a = await member();
    const b = await member();
    await add(a.deviceId);
    const { order, accessToken } = (await checkout(a.deviceId, a.email, a.auth)).body;
    await add(b.deviceId);
    const ofB = (await checkout(b.deviceId, b.email, b.auth)).body.order;

    for (const [who, headers] of [
      ['member B', b.auth],
      ['a guest', {}],
    ] as const) {
      const denied = await api.get(`orders/${order.id}`, { headers, deviceId: a.deviceId });
      expect(denied.status, who).toBe(404);
      expect(denied.body.code, who).toBe('ORDER_NOT_FOUND');
    }
    const listB = await api.get('orders/', { headers: b.auth });
    expect(listB.body.orders.map((o: { id: string }) => o.id)).toEqual([ofB.id]);
    expect((await api.get('orders/')).status).toBe(401);
    expect((await api.get(`orders/${order.id}?token=${accessToken}`)).body.number).toBe(order.number);
    // B's cursor is not A's: paging with someone else's order id is a bad request, not a peek.
    const cursor = Buffer.from(ofB.id).toString('base64url');
    expect((await api.get(`orders/?cursor=${cursor}`, { headers: a.auth })).status).toBe(400);
  });

  it('pages newest first with a cursor, per country site; refuses a bad limit or cursor with 400', async () => {
    const m = await member();
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await add(m.deviceId);
      numbers.unshift((await checkout(m.deviceId, m.email, m.auth)).body.order.number);
    }
    const first = await api.get('orders/?limit=2', { headers: m.auth });
    expect(first.body.orders.map((o: { number: string }) => o.number)).toEqual(numbers.slice(0, 2));
    const second = await api.get(`orders/?limit=2&cursor=${first.body.nextCursor as string}`, { headers: m.auth });
    expect(second.body).toMatchObject({ orders: [{ number: numbers[2] }], nextCursor: null });
    // Each row's cursor starts the page after it (the gateway's Relay edges, decision 0155): the first row's gives the other two.
    const afterFirst = await api.get(`orders/?limit=5&cursor=${first.body.orders[0].cursor as string}`, { headers: m.auth });
    expect(afterFirst.body.orders.map((o: { number: string }) => o.number)).toEqual(numbers.slice(1));
    expect(first.body.orders[1].cursor).toBe(first.body.nextCursor);
    expect((await api.get('orders/', { headers: m.auth, country: 'my' })).body.orders).toEqual([]);
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'cursor=%3Cscript%3E', `cursor=${Buffer.from(randomUUID()).toString('base64url')}`]) {
      const bad = await api.get(`orders/?${query}`, { headers: m.auth });
      expect(bad.status, query).toBe(400);
      expect(bad.body.code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('gives a first-time code to a member only once, whatever email they type; a failed first payment does not count', async () => {
    const m = await member();
    // Ten units of at least S$20: 10 % beats the S$10 welcome voucher, so the code applies (decision 0147).
    await add(m.deviceId, 10);
    await applyCode(m.deviceId, 'WELCOME10');
    const declined = await checkout(m.deviceId, m.email, m.auth, TEST_CARDS.declined);
    expect(declined.body.order).toMatchObject({ status: 'payment_failed', promotionCode: 'WELCOME10' });
    const first = await checkout(m.deviceId, m.email, m.auth);
    expect(first.body.order).toMatchObject({ status: 'confirmed', promotionCode: 'WELCOME10' });

    await add(m.deviceId);
    await applyCode(m.deviceId, 'WELCOME10');
    const again = await checkout(m.deviceId, `other-${randomUUID().slice(0, 6)}@example.com`, m.auth);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('PROMO_FIRST_TIME_ONLY');
  });

  it('refuses a first-time code when a member who has ordered applies it, and says why; a guest learns it at checkout', async () => {
    const m = await member();
    await add(m.deviceId, 10); // the code beats the welcome voucher (decision 0147)
    expect(
      (await api.call('POST', 'cart/discount-coupon/', { deviceId: m.deviceId, headers: m.auth, body: { action: 'apply', code: 'WELCOME10' } })).status,
    ).toBe(200);
    expect((await checkout(m.deviceId, m.email, m.auth)).body.order).toMatchObject({ status: 'confirmed', promotionCode: 'WELCOME10' });

    await add(m.deviceId);
    const asMember = await api.call('POST', 'cart/discount-coupon/', { deviceId: m.deviceId, headers: m.auth, body: { action: 'apply', code: 'WELCOME10' } });
    expect(asMember.status).toBe(422);
    expect(asMember.body.code).toBe('PROMO_FIRST_TIME_ONLY');
    expect((await api.get('cart/', { deviceId: m.deviceId })).body.promotion).toBeNull();

    const forged = await api.call('POST', 'cart/discount-coupon/', {
      deviceId: m.deviceId,
      headers: { authorization: 'Bearer not.a.token' },
      body: { action: 'apply', code: 'WELCOME10' },
    });
    expect(forged.status).toBe(401);
  });

  it('lets only one of ten first orders raced by one member (ten devices, ten emails) have the first-time code', async () => {
    const m = await member();
    const devices = Array.from({ length: 10 }, () => randomUUID());
    for (const device of devices) {
      await add(device);
      await applyCode(device, 'WELCOME10');
    }
    const results = await Promise.all(devices.map((d, i) => checkout(d, `race${i}-${randomUUID().slice(0, 6)}@example.com`, m.auth)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(new Set(['PROMO_FIRST_TIME_ONLY']));
  });

  it('lets only one of ten guest first orders with the same email have the first-time code', async () => {
    const email = `guest-race-${randomUUID().slice(0, 8)}@example.com`;
    const devices = Array.from({ length: 10 }, () => randomUUID());
    for (const device of devices) {
      await add(device);
      await applyCode(device, 'WELCOME10');
    }
    const results = await Promise.all(devices.map((d) => checkout(d, email)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(new Set(['PROMO_FIRST_TIME_ONLY']));
  });
});
