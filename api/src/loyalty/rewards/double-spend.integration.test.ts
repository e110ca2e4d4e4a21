// Reliability 13, loyalty double spend: a member with a balance of 100 and twenty bags (on
// twenty devices) each redeeming a 100-point reward and checking out at once. Exactly one
// order carries the reward and spends the points; the balance ends at 0, never below; the
// balance is the sum of the ledger. The others get a typed INSUFFICIENT_POINTS (never a
// 500) and their orders go through without the reward. Run several times: one failure fails.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pointsBalance } from '../ledger.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../../test-support/app.test-support.ts';
import { checkoutBody, givePoints, signUp, variantOf } from '../../test-support/rewards.test-support.ts';

const ROUNDS = Number(process.env.RELIABILITY_ROUNDS ?? 3);
const BAGS = 20;

describe.each(TEST_DATABASES)('reliability 13 on $name', (database) => {
  const api = startTestAppForSuite(database);

  it('reliability 13: loyalty double spend', { timeout: 600_000 }, async () => {
    const v = await variantOf(api, { offset: 11 });
    for (let round = 0; round < ROUNDS; round++) {
      const m = await signUp(api);
      await givePoints(api, m.id, 100);
      const devices = Array.from({ length: BAGS }, () => randomUUID());
      for (const deviceId of devices) await api.call('POST', 'cart/line-items/', { deviceId, headers: m.auth, body: { variantId: v.id, quantity: 1 } });
      const stock = Number((await api.db.query<{ s: number }>(`select stock_left as s from reward where id = 'RW-SG-1'`)).rows[0]!.s);

      // Each bag: the reward in, then checkout, all twenty at once.
      const results = await Promise.all(
        devices.map(async (deviceId) => {
          const redeemed = await api.call('POST', 'cart/beauty-pass-offers/', { deviceId, headers: m.auth, body: { action: 'add', rewardId: 'RW-SG-1' } });
          const placed = await api.call('POST', 'checkout/', {
            deviceId,
            headers: { ...m.auth, 'idempotency-key': randomUUID() },
            body: checkoutBody(m.email),
          });
          return {
            redeemed: redeemed.status === 200 ? 'ok' : (redeemed.body.code as string),
            placed: placed.status === 200 ? 200 : `${placed.status} ${placed.text}`,
          };
        }),
      );
      expect(results.filter((r) => r.redeemed === 'ok')).toHaveLength(1);
      expect(new Set(results.filter((r) => r.redeemed !== 'ok').map((r) => r.redeemed))).toEqual(new Set(['INSUFFICIENT_POINTS']));
      expect(results.map((r) => r.placed)).toEqual(devices.map(() => 200));

      const withReward = await api.db.query<{ status: string }>(
        `select o.status from order_gift g join shop_order o on o.id = g.order_id where o.user_id = $1 and g.kind = 'reward'`,
        [m.id],
      );
      expect(withReward.rows).toEqual([{ status: 'confirmed' }]);
      const ledger = await api.db.query<{ sum: string; min: string }>('select sum(points) as sum, min(points) as min from points_ledger where user_id = $1', [
        m.id,
      ]);
      const balance = await pointsBalance(api.db, m.id, new Date(Date.now() + 60_000));
      expect(balance.valid).toBe(0);
      expect(Number(ledger.rows[0]!.sum)).toBe(balance.valid + balance.pending);
      expect(Number(ledger.rows[0]!.min)).toBe(-100); // one spend
      expect(Number((await api.db.query<{ s: number }>(`select stock_left as s from reward where id = 'RW-SG-1'`)).rows[0]!.s)).toBe(stock - 1);
    }
  });
});
