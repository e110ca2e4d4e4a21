// A member's Beauty Pass on a real database, driven through the REST calls and the jobs
// with a movable clock: joining (shown White), an order delivered by staff, its purchase
// points pending for 3 working days and then valid, the tier spend counted, the upgrade to
// Black with its message, and Σ ledger = balance throughout.
import { describe, expect, it, vi } from 'vitest';
import { TEST_DATABASES } from '../test-support/app.test-support.ts';
import { pointsValidFrom } from './purchase-points.ts';
import { DAY, startLoyaltyAppForSuite } from '../test-support/loyalty.test-support.ts';

// Real orders and app starts: slow on a busy machine, never waiting on anything but the work.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

describe.each(TEST_DATABASES)('Beauty Pass from joining to Black on $name', (database) => {
  const api = startLoyaltyAppForSuite(database, new Date('2026-03-02T02:00:00Z')); // a Monday morning in Singapore

  const ledgerSum = async (userId: string) =>
    Number((await api.db.query<{ s: string | null }>('select sum(points) as s from points_ledger where user_id = $1', [userId])).rows[0]!.s ?? 0);

  it('shows a new SG member as White with S$300 to Black, then Black three working days after a S$300 order is delivered', async () => {
    const m = await api.member();
    const joined = await api.get('loyalty/beauty-pass', { headers: m.auth, country: 'SG' });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ tier: 'pink', shownTier: 'white', country: 'SG', points: { valid: 0, pending: 0, expiringSoon: null } });
    expect(joined.body.cardNumber).toMatch(/^60\d{9}$/);
    expect(joined.body.messages).toEqual([
      { kind: 'in_progress', tier: 'black', amount: { amount: 30_000, currency: 'SGD' }, days: 365, date: '2027-03-02T02:00:00.000Z' },
    ]);

    const order = await api.order(m, 30_000);
    for (const state of ['packed', 'shipped', 'delivered']) {
      const moved = await api.move(order.id, state === 'shipped' ? { state, trackingNumber: 'SGX-123456' } : { state });
      expect(moved.status).toBe(200);
      expect(moved.body.fulfilment.state).toBe(state);
    }
    const page = await api.get(`orders/${order.id}`, { headers: m.auth });
    expect(page.body.fulfilment).toMatchObject({ state: 'delivered', trackingNumber: 'SGX-123456', deliveredAt: '2026-03-02T02:00:00.000Z' });

    const expected = Math.floor(order.goods / 100); // pink earns one point per S$1
    const delivered = await api.get('loyalty/beauty-pass', { headers: m.auth });
    expect(delivered.body.points).toEqual({ valid: 0, pending: expected, expiringSoon: null });
    expect(delivered.body.progress.pendingSpend.amount).toBe(order.goods);
    expect(delivered.body.shownTier).toBe('white');

    // Monday + 3 working days (no SG holiday that week) = Thursday, same time.
    expect(pointsValidFrom('SG', api.clock.now()).toISOString()).toBe('2026-03-05T02:00:00.000Z');
    api.clock.advance(2 * DAY);
    expect((await api.runJobs())['loyalty-count-tier-spend']).toBe(0); // still pending
    api.clock.advance(DAY);
    expect((await api.runJobs())['loyalty-count-tier-spend']).toBe(1);
    expect((await api.runJobs())['loyalty-count-tier-spend']).toBe(0); // counted once

    const black = await api.get('loyalty/beauty-pass', { headers: m.auth });
    expect(black.body).toMatchObject({ tier: 'black', shownTier: 'black', points: { valid: expected, pending: 0 } });
    expect(black.body.progress.spend.amount).toBe(order.goods);
    expect(black.body.messages.map((message: { kind: string }) => message.kind)).toEqual(['just_upgraded', 'keep_tier', 'in_progress']);
    // Both mails were sent by the mail sender (the first job of the round after the one that wrote them).
    const mail = await api.db.query<{ kind: string; sent: boolean; dead: boolean; first_name: string }>(
      `select kind, sent_at is not null as sent, dead_at is not null as dead, payload->>'firstName' as first_name from outbox where recipient = $1 and kind like 'loyalty_%' order by id`,
      [m.email],
    );
    expect(mail.rows).toEqual([
      { kind: 'loyalty_points_valid', sent: true, dead: false, first_name: 'Mei' },
      { kind: 'loyalty_tier_upgraded', sent: true, dead: false, first_name: 'Mei' },
    ]);

    const history = await api.get('loyalty/points-history', { headers: m.auth });
    expect(history.body.entries).toEqual([
      expect.objectContaining({ source: 'purchase_points_with_order_number', points: expected, orderNumber: order.number, pending: false }),
    ]);
    expect(await ledgerSum(m.userId)).toBe(black.body.points.valid + black.body.points.pending);
  });

  it('lets only staff move orders, refuses moves that make no sense, and needs a tracking number to ship', async () => {
    const m = await api.member();
    const order = await api.order(m, 1000);
    expect((await api.call('POST', `staff/orders/${order.id}/state`, { body: { state: 'packed' } })).status).toBe(401);
    const shopper = await api.move(order.id, { state: 'packed' }, m.auth);
    expect(shopper.status).toBe(403);
    expect(shopper.body.code).toBe('STAFF_ONLY');
    expect((await api.move(order.id, { state: 'shipped' })).body.code).toBe('TRACKING_NUMBER_REQUIRED');
    expect((await api.move(order.number, { state: 'delivered' })).status).toBe(200); // by number too
    const back = await api.move(order.id, { state: 'packed' });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({ code: 'ORDER_STATE_INVALID', details: { from: 'delivered', to: 'packed' } });
    expect((await api.move(order.id, { state: 'cancelled' })).status).toBe(409);
    expect((await api.move('SG-no-such', { state: 'packed' })).status).toBe(404);
  });

  it('cancels before shipping with the stock back and no points; returns per line take back their share of points and spend', async () => {
    const m = await api.member();
    const cancelled = await api.order(m, 1000);
    const stockOf = async (orderId: string) =>
      Number(
        (
          await api.db.query<{ q: string }>(
            'select sum(s.quantity) as q from stock s join order_line l on l.variant_id = s.variant_id where l.order_id = $1 and s.country = $2',
            [orderId, 'SG'],
          )
        ).rows[0]!.q,
      );
    const before = await stockOf(cancelled.id);
    const gone = await api.move(cancelled.id, { state: 'cancelled', reason: 'customer asked' });
    expect(gone.body.fulfilment.state).toBe('cancelled');
    expect(await stockOf(cancelled.id)).toBeGreaterThan(before);
    expect((await api.move(cancelled.id, { state: 'delivered' })).status).toBe(409);

    const order = await api.order(m, 20_000, 'SG', 2);
    await api.move(order.id, { state: 'delivered' });
    const earned = (await api.get('loyalty/beauty-pass', { headers: m.auth })).body.points.pending as number;
    expect(earned).toBeGreaterThan(0);
    const lines = (await api.get(`orders/${order.id}`, { headers: m.auth })).body.lines as Array<{ quantity: number }>;
    const part = await api.move(order.id, { state: 'returned', lines: [{ position: 0, quantity: 1 }] });
    expect(part.status).toBe(200);
    expect(part.body.fulfilment.state).toBe('delivered'); // a part return leaves it delivered, the line says what came back
    expect(part.body.fulfilment.lines[0].returnedQuantity).toBe(1);
    const afterPart = (await api.get('loyalty/beauty-pass', { headers: m.auth })).body.points;
    expect(afterPart.pending).toBeLessThan(earned);
    expect(afterPart.valid).toBe(0); // a reversal of pending points never dips into valid ones

    api.clock.advance(7 * DAY);
    await api.runJobs();
    const counted = (await api.get('loyalty/beauty-pass', { headers: m.auth })).body;
    const whole = await api.move(order.id, { state: 'returned' });
    expect(whole.body.fulfilment.state).toBe('returned');
    expect(whole.body.fulfilment.lines.map((l: { returnedQuantity: number }) => l.returnedQuantity)).toEqual(lines.map((l) => l.quantity));
    const after = (await api.get('loyalty/beauty-pass', { headers: m.auth })).body;
    expect(after.points).toMatchObject({ valid: 0, pending: 0 });
    expect(after.progress.spend.amount).toBe(0);
    expect(counted.progress.spend.amount).toBeGreaterThan(0);
    expect(await ledgerSum(m.userId)).toBe(0);

    // The shopper hears of each move once, with exactly what it took back.
    const mails = await api.db.query<{ kind: string; payload: { number: string; whole: boolean; lines: { quantity: number }[] } }>(
      `select kind, payload from outbox where kind in ('order_cancelled', 'order_returned') and payload->>'orderId' = any($1::text[]) order by id`,
      [[cancelled.id, order.id]],
    );
    expect(mails.rows.map((r) => [r.kind, r.payload.whole, r.payload.lines.reduce((n, l) => n + l.quantity, 0)])).toEqual([
      ['order_cancelled', true, 1],
      ['order_returned', false, 1],
      ['order_returned', true, lines.reduce((n, l) => n + l.quantity, 0) - 1],
    ]);
  });
});
