// Signing in brings the guest bag into the member's (issue 4), through the REST api.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import type { Cart } from '@beauty/contracts/cart';

describe.each(TEST_DATABASES)('member bag on $name', (database) => {
  let variants: string[];
  const api = startTestAppForSuite(database);
  beforeAll(async () => {
    const { rows } = await api.db.query<{ id: string }>(
      `select s.variant_id as id from stock s join variant_price vp using (variant_id, country)
       where s.country = 'SG' and s.quantity >= 20 order by s.variant_id limit 3`,
    );
    variants = rows.map((r) => r.id);
  });

  const consents = { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true };
  const email = () => `bag-${randomUUID().slice(0, 8)}@example.com`;
  const add = (deviceId: string, variantId: string, quantity: number) =>
    api.call('POST', 'cart/line-items/', { deviceId, country: 'sg', body: { variantId, quantity } });
  const bag = async (deviceId: string) =>
    Object.fromEntries((await api.get<Cart>('cart/', { deviceId, country: 'sg' })).body.lines.map((l) => [l.variantId, l.quantity]));
  const signUp = (address: string, deviceId: string) =>
    api.call('POST', 'auth/register/', {
      deviceId,
      body: { email: address, password: 'Lumi#2024', passwordConfirmation: 'Lumi#2024', firstName: 'A', lastName: 'B', consents },
    });
  const signIn = (address: string, deviceId: string) =>
    api.call('POST', 'auth/token', { deviceId, body: { grant_type: 'password', email: address, password: 'Lumi#2024' } });

  it('merges the guest bag into the bag the member filled on another device, quantities added up', async () => {
    const [a, b, c] = variants as [string, string, string];
    const member = email();
    const phone = randomUUID();
    expect((await signUp(member, phone)).status).toBe(201);
    await add(phone, a, 2);
    await add(phone, b, 1);

    const laptop = randomUUID(); // a guest bag on another device, then sign in there
    await add(laptop, b, 3);
    await add(laptop, c, 1);
    expect((await signIn(member, laptop)).status).toBe(200);
    expect(await bag(laptop)).toEqual({ [a]: 2, [b]: 4, [c]: 1 });
    // One bag per member and country: the phone's copy moved, nothing is counted twice.
    const { rows } = await api.db.query(`select id from cart where user_id = (select id from account_user where email = $1)`, [member]);
    expect(rows).toHaveLength(1);
  });

  it('a member with no bag yet takes the guest bag as it is; a wrong password takes nothing', async () => {
    const [a] = variants as [string];
    const member = email();
    const first = randomUUID();
    await signUp(member, first);
    const device = randomUUID();
    await add(device, a, 3);
    const wrong = await api.call('POST', 'auth/token', { deviceId: device, body: { grant_type: 'password', email: member, password: 'Wrong#2024' } });
    expect(wrong.status).toBe(401);
    expect((await api.db.query(`select user_id from cart where device_id = $1`, [device])).rows[0]).toEqual({ user_id: null });
    await signIn(member, device);
    expect(await bag(device)).toEqual({ [a]: 3 });
  });

  it('caps a merged line at 10', async () => {
    const [a] = variants as [string];
    const member = email();
    const phone = randomUUID();
    await signUp(member, phone);
    await add(phone, a, 8);
    const laptop = randomUUID();
    await add(laptop, a, 7);
    await signIn(member, laptop);
    expect(await bag(laptop)).toEqual({ [a]: 10 });
  });
});
