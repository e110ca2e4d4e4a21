// The external hosted provider (issue 13 item 6, decision 0093) against a local stand-in on
// 127.0.0.1: the api starts the flow under its own reference, and believes a return only
// after asking the provider server to server. A forged query string records nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../platform/jobs/clock.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.test-support.ts';
import { startBooxiStandIn, type BooxiStandIn } from './booxi-stand-in.ts';

describe.each(TEST_DATABASES)('hosted booking provider on $name', (database) => {
  let t: TestApp;
  let provider: BooxiStandIn;
  const clock = movableClock(new Date('2026-10-01T00:00:00Z'));
  beforeAll(async () => {
    provider = await startBooxiStandIn({ startsAt: new Date('2026-10-06T03:00:00Z') });
    t = await startTestApp(database, { clock, booking: { provider: { url: provider.url, key: provider.key, returnOrigin: 'http://127.0.0.1:3160' } } });
  }, 300_000); // a fresh seeded database on a shared machine
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const start = () => t.call('POST', 'booking-service/provider/start', { country: 'SG', body: { activityId: 'AC-SG-full-makeover', storeId: 'ST-SG-1' } });
  const giveBack = (body: unknown) => t.call('POST', 'booking-service/provider/return', { country: 'SG', body });
  const count = async () => (await t.db.query<{ n: number }>(`select count(*)::int as n from reservation where provider = 'booxi'`)).rows[0]!.n;

  it('confirms a booking only when the provider does, once, returning to our success page', async () => {
    const started = await start();
    expect(started.status).toBe(200);
    expect(started.body.redirectUrl).toMatch(new RegExp(`^${provider.url}/book/`));
    // The query string claims success before the shopper confirmed anything: nothing is recorded.
    const early = await giveBack({ reference: started.body.reference, bookingId: 'whatever', signature: 'looks-valid' });
    expect(early.body.code ?? early.body.outcome).toBe('BOOKING_PROVIDER_UNVERIFIED');
    const pending = await giveBack({ reference: started.body.reference });
    expect(pending.body).toEqual({ outcome: 'not_completed', reservation: null });
    expect(await count()).toBe(0);

    // The shopper confirms on the provider's page and is sent back to our success page.
    const page = await fetch(started.body.redirectUrl);
    expect(await page.text()).toContain('Confirm booking');
    const confirmed = await fetch(`${started.body.redirectUrl}/confirm`, { method: 'POST', redirect: 'manual' });
    const back = new URL(confirmed.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://127.0.0.1:3160/happening/services/booxi/success');
    const lookupsBefore = provider.lookups;
    const verified = await giveBack({ reference: back.searchParams.get('reference'), bookingId: back.searchParams.get('bookingId') });
    expect(verified.body.outcome).toBe('confirmed');
    expect(verified.body.reservation).toMatchObject({
      provider: 'booxi',
      status: 'confirmed',
      startsAt: '2026-10-06T03:00:00.000Z',
      local: { time: '11:00', timeZone: 'Asia/Singapore' },
    });
    expect(provider.lookups).toBe(lookupsBefore + 1);
    const reloaded = await giveBack({ reference: back.searchParams.get('reference'), bookingId: back.searchParams.get('bookingId') });
    expect(reloaded.body.reservation.id).toBe(verified.body.reservation.id);
    expect(await count()).toBe(1);
  });

  it("records nothing for a reference we never issued, a booking id that is not the provider's, or a cancelled flow", async () => {
    const before = await count();
    expect((await giveBack({ reference: 'LBforged-reference' })).body.code).toBe('BOOKING_PROVIDER_UNVERIFIED');
    const started = await start();
    await fetch(`${started.body.redirectUrl}/confirm`, { method: 'POST', redirect: 'manual' });
    expect((await giveBack({ reference: started.body.reference, bookingId: 'BX-not-theirs' })).body.code).toBe('BOOKING_PROVIDER_UNVERIFIED');
    const cancelledFlow = await start();
    const cancelled = await fetch(`${cancelledFlow.body.redirectUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(new URL(cancelled.headers.get('location')!).pathname).toBe('/happening/services/booxi/cancel');
    expect((await giveBack({ reference: cancelledFlow.body.reference })).body).toEqual({ outcome: 'cancelled', reservation: null });
    expect(await count()).toBe(before);
  });

  it('says so when the provider cannot be reached, and is off without configuration', async () => {
    const started = await start();
    await provider.close();
    try {
      expect((await giveBack({ reference: started.body.reference })).body).toMatchObject({
        code: 'BOOKING_PROVIDER_UNVERIFIED',
        details: { reason: 'unreachable' },
      });
    } finally {
      provider = await startBooxiStandIn();
    }
    const off = await startTestApp(database, { clock });
    try {
      expect(
        (await off.call('POST', 'booking-service/provider/start', { country: 'SG', body: { activityId: 'AC-SG-full-makeover', storeId: 'ST-SG-1' } })).status,
      ).toBe(404);
    } finally {
      await off.close();
    }
  }, 180_000); // a second app on a fresh database
});
