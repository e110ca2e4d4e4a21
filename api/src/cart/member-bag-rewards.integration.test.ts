// A reward held in a bag as bags move (decision 0130): signing in on a fresh device (the
// merge), signing out, a bag left untouched or gone. Points and the unit of stock are
// counted once: the hold is in a bag that exists, reserving both, or it is released with
// both given back, never the points back and the unit lost.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@beauty/contracts/cart';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { runJobsOnce } from '../platform/jobs/job-runner.ts';
import { systemClock } from '../platform/jobs/clock.ts';
import { abandonedRewardHoldsJob, ABANDONED_BAG_DAYS } from '../loyalty/rewards/release-abandoned-holds.ts';
import { givePoints, signUp, variantOf, type TestMember } from '../test-support/rewards.test-support.ts';

const REWARD = 'RW-SG-1'; // 100 points
const OTHER_REWARD = 'RW-SG-2'; // 250 points

describe.each(TEST_DATABASES)('rewards as bags move on $name', (database) => {
  let variant: string;
  const api = startTestAppForSuite(database);
  beforeAll(async () => {
    variant = (await variantOf(api, { offset: 3 })).id;
  });

  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const signIn = async (m: TestMember, deviceId: string) => {
    const res = await api.call('POST', 'auth/token', { deviceId, body: { grant_type: 'password', email: m.email, password: 'Lumi#2024' } });
    expect(res.status).toBe(200);
    return bearer(res.body.accessToken as string);
  };
  const addLine = (deviceId: string, auth: Record<string, string>) =>
    api.call('POST', 'cart/line-items/', { deviceId, headers: auth, body: { variantId: variant, quantity: 1 } });
  const hold = async (deviceId: string, auth: Record<string, string>, rewardId = REWARD) => {
    const res = await api.call('POST', 'cart/beauty-pass-offers/', { deviceId, headers: auth, body: { action: 'add', rewardId } });
    expect(res.status, res.text).toBe(200);
  };
  const bag = async (deviceId: string, auth: Record<string, string> = {}) => (await api.get<Cart>('cart/', { deviceId, headers: auth })).body;
  /** What the member sees in the boutique: their points to spend and each reward's stock. */
  const boutique = async (auth: Record<string, string>) => {
    const { body } = await api.get<{ rewards: { id: string; stockLeft: number }[]; member: { availablePoints: number } }>('rewards/', { headers: auth });
    return { available: body.member.availablePoints, stock: Object.fromEntries(body.rewards.map((r) => [r.id, r.stockLeft])) };
  };

  it('a reward held on a fresh device stays in the bag, points reserved, when the member signs in there', async () => {
    const m = await signUp(api);
    await givePoints(api, m.id, 100);
    await addLine(m.deviceId, m.auth); // a bag from before, on the phone
    const before = await boutique(m.auth);

    const fresh = randomUUID(); // the attack: a new device id, the reward held there, then a sign-in there
    await hold(fresh, m.auth);
    const auth = await signIn(m, fresh);

    const after = await boutique(auth);
    const merged = await bag(fresh, auth);
    expect({ reward: merged.reward?.rewardId ?? null, available: after.available, unitsTaken: before.stock[REWARD]! - after.stock[REWARD]! }).toEqual({
      reward: REWARD,
      available: 0,
      unitsTaken: 1,
    });
    expect(merged.lines).toHaveLength(1);
  });

  it('the member’s bag already holding a reward keeps it; the fresh device’s is released once, points and unit back', async () => {
    const m = await signUp(api);
    await givePoints(api, m.id, 1000);
    const phoneAuth = await signIn(m, m.deviceId);
    await addLine(m.deviceId, phoneAuth);
    await signIn(m, m.deviceId); // the phone's bag is now the member's
    await hold(m.deviceId, phoneAuth, REWARD);
    const before = await boutique(phoneAuth);

    const fresh = randomUUID();
    await hold(fresh, phoneAuth, OTHER_REWARD);
    const auth = await signIn(m, fresh);

    const after = await boutique(auth);
    expect((await bag(fresh, auth)).reward?.rewardId).toBe(REWARD);
    expect(after).toEqual(before);
  });

  it('signing out keeps the bag and its reward the member’s: another member signing in on the device does not get it, the member does', async () => {
    const m = await signUp(api);
    await givePoints(api, m.id, 100);
    await addLine(m.deviceId, m.auth);
    await hold(m.deviceId, m.auth);
    const held = await boutique(m.auth);

    const out = await api.call('DELETE', 'sessions', { deviceId: m.deviceId, headers: m.auth });
    expect(out.status).toBe(200);
    const next = await signUp(api); // the next one to sign in on that device
    const nextAuth = await signIn(next, m.deviceId);
    const theirs = await bag(m.deviceId, nextAuth);
    expect({ reward: theirs.reward, lines: theirs.lines.length }).toEqual({ reward: null, lines: 0 });

    const laptop = randomUUID();
    const auth = await signIn(m, laptop);
    expect((await bag(laptop, auth)).reward?.rewardId).toBe(REWARD);
    expect(await boutique(auth)).toEqual(held); // still reserved, still one unit out
  });

  it('an abandoned bag, and a hold whose bag is gone, give back points and stock exactly once', async () => {
    const m = await signUp(api);
    await givePoints(api, m.id, 1000);
    const before = await boutique(m.auth);
    const abandoned = randomUUID();
    await addLine(abandoned, m.auth);
    await hold(abandoned, m.auth, REWARD);
    const gone = randomUUID();
    await hold(gone, m.auth, OTHER_REWARD);
    const active = randomUUID();
    await hold(active, m.auth, 'RW-SG-3');
    await api.db.query(`delete from cart where device_id = $1`, [gone]); // its hold is left without a bag
    const old = new Date(Date.now() - (ABANDONED_BAG_DAYS + 1) * 24 * 3600_000);
    await api.db.query(`update cart set updated_at = $2 where device_id = any($1)`, [[abandoned], old]);
    await api.db.query(`update cart_line set updated_at = $2 where cart_id in (select id from cart where device_id = any($1))`, [[abandoned], old]);
    await api.db.query(`update reward_hold set created_at = $2 where user_id = $1 and reward_id <> 'RW-SG-3'`, [m.id, old]);

    const job = abandonedRewardHoldsJob();
    const first = await runJobsOnce([job], { db: api.db, clock: systemClock });
    const second = await runJobsOnce([job], { db: api.db, clock: systemClock });
    expect([first[job.name], second[job.name]]).toEqual([2, 0]);

    const after = await boutique(m.auth);
    expect(after.available).toBe(before.available - 500); // only the active bag's RW-SG-3 is still reserved
    expect([after.stock[REWARD], after.stock[OTHER_REWARD], after.stock['RW-SG-3']]).toEqual([
      before.stock[REWARD],
      before.stock[OTHER_REWARD],
      before.stock['RW-SG-3']! - 1,
    ]);
    expect((await bag(abandoned, m.auth)).reward).toBeNull();
    expect((await bag(active, m.auth)).reward?.rewardId).toBe('RW-SG-3');
  });

  it('taking the reward out twice gives its points and unit back once', async () => {
    const m = await signUp(api);
    await givePoints(api, m.id, 100);
    const before = await boutique(m.auth);
    await hold(m.deviceId, m.auth);
    for (let i = 0; i < 2; i++) {
      const res = await api.call('POST', 'cart/beauty-pass-offers/', { deviceId: m.deviceId, headers: m.auth, body: { action: 'remove' } });
      expect(res.status).toBe(200);
    }
    expect(await boutique(m.auth)).toEqual(before);
  });
});
