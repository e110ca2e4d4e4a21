// The ledger sources loyalty writes besides purchases: staff adjustments, events of other
// channels (service key or staff token, never a shopper), and the sandbox calls that exist
// outside production only. Balance = Σ ledger after each.
import { describe, expect, it, vi } from 'vitest';
import { EVENT_SOURCES } from '@beauty/contracts/loyalty';
import { startTestApp, TEST_DATABASES } from '../test-support/app.test-support.ts';
import { PRODUCTION_SECRETS, randomSecret } from '../platform/secrets.ts';
import { EVENTS_KEY, type Member, startLoyaltyAppForSuite } from '../test-support/loyalty.test-support.ts';

// Real orders and app starts: slow on a busy machine, never waiting on anything but the work.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

describe.each(TEST_DATABASES)('loyalty point sources on $name', (database) => {
  const api = startLoyaltyAppForSuite(database);

  const card = async (m: Member) => (await api.get('loyalty/beauty-pass', { headers: m.auth, country: 'SG' })).body.cardNumber as string;
  const sum = async (userId: string) =>
    Number((await api.db.query<{ s: string | null }>('select sum(points) as s from points_ledger where user_id = $1', [userId])).rows[0]!.s ?? 0);
  const balance = async (m: Member) => (await api.get('loyalty/beauty-pass', { headers: m.auth })).body.points;

  it('records every event source another channel may post, once per reference, with the service key or a staff token', async () => {
    const m = await api.member();
    const cardNumber = await card(m);
    const staff = await api.staff();
    let total = 0;
    for (const [i, source] of EVENT_SOURCES.entries()) {
      const headers = i % 2 === 0 ? { 'x-loyalty-key': EVENTS_KEY } : staff;
      const body = { cardNumber, source, points: 10 + i, reference: `ref-${source}`, country: 'SG' };
      const first = await api.call('POST', 'loyalty/events', { headers, body });
      expect(first.status, source).toBe(200);
      expect(first.body.recorded).toBe(true);
      total += 10 + i;
      const again = await api.call('POST', 'loyalty/events', { headers, body });
      expect(again.body).toMatchObject({ recorded: false, balance: { valid: total } });
    }
    const history = (await api.get('loyalty/points-history', { headers: m.auth, country: 'SG' })).body.entries;
    expect(history.map((e: { source: string }) => e.source).sort()).toEqual([...EVENT_SOURCES].sort());
    expect(await sum(m.userId)).toBe(total);
  });

  it('refuses events from a shopper, a wrong key, no credentials, and for an unknown card', async () => {
    const m = await api.member();
    const body = { cardNumber: await card(m), source: 'bonus_points', points: 5, reference: 'x', country: 'SG' };
    expect((await api.call('POST', 'loyalty/events', { body })).status).toBe(401);
    expect((await api.call('POST', 'loyalty/events', { headers: m.auth, body })).body.code).toBe('STAFF_ONLY');
    expect((await api.call('POST', 'loyalty/events', { headers: { 'x-loyalty-key': 'wrong' }, body })).body.code).toBe('LOYALTY_EVENT_FORBIDDEN');
    expect(
      (await api.call('POST', 'loyalty/events', { headers: { 'x-loyalty-key': EVENTS_KEY }, body: { ...body, cardNumber: '99999999999' } })).body.code,
    ).toBe('NOT_A_MEMBER');
    expect((await api.call('POST', 'loyalty/events', { headers: { 'x-loyalty-key': EVENTS_KEY }, body: { ...body, source: 'used_points' } })).status).toBe(400);
    expect(await sum(m.userId)).toBe(0);
  });

  it('lets staff adjust points with a reason, by card or e-mail, never below zero, once per key', async () => {
    const m = await api.member();
    const cardNumber = await card(m);
    const staff = await api.staff();
    const add = await api.call('POST', 'staff/loyalty/adjustments', {
      headers: staff,
      body: { cardNumber, points: 200, reason: 'goodwill after a late delivery', idempotencyKey: 'adj-000001' },
    });
    expect(add.body).toMatchObject({ recorded: true, balance: { valid: 200 } });
    expect(
      (
        await api.call('POST', 'staff/loyalty/adjustments', {
          headers: staff,
          body: { cardNumber, points: 200, reason: 'goodwill after a late delivery', idempotencyKey: 'adj-000001' },
        })
      ).body.recorded,
    ).toBe(false);
    const tooMuch = await api.call('POST', 'staff/loyalty/adjustments', {
      headers: staff,
      body: { email: m.email.toUpperCase(), points: -201, reason: 'correction' },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('POINTS_INSUFFICIENT');
    expect((await api.call('POST', 'staff/loyalty/adjustments', { headers: staff, body: { email: m.email, points: -50, reason: 'correction' } })).status).toBe(
      200,
    );
    expect((await api.call('POST', 'staff/loyalty/adjustments', { headers: m.auth, body: { cardNumber, points: 1000, reason: 'for me' } })).status).toBe(403);
    expect(
      (await api.call('POST', 'staff/loyalty/adjustments', { headers: staff, body: { cardNumber, email: m.email, points: 1, reason: 'both' } })).status,
    ).toBe(400);
    expect(await balance(m)).toMatchObject({ valid: 150, pending: 0 });
    expect(await sum(m.userId)).toBe(150);
    const entries = (await api.get('loyalty/points-history', { headers: m.auth })).body.entries;
    expect(entries.map((e: { source: string; points: number }) => [e.source, e.points])).toEqual([
      ['manual_points_adjustment', -50],
      ['manual_points_adjustment', 200],
    ]);
  });

  it('pages the history newest first without repeats, and answers a bad cursor with 400', async () => {
    const m = await api.member();
    const cardNumber = await card(m);
    for (let i = 0; i < 5; i += 1) {
      await api.call('POST', 'loyalty/events', {
        headers: { 'x-loyalty-key': EVENTS_KEY },
        body: { cardNumber, source: 'bonus_points', points: i + 1, reference: `page-${i}`, country: 'SG' },
      });
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { entries: Array<{ points: number }>; nextCursor: string | null } } = await api.get(
        `loyalty/points-history?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { headers: m.auth },
      );
      seen.push(...page.body.entries.map((e) => e.points));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([5, 4, 3, 2, 1]);
    expect((await api.get('loyalty/points-history?cursor=abc', { headers: m.auth })).status).toBe(400);
    expect((await api.get('loyalty/points-history')).status).toBe(401);
  });

  it('answers the tier comparison per country in its currency', async () => {
    const th = await api.get('loyalty/tiers', { country: 'TH' });
    expect(th.body.tiers.map((t: { tier: string }) => t.tier)).toEqual(['white', 'black', 'gold']);
    expect(th.body.tiers[1]).toMatchObject({ reach: { amount: 900_000, currency: 'THB' }, earnPercent: 125 });
  });

  it('moves an order and the clock through the sandbox outside production', async () => {
    const m = await api.member();
    const order = await api.order(m, 1000);
    const moved = await api.call('POST', `sandbox/orders/${order.number}/state`, { body: { state: 'delivered' } });
    expect(moved.status).toBe(200);
    const clock = await api.get('sandbox/clock');
    expect(clock.status).toBe(200);
    // This suite's clock is its own movable one, not the sandbox's: the api says so instead of pretending.
    expect((await api.call('POST', 'sandbox/clock', { body: { days: 1 } })).body.code).toBe('CLOCK_NOT_MOVABLE');
  });
});

describe.each(TEST_DATABASES)('the sandbox clock on $name', (database) => {
  it('moves forward by working days of a country outside production, and does not exist in production', async () => {
    const dev = await startTestApp(database);
    try {
      const before = Date.parse((await dev.get('sandbox/clock')).body.now);
      const moved = await dev.call('POST', 'sandbox/clock', { body: { workingDays: 3, country: 'SG' } });
      expect(moved.status).toBe(200);
      expect(moved.body.offsetMs).toBeGreaterThanOrEqual(3 * 24 * 3600 * 1000);
      expect(Date.parse(moved.body.now) - before).toBeGreaterThanOrEqual(3 * 24 * 3600 * 1000);
      expect((await dev.call('POST', 'sandbox/clock', { body: { days: -1 } })).status).toBe(400);
    } finally {
      await dev.close();
    }
    // Production names its payment provider and sets every secret; this production-mode app takes no money (decision 0138).
    const env = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
      ...Object.fromEntries(PRODUCTION_SECRETS.map((name) => [name, randomSecret()])),
    };
    const prod = await startTestApp(database, { production: true, env }); // production: no sandbox unless SANDBOX_ENABLED says so (decision 0100)
    try {
      expect((await prod.get('sandbox/clock')).status).toBe(404);
      expect((await prod.call('POST', 'sandbox/clock', { body: { days: 3 } })).status).toBe(404);
      expect((await prod.call('POST', 'sandbox/orders/SG1/state', { body: { state: 'delivered' } })).status).toBe(404);
      expect(prod.app.clock.now().getTime()).toBeLessThanOrEqual(Date.now());
      expect('advance' in prod.app.clock).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
