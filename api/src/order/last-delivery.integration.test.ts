// What a member's checkout starts with (decision 0151), on a real database: nothing before
// a first order; then the latest order's recipient, and the address of the latest order
// delivered to one (a click and collect after it keeps that address); only the member's
// own orders on this site; a guest is 401.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../platform/payment-provider.ts';
import { signUp, variantOf } from '../test-support/rewards.test-support.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';

describe.each(TEST_DATABASES)('last delivery on $name', (database) => {
  let variantId: string;
  const api = startTestAppForSuite(database);
  beforeAll(async () => {
    variantId = (await variantOf(api)).id;
  });

  const member = async () => {
    const { email, auth } = await signUp(api);
    return { email, headers: auth };
  };
  async function place(m: { email: string; headers: Record<string, string> }, recipient: string, delivery: object) {
    const deviceId = randomUUID();
    await api.call('POST', 'cart/line-items/', { deviceId, body: { variantId, quantity: 1 } });
    const placed = await api.call('POST', 'checkout/', {
      deviceId,
      headers: { 'idempotency-key': randomUUID(), ...m.headers },
      body: {
        email: m.email,
        recipient: { name: recipient, mobile: { callingCode: '+65', phoneNumber: '91234567' } },
        delivery,
        payment: { cardNumber: TEST_CARDS.approved },
      },
    });
    expect(placed.status).toBe(200);
  }

  it('starts empty, then offers the latest recipient and the latest address delivered to', async () => {
    const m = await member();
    expect((await api.get('orders/last-delivery/', { headers: m.headers })).body).toEqual({ recipient: null, address: null });
    await place(m, 'Mei Tan', { option: 'standard', address: { line1: '1 Orchard Road', line2: '#05-01', city: 'Singapore', postalCode: '238801' } });
    const { rows } = await api.db.query<{ id: string }>(`select id from store where country = 'SG' order by id limit 1`);
    await place(m, 'Ah Kow Tan', { option: 'click_and_collect', storeId: rows[0]!.id });
    const last = await api.get('orders/last-delivery/', { headers: m.headers });
    expect(last.status).toBe(200);
    expect(last.body).toEqual({
      recipient: { name: 'Ah Kow Tan', mobile: { callingCode: '+65', phoneNumber: '91234567' } },
      address: { line1: '1 Orchard Road', line2: '#05-01', city: 'Singapore', postalCode: '238801' },
    });
    // Another site's checkout starts empty: these were Singapore's orders.
    expect((await api.get('orders/last-delivery/', { headers: m.headers, country: 'MY' })).body).toEqual({ recipient: null, address: null });
    // Another member sees none of it; a guest is asked to sign in.
    expect((await api.get('orders/last-delivery/', { headers: (await member()).headers })).body).toEqual({ recipient: null, address: null });
    expect((await api.get('orders/last-delivery/')).status).toBe(401);
  });
});
