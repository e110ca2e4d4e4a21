// Booking limits (decision 0134): the anonymous hoard (five guest calls at once that took
// a store's day) now books LIVE_BOOKINGS_PER_STORE_DAY and the rest are refused with
// 409 BOOKING_LIMIT_REACHED, whether the script keeps its device id and address or changes
// one of them; an e-mail is mailed at most BOOKINGS_PER_EMAIL_PER_DAY bookings a day; a
// member counts per account; staff see a store day's bookings grouped by holder and release
// a hoard (the slots go back on sale); a shopper may not.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '@beauty/contracts/account';
import { movableClock } from '../platform/jobs/clock.ts';
import { randomSecret } from '../platform/secrets.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test-support/app.test-support.ts';
import { setStaffRole } from '../account/staff.ts';
import { registerDevice } from '../kiosk/kiosk-devices.ts';
import { BOOKINGS_PER_EMAIL_PER_DAY, LIVE_BOOKINGS_PER_DAY, LIVE_BOOKINGS_PER_STORE_DAY } from './booking-limits.ts';

// Thursday 1 October 2026, 08:00 in Singapore.
const START = new Date('2026-10-01T00:00:00Z');
const at = (time: string, date: string) => new Date(`${date}T${time}:00+08:00`).toISOString();
const PASSWORD = 'Lumi#2024';
const consents = { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true };

describe.each(TEST_DATABASES)('booking limits on $name', (database) => {
  let t: TestApp;
  const hopSecret = randomSecret();
  const clock = movableClock(START);
  beforeAll(async () => {
    t = await startTestApp(database, { clock, hopSecret });
  }, 300_000);
  afterAll(async () => t?.close());

  /** A guest as our own hops describe them: a device id and a buyer address. */
  const guest = (device = randomUUID(), ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`) => ({
    'x-device-id': device,
    'x-buyer-ip': ip,
    'x-internal-hop': hopSecret,
  });
  const makeover = (startsAt: string, over: Record<string, unknown> = {}) => ({
    activityId: 'AC-SG-full-makeover',
    storeId: 'ST-SG-1',
    startsAt,
    artistId: null,
    contact: { fullName: 'Nobody Checks' },
    ...over,
  });
  const create = (body: unknown, headers: Record<string, string>) => t.call('POST', 'reservation-service/create', { country: 'SG', body, headers });
  const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();
  const account = async (staff = false) => {
    const email = `holder-${randomUUID().slice(0, 8)}@example.com`;
    const made = await t.call('POST', 'auth/register/', {
      country: 'SG',
      body: { email, password: PASSWORD, passwordConfirmation: PASSWORD, firstName: 'Ana', lastName: 'Lim', consents },
    });
    expect(made.status).toBe(201);
    if (staff) await setStaffRole(t.db, email, true);
    const signedIn = await t.call<Tokens>('POST', 'auth/token', { body: { grant_type: 'password', email, password: PASSWORD } });
    return { authorization: `Bearer ${signedIn.body.accessToken}` };
  };
  /** The times artist 1 of ION Orchard is free for a makeover that day. */
  const freeTimes = async (date: string) =>
    (await t.get(`booking-service/available-slots/AC-SG-full-makeover?storeId=ST-SG-1&date=${date}&artistId=AR-SG-1-1`, { country: 'SG' })).body.slots.map(
      (s: { startsAt: string }) => s.startsAt,
    ) as string[];

  it(`the five-call hoard: one guest's five parallel bookings of a store day make ${LIVE_BOOKINGS_PER_STORE_DAY}; the sixth call is told why`, async () => {
    const hoarder = guest();
    const times = ['10:00', '11:00', '12:00', '13:00', '14:00'].map((time) => at(time, '2026-10-06'));
    const results = await Promise.all(times.map((time) => create(makeover(time), hoarder)));
    expect(statuses(results), JSON.stringify(results.map((r) => r.body.code))).toEqual([201, 201, 409, 409, 409]);
    const sixth = await create(makeover(at('15:00', '2026-10-06')), hoarder);
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({
      code: 'BOOKING_LIMIT_REACHED',
      message: 'You already have 2 bookings at this store on this day. Cancel one to book another time.',
      details: { scope: 'store-day', limit: 2 },
    });
    // A new device id from the same address, or the same device from another address, is the same holder.
    expect((await create(makeover(at('16:00', '2026-10-06')), guest(undefined, hoarder['x-buyer-ip']))).body.code).toBe('BOOKING_LIMIT_REACHED');
    expect((await create(makeover(at('16:00', '2026-10-06')), guest(hoarder['x-device-id']))).body.code).toBe('BOOKING_LIMIT_REACHED');
    // Across the country's stores, LIVE_BOOKINGS_PER_DAY in all.
    expect((await create(makeover(at('16:00', '2026-10-06'), { storeId: 'ST-SG-2' }), hoarder)).status).toBe(201);
    expect((await create(makeover(at('17:00', '2026-10-06'), { storeId: 'ST-SG-2' }), hoarder)).body).toMatchObject({
      code: 'BOOKING_LIMIT_REACHED',
      details: { scope: 'day', limit: LIVE_BOOKINGS_PER_DAY },
    });
    // Another shopper is not held up by the hoarder.
    expect((await create(makeover(at('17:00', '2026-10-06')), guest())).status).toBe(201);
    const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from reservation where device_id = $1`, [hoarder['x-device-id']]);
    expect(rows[0]!.n).toBe(3);
  });

  it(`an e-mail address is booked (and mailed) at most ${BOOKINGS_PER_EMAIL_PER_DAY} times in 24 hours, whoever sends it`, async () => {
    const email = `nobody-reads-${randomUUID().slice(0, 6)}@example.com`;
    const dates = ['2026-10-07', '2026-10-08', '2026-10-09', '2026-10-13', '2026-10-14'];
    const results = [];
    for (const date of dates) results.push(await create(makeover(at('10:00', date), { contact: { fullName: 'Nobody', email } }), guest()));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 409]);
    expect(results[4]!.body).toMatchObject({ code: 'BOOKING_LIMIT_REACHED', details: { scope: 'email-day', limit: BOOKINGS_PER_EMAIL_PER_DAY } });
    // The same address in other letters is the same address.
    expect((await create(makeover(at('11:00', '2026-10-14'), { contact: { fullName: 'Nobody', email: email.toUpperCase() } }), guest())).body.code).toBe(
      'BOOKING_LIMIT_REACHED',
    );
    const mails = await t.db.query<{ n: number }>(`select count(*)::int as n from outbox where recipient = $1`, [email]);
    expect(mails.rows[0]!.n).toBe(BOOKINGS_PER_EMAIL_PER_DAY);
  });

  it("counts a member's bookings per account, from any device or address, and not against the guests on their network", async () => {
    const member = await account();
    const date = '2026-10-15';
    const mine = await Promise.all(['10:00', '11:00', '12:00'].map((time) => create(makeover(at(time, date)), { ...member, ...guest() })));
    expect(statuses(mine)).toEqual([201, 201, 409]);
    expect(mine.find((r) => r.status === 409)!.body.code).toBe('BOOKING_LIMIT_REACHED');
    // A guest on the member's own device and address still books.
    const shared = guest();
    expect((await create(makeover(at('13:00', date)), { ...member, ...shared })).body.code).toBe('BOOKING_LIMIT_REACHED');
    expect((await create(makeover(at('13:00', date)), shared)).status).toBe(201);
  }, 120_000);

  it("a store's kiosk books for the people in the store: its device and address are not counted, a made-up credential is refused", async () => {
    const kiosk = (await registerDevice(t.db, 'ST-SG-1', 'Front desk', null))!;
    const atKiosk = { ...guest(), 'x-kiosk-device': kiosk.credential };
    const date = '2026-10-20';
    const made = [];
    for (const time of ['10:00', '11:00', '12:00']) made.push(await create(makeover(at(time, date)), atKiosk));
    expect(made.map((r) => r.status)).toEqual([201, 201, 201]);
    const forged = await create(makeover(at('13:00', date)), { ...atKiosk, 'x-kiosk-device': `${kiosk.credential}x` });
    expect(forged.status).toBe(401);
  });

  it('staff list a store day by holder and release a hoard: its slots are back on sale; a shopper is refused', async () => {
    const date = '2026-10-16';
    const hoarder = guest();
    const times = [at('10:00', date), at('12:00', date)];
    const made = await Promise.all(times.map((time) => create(makeover(time, { artistId: 'AR-SG-1-1' }), hoarder)));
    expect(statuses(made)).toEqual([201, 201]);
    expect(await freeTimes(date)).not.toContain(at('10:00', date));
    expect(await freeTimes(date)).not.toContain(at('12:00', date));

    const shopper = await account();
    const refused = await t.get(`staff/bookings/holders?storeId=ST-SG-1&date=${date}`, { country: 'SG', headers: shopper });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('STAFF_ONLY');
    expect((await t.get(`staff/bookings/holders?storeId=ST-SG-1&date=${date}`, { country: 'SG' })).status).toBe(401);
    const notAllowed = await t.call('POST', 'staff/bookings/holders/release', {
      country: 'SG',
      headers: shopper,
      body: { storeId: 'ST-SG-1', date, kind: 'device', value: hoarder['x-device-id'] },
    });
    expect(notAllowed.status).toBe(403);

    const staff = await account(true);
    const list = await t.get(`staff/bookings/holders?storeId=ST-SG-1&date=${date}`, { country: 'SG', headers: staff });
    expect(list.status).toBe(200);
    const byDevice = list.body.groups.find((g: { kind: string; value: string }) => g.kind === 'device' && g.value === hoarder['x-device-id']);
    expect(byDevice.bookings.map((b: { id: string }) => b.id).sort()).toEqual(made.map((r) => r.body.id).sort());
    expect(list.body.groups.find((g: { kind: string; value: string }) => g.kind === 'ip' && g.value === hoarder['x-buyer-ip']).bookings).toHaveLength(2);
    expect(list.body.groups[0].bookings.length).toBeGreaterThanOrEqual(2);
    expect((await t.get('staff/bookings/holders?storeId=ST-XX-9&date=2026-10-16', { country: 'SG', headers: staff })).status).toBe(404);
    expect((await t.get('staff/bookings/holders?storeId=ST-SG-1&date=16.10.2026', { country: 'SG', headers: staff })).status).toBe(400);

    const released = await t.call('POST', 'staff/bookings/holders/release', {
      country: 'SG',
      headers: staff,
      body: { storeId: 'ST-SG-1', date, kind: 'device', value: hoarder['x-device-id'] },
    });
    expect(released.status).toBe(200);
    expect(released.body.released.sort()).toEqual(made.map((r) => r.body.id).sort());
    expect(await freeTimes(date)).toEqual(expect.arrayContaining(times));
    const read = await t.get(`reservation-service/${made[0]!.body.id}?token=${encodeURIComponent(made[0]!.body.manageToken)}`, { country: 'SG' });
    expect(read.body.status).toBe('cancelled');
    // Released, the holder holds nothing there any more.
    expect((await t.get(`staff/bookings/holders?storeId=ST-SG-1&date=${date}`, { country: 'SG', headers: staff })).body.groups).toEqual([]);
  }, 120_000);
});
