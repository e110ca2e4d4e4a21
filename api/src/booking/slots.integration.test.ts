// Slots (issue 13 item 3): computed from the store's hours, the artists' shifts and the
// bookings, on the store's own clock: Sydney against Perth across the daylight-saving
// changes (first Sunday of October and of April), holidays, a chosen artist, and the
// typed empty answers of docs/product.md#messages.
import { describe, expect, it } from 'vitest';
import { movableClock } from '../platform/jobs/clock.ts';
import { TEST_DATABASES } from '../test-support/app.test-support.ts';
import { startBookingAppForSuite } from '../test-support/booking.test-support.ts';

type Slot = {
  startsAt: string;
  local: { date: string; time: string; timeZone: string };
  artists: { id: string }[];
  sessionId: string | null;
  remaining: number;
};

describe.each(TEST_DATABASES)('booking slots on $name', (database) => {
  const clock = movableClock(new Date('2026-10-01T00:00:00Z'));
  const t = startBookingAppForSuite(database, clock);

  const day = (activity: string, store: string, date: string, extra = '') =>
    t.get<{ slots: Slot[]; emptyMessage: string | null; timeZone: string; artists: { id: string }[] }>(
      `booking-service/available-slots/${activity}?storeId=${store}&date=${date}${extra}`,
      { country: 'AU' },
    );

  it('opens at 10:00 on the Sydney clock on both sides of the October change, an hour apart in UTC; Perth stays put', async () => {
    const saturday = await day('AC-AU-full-makeover', 'ST-AU-1', '2026-10-03');
    const sunday = await day('AC-AU-full-makeover', 'ST-AU-1', '2026-10-04');
    expect(saturday.body.timeZone).toBe('Australia/Sydney');
    expect(saturday.body.slots[0]).toMatchObject({
      startsAt: '2026-10-03T00:00:00.000Z',
      local: { date: '2026-10-03', time: '10:00', timeZone: 'Australia/Sydney' },
    });
    expect(sunday.body.slots[0]).toMatchObject({ startsAt: '2026-10-03T23:00:00.000Z', local: { date: '2026-10-04', time: '10:00' } });
    // Sunday: the store closes at 17:00, so a 60-minute makeover starts at 16:00 at the latest.
    expect(sunday.body.slots.at(-1)!.local.time).toBe('16:00');
    const perthSaturday = await day('AC-AU-full-makeover', 'ST-AU-4', '2026-10-03');
    const perthSunday = await day('AC-AU-full-makeover', 'ST-AU-4', '2026-10-04');
    expect(perthSaturday.body.slots[0]).toMatchObject({ startsAt: '2026-10-03T04:00:00.000Z', local: { time: '12:00', timeZone: 'Australia/Perth' } });
    expect(perthSunday.body.slots[0]).toMatchObject({ startsAt: '2026-10-04T04:00:00.000Z', local: { time: '12:00' } });
  });

  it('follows the April change back: 10:00 in Sydney is 23:00 UTC on Saturday 3 April 2027, 00:00 UTC on Sunday 4 April', async () => {
    clock.advance(Date.parse('2027-04-01T00:00:00Z') - clock.now().getTime());
    try {
      const saturday = await day('AC-AU-full-makeover', 'ST-AU-1', '2027-04-03');
      const sunday = await day('AC-AU-full-makeover', 'ST-AU-1', '2027-04-04');
      expect(saturday.body.slots[0]).toMatchObject({ startsAt: '2027-04-02T23:00:00.000Z', local: { time: '10:00' } });
      expect(sunday.body.slots[0]).toMatchObject({ startsAt: '2027-04-04T00:00:00.000Z', local: { time: '10:00' } });
      const perth = await day('AC-AU-full-makeover', 'ST-AU-4', '2027-04-04');
      expect(perth.body.slots[0]).toMatchObject({ startsAt: '2027-04-04T04:00:00.000Z', local: { time: '12:00' } });
    } finally {
      clock.advance(Date.parse('2026-10-01T00:00:00Z') - clock.now().getTime());
    }
  });

  it('gives a chosen artist only their own shift, any artist the union, and refuses an artist of another store', async () => {
    // Thursday 8 October in Sydney: artist 1 works 10-18, artist 2 12-21 (the store shuts at 21:00 on Thursdays).
    const any = await day('AC-AU-express-makeup', 'ST-AU-1', '2026-10-08');
    expect(any.body.slots[0]!.local.time).toBe('10:00');
    expect(any.body.slots.at(-1)!.local.time).toBe('20:30');
    const noon = any.body.slots.find((s) => s.local.time === '12:00')!;
    expect(noon.artists.map((a) => a.id)).toEqual(['AR-AU-1-1', 'AR-AU-1-2']);
    const second = await day('AC-AU-express-makeup', 'ST-AU-1', '2026-10-08', '&artistId=AR-AU-1-2');
    expect(second.body.slots[0]!.local.time).toBe('12:00');
    const elsewhere = await day('AC-AU-express-makeup', 'ST-AU-1', '2026-10-08', '&artistId=AR-AU-4-1');
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body).toMatchObject({ code: 'ARTIST_NOT_FOUND' });
  });

  it('answers "No time slots available" on a day the store is closed, not an error', async () => {
    // Christmas Day: Adelaide closes on public holidays, Sydney keeps holiday hours.
    const adelaide = await day('AC-AU-full-makeover', 'ST-AU-5', '2026-12-25');
    expect(adelaide.status).toBe(200);
    expect(adelaide.body).toMatchObject({ slots: [], emptyMessage: 'No time slots available' });
    const sydney = await day('AC-AU-full-makeover', 'ST-AU-1', '2026-12-25');
    expect(sydney.body.slots[0]!.local.time).toBe('10:00');
    expect(sydney.body.emptyMessage).toBeNull();
  });

  it('closes on public holidays of 2028 and later too, and on the state’s own (date-holidays, not a 2026-2027 table)', async () => {
    // Wednesday 26 January 2028, Australia Day: Adelaide closes; the Wednesday before is open.
    expect((await day('AC-AU-full-makeover', 'ST-AU-5', '2028-01-26')).body).toMatchObject({ slots: [], emptyMessage: 'No time slots available' });
    expect((await day('AC-AU-full-makeover', 'ST-AU-5', '2028-01-19')).body.slots.length).toBeGreaterThan(0);
    // Monday 13 March 2028, Adelaide Cup Day: South Australia's holiday closes Adelaide, not Sydney's Monday.
    expect((await day('AC-AU-full-makeover', 'ST-AU-5', '2028-03-13')).body.slots).toEqual([]);
    expect((await day('AC-AU-full-makeover', 'ST-AU-5', '2028-03-06')).body.slots.length).toBeGreaterThan(0);
    expect((await day('AC-AU-full-makeover', 'ST-AU-1', '2028-03-13')).body.slots[0]!.local.time).toBe('10:00');
  });

  it('lists the days with slots, and "No Available Slots" when none has', async () => {
    const week = await t.get('booking-service/time-slots/AC-AU-contour-class?storeId=ST-AU-4&from=2026-10-01&days=7', { country: 'AU' });
    expect(week.body.days.filter((d: { slotCount: number }) => d.slotCount > 0).map((d: { date: string }) => d.date)).toEqual(['2026-10-03']);
    expect(week.body.days.find((d: { date: string }) => d.date === '2026-10-03').firstSlot).toEqual({
      date: '2026-10-03',
      time: '14:00',
      timeZone: 'Australia/Perth',
    });
    const none = await t.get('booking-service/time-slots/AC-AU-contour-class?storeId=ST-AU-4&from=2026-10-05&days=3', { country: 'AU' });
    expect(none.body).toMatchObject({ emptyMessage: 'No Available Slots' });
    expect(none.body.days.every((d: { slotCount: number }) => d.slotCount === 0)).toBe(true);
    const notOffered = await t.get('booking-service/time-slots/AC-AU-contour-class?storeId=ST-AU-3', { country: 'AU' });
    expect(notOffered.body.code).toBe('STORE_CLOSED');
  });

  it('offers a class as its session with the seats left', async () => {
    const saturday = await day('AC-AU-contour-class', 'ST-AU-4', '2026-10-03');
    expect(saturday.body.slots).toHaveLength(1);
    expect(saturday.body.slots[0]).toMatchObject({ local: { time: '14:00' }, remaining: 8, artists: [] });
    expect(saturday.body.slots[0]!.sessionId).toMatch(/^SE-AU-4-contour-class-/);
  });
});
