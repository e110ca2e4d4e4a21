// Time in Beauty Pass, lived in seconds with a movable clock: a whole membership year and
// the next (keep, warning, downgrade, regain), Gold dropping to Black, an 18-month expiry,
// and a birthday (double points, told once a year).
import { describe, expect, it, vi } from 'vitest';
import { localDay } from '@beauty/contracts/calendar';
import { TEST_DATABASES } from '../test-support/app.test-support.ts';
import { addMonths } from './expiry.ts';
import { DAY, EVENTS_KEY, type Member, startLoyaltyAppForSuite } from '../test-support/loyalty.test-support.ts';

// Real orders and app starts: slow on a busy machine, never waiting on anything but the work.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

describe.each(TEST_DATABASES)('membership years, expiry and birthdays on $name', (database) => {
  const api = startLoyaltyAppForSuite(database, new Date('2026-03-02T02:00:00Z'));

  const pass = async (m: Member) => (await api.get('loyalty/beauty-pass', { headers: m.auth, country: 'SG' })).body;
  const kinds = async (m: Member) => (await pass(m)).messages.map((message: { kind: string }) => message.kind);
  /** An order of at least `amount`, delivered now, its points valid and counted 7 days later. */
  const buyAndWait = async (m: Member, amount: number) => {
    const order = await api.order(m, amount);
    expect((await api.move(order.id, { state: 'delivered' })).status).toBe(200);
    api.clock.advance(7 * DAY);
    await api.runJobs();
    return order;
  };
  const outbox = async (m: Member, kind: string) =>
    Number((await api.db.query<{ n: string }>('select count(*) as n from outbox where recipient = $1 and kind = $2', [m.email, kind])).rows[0]!.n);
  /** How many of them the mail sender has sent (it runs first in each round: a row is sent the round after it is written). */
  const sent = async (m: Member, kind: string) =>
    Number(
      (await api.db.query<{ n: string }>('select count(*) as n from outbox where recipient = $1 and kind = $2 and sent_at is not null', [m.email, kind]))
        .rows[0]!.n,
    );

  it('keeps Black through a year of spend, warns before the next year ends, drops to White, and regains Black by spending again', async () => {
    const m = await api.member();
    const joined = await pass(m);
    const yearEnd = new Date(joined.progress.yearEnd);
    await buyAndWait(m, 30_000);
    expect((await pass(m)).tier).toBe('black');

    api.clock.advance(yearEnd.getTime() - api.clock.now().getTime() - 10 * DAY);
    expect(await kinds(m)).toContain('keep_tier'); // spent the keep amount: no warning, even 10 days before
    api.clock.advance(11 * DAY);
    await api.runJobs();
    const second = await pass(m);
    expect(second).toMatchObject({ tier: 'black', progress: { spend: { amount: 0 } } }); // kept; the counter restarts
    expect(second.progress.yearStart).toBe(yearEnd.toISOString());

    api.clock.advance(365 * DAY - 45 * DAY);
    const warned = (await pass(m)).messages.find((message: { kind: string }) => message.kind === 'downgrade_warning');
    expect(warned).toMatchObject({ tier: 'black', amount: { amount: 30_000, currency: 'SGD' }, date: second.progress.yearEnd });
    expect(warned.days).toBeGreaterThan(40);
    expect(warned.days).toBeLessThanOrEqual(45);

    api.clock.advance(46 * DAY);
    await api.runJobs();
    const dropped = await pass(m);
    expect(dropped.tier).toBe('white');
    expect(dropped.messages[0]).toMatchObject({ kind: 'just_downgraded', tier: 'black', amount: { amount: 30_000, currency: 'SGD' } });
    expect(await outbox(m, 'loyalty_tier_downgraded')).toBe(1);
    expect((await api.runJobs())['loyalty-year-end']).toBe(0); // once
    expect(await sent(m, 'loyalty_tier_downgraded')).toBe(1);

    await buyAndWait(m, 30_000);
    expect((await pass(m)).tier).toBe('black');
  });

  it('takes Gold down to Black (not further) when the keep spend is not reached, and says max tier while it is', async () => {
    const m = await api.member();
    const yearEnd = new Date((await pass(m)).progress.yearEnd);
    await buyAndWait(m, 150_000);
    const gold = await pass(m);
    expect(gold.tier).toBe('gold');
    expect(gold.messages.map((message: { kind: string }) => message.kind)).toEqual(['just_upgraded', 'max_tier']);
    api.clock.advance(yearEnd.getTime() - api.clock.now().getTime() + DAY);
    await api.runJobs();
    expect((await pass(m)).tier).toBe('gold'); // kept for the next year
    api.clock.advance(366 * DAY);
    await api.runJobs();
    const black = await pass(m);
    expect(black.tier).toBe('black');
    expect(black.messages[0]).toMatchObject({ kind: 'just_downgraded', tier: 'gold', amount: { amount: 150_000 } });
  });

  it('warns of points that expire 18 months after the last purchase or redemption, then expires them once', async () => {
    const m = await api.member();
    const joined = await pass(m);
    const event = await api.call('POST', 'loyalty/events', {
      headers: { 'x-loyalty-key': EVENTS_KEY },
      body: { cardNumber: joined.cardNumber, source: 'survey_points', points: 80, reference: `survey-${m.userId}`, country: 'SG' },
    });
    expect(event.status).toBe(200);
    expect(event.body).toMatchObject({ recorded: true, balance: { valid: 80, pending: 0 } });
    await api.runJobs();

    const expiresAt = addMonths(new Date(joined.joinedAt), 18);
    api.clock.advance(expiresAt.getTime() - api.clock.now().getTime() - 30 * DAY);
    expect((await pass(m)).points.expiringSoon).toEqual({ points: 80, date: expiresAt.toISOString() });
    await api.runJobs();
    expect((await pass(m)).points.valid).toBe(80); // not yet

    api.clock.advance(31 * DAY);
    await api.runJobs();
    const after = await pass(m);
    expect(after.points).toEqual({ valid: 0, pending: 0, expiringSoon: null });
    const history = (await api.get('loyalty/points-history', { headers: m.auth })).body.entries;
    expect(history[0]).toMatchObject({ source: 'expired_points', points: -80 });
    await api.runJobs();
    expect((await api.get('loyalty/points-history', { headers: m.auth })).body.entries).toHaveLength(2);
    expect(await outbox(m, 'loyalty_points_expired')).toBe(1);
    expect(await sent(m, 'loyalty_points_expired')).toBe(1);
  });

  it('keeps points alive while the member buys', async () => {
    const m = await api.member();
    await buyAndWait(m, 5000);
    api.clock.advance(500 * DAY);
    await buyAndWait(m, 5000);
    api.clock.advance(100 * DAY); // 600 days after the first purchase, 100 after the last
    await api.runJobs();
    const now = await pass(m);
    expect(now.points.valid).toBeGreaterThan(0);
    expect(now.points.expiringSoon).toBeNull();
  });

  // The points at delivery go by the month the order was placed, by the api's clock as the
  // bag and checkout priced it (once the database's now(), so a moved clock lost the double).
  it('doubles purchase points in the birthday month and tells the member once a year', async () => {
    // The order is placed at the api's clock (the bag and checkout price by it); its month is the birthday month.
    const month = localDay('SG', api.clock.now()).slice(5, 7);
    const m = await api.member({ dateOfBirth: `1990-${month}-15` });
    await pass(m);
    const order = await api.order(m, 10_000);
    const placed = (await api.get(`orders/${order.id}`, { headers: m.auth })).body;
    expect(placed.summary.pointsEarned).toBe(2 * Math.floor(order.goods / 100));
    await api.move(order.id, { state: 'delivered' });
    expect((await pass(m)).points.pending).toBe(placed.summary.pointsEarned);

    // The birthday job goes by the api's clock: move it into the birthday month.
    const clockMonth = () => localDay('SG', api.clock.now()).slice(5, 7);
    for (let i = 0; i < 13 && clockMonth() !== month; i += 1) {
      api.clock.advance(31 * DAY);
      await api.runJobs();
    }
    await api.runJobs();
    await api.runJobs();
    expect(await outbox(m, 'loyalty_birthday')).toBe(1);
    expect(await sent(m, 'loyalty_birthday')).toBe(1);
  });
});
