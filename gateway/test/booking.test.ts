// Bookings through the gateway against a real api: activities priced in the site's
// currency, slots in the store's own zone (Perth's 10:00 is 10:00 AWST, not Sydney's),
// a guest booking with any artist and its signed link, the form's messages on their
// fields, SLOT_TAKEN as a userError (and a race of ten through the gateway making one),
// reschedule and cancel, an expired booking refused, and one booking mutation per request.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stackForFile } from './support/stack.ts';

const stack = stackForFile();

const SG = { 'x-site-country': 'sg' };
const AU = { 'x-site-country': 'au' };
const BOOKING_FIELDS =
  'id confirmationNumber status startsAt timeZone changeable artist { id name } store { id name timeZone } activity { id kind name } contact { fullName email phone }';
const CREATE = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { ${BOOKING_FIELDS} } accessToken userErrors { code field message } } }`;
const RESCHEDULE = `mutation ($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { booking { ${BOOKING_FIELDS} } userErrors { code field message } } }`;
const CANCEL = `mutation ($input: CancelBookingInput!) { cancelBooking(input: $input) { booking { ${BOOKING_FIELDS} } userErrors { code field message } } }`;
const BOOKING = `query ($id: ID!, $token: String) { booking(id: $id, token: $token) { ${BOOKING_FIELDS} } }`;
const CALENDAR = 'query ($a: ID!, $s: ID!) { slotCalendar(activityId: $a, storeId: $s, days: 14) { timeZone days { date slotCount } } }';
const SLOTS =
  'query ($a: ID!, $s: ID!, $d: String!) { timeSlots(activityId: $a, storeId: $s, date: $d) { date timeZone artists { id } slots { startsAt endsAt remaining artists { id name } } } }';

type Slot = { startsAt: string; artists: { id: string; name: string }[] };

/** The slots of the first day with any, for an activity at a store. */
async function firstDay(headers: Record<string, string>, activityId: string, storeId: string) {
  const calendar = (await stack.graphql(CALENDAR, { headers, variables: { a: activityId, s: storeId } })).body.data!.slotCalendar;
  const day = calendar.days.find((d: { slotCount: number }) => d.slotCount > 0);
  const slots = (await stack.graphql(SLOTS, { headers, variables: { a: activityId, s: storeId, d: day.date } })).body.data!.timeSlots;
  return { calendar, slots };
}

const wallTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));

const contact = { fullName: 'Mei Lin Tan', email: 'mei@example.com', phone: '+65 9123 4567' };
const input = (activityId: string, storeId: string, startsAt: string, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  activityId,
  storeId,
  startsAt,
  artistId: null,
  contact,
  answers: [],
  ...extra,
});

describe('activities and slots', () => {
  it('lists services, classes and events of the site with prices in its currency and the stores that offer them', async () => {
    const { body } = await stack.graphql(
      '{ activities { id kind name durationMinutes price { amount currency } remainingCapacity stores { id } sessions { id timeZone remaining } questions { id kind required } } }',
      { headers: SG },
    );
    expect(body.errors).toBeUndefined();
    const kinds = new Set(body.data!.activities.map((a: { kind: string }) => a.kind));
    expect(kinds).toEqual(new Set(['SERVICE', 'CLASS', 'EVENT']));
    const makeover = body.data!.activities.find((a: { id: string }) => a.id === 'AC-SG-full-makeover');
    expect(makeover.price.currency).toBe('SGD');
    expect(makeover.price.amount).toBeGreaterThan(0);
    expect(makeover.stores.length).toBeGreaterThan(0);
    expect(makeover.remainingCapacity).toBeNull();
    const aClass = body.data!.activities.find((a: { kind: string; sessions: unknown[] }) => a.kind === 'CLASS' && a.sessions.length > 0);
    expect(aClass.remainingCapacity).toBeGreaterThan(0);
    expect(aClass.sessions[0].timeZone).toBe('Asia/Singapore');
  });

  it('gives a Perth store’s slots in Perth’s zone, within its opening hours there', async () => {
    const { calendar, slots } = await firstDay(AU, 'AC-AU-full-makeover', 'ST-AU-4');
    expect(calendar.timeZone).toBe('Australia/Perth');
    expect(slots.timeZone).toBe('Australia/Perth');
    expect(slots.slots.length).toBeGreaterThan(0);
    const perthTimes = slots.slots.map((s: Slot) => wallTime(s.startsAt, 'Australia/Perth'));
    // Every slot starts at opening time or later on Perth's clock, on the quarter hour.
    expect(perthTimes.every((t: string) => t >= '09:00' && t <= '21:00' && /:(00|15|30|45)$/.test(t))).toBe(true);
    // The same instants on Sydney's clock are two or three hours later: not the zone they are shown in.
    expect(wallTime(slots.slots[0].startsAt, 'Australia/Sydney')).not.toBe(perthTimes[0]);
    expect(slots.slots[0].artists.length).toBeGreaterThan(0);
  });
});

describe('reservations', () => {
  it('books a guest with any available artist, answers with a confirmation number and a link only its holder can use', async () => {
    const { slots } = await firstDay(SG, 'AC-SG-full-makeover', 'ST-SG-1');
    const slot: Slot = slots.slots[0];
    const { body } = await stack.graphql(CREATE, { headers: SG, variables: { input: input('AC-SG-full-makeover', 'ST-SG-1', slot.startsAt) } });
    expect(body.errors).toBeUndefined();
    const { booking, accessToken, userErrors } = body.data!.createBooking;
    expect(userErrors).toEqual([]);
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      timeZone: 'Asia/Singapore',
      changeable: true,
      activity: { kind: 'SERVICE' },
      store: { id: 'ST-SG-1' },
    });
    expect(booking.confirmationNumber).toMatch(/\w{6,}/);
    // "Any available artist": the api assigned one of those free then.
    expect(slot.artists.map((a) => a.id)).toContain(booking.artist.id);
    expect(accessToken).toEqual(expect.any(String));

    const withLink = await stack.graphql(BOOKING, { headers: SG, variables: { id: booking.id, token: accessToken } });
    expect(withLink.body.data!.booking.confirmationNumber).toBe(booking.confirmationNumber);
    const withoutLink = await stack.graphql(BOOKING, { headers: SG, variables: { id: booking.id } });
    expect(withoutLink.body.data!.booking).toBeNull();
    const wrongLink = await stack.graphql(BOOKING, { headers: SG, variables: { id: booking.id, token: 'x'.repeat(43) } });
    expect(wrongLink.body.data!.booking).toBeNull();
  });

  it('returns the booking form’s messages on their fields', async () => {
    const { slots } = await firstDay(SG, 'AC-SG-brow-shaping', 'ST-SG-1');
    const bad = input('AC-SG-brow-shaping', 'ST-SG-1', slots.slots[0].startsAt, { contact: { fullName: '  ', email: 'mei@', phone: '12ab' } });
    const { body } = await stack.graphql(CREATE, { headers: SG, variables: { input: bad } });
    expect(body.data!.createBooking.booking).toBeNull();
    expect(body.data!.createBooking.userErrors).toEqual(
      expect.arrayContaining([
        { code: 'INVALID_INPUT', field: ['input', 'contact', 'fullName'], message: 'Full Name is required' },
        { code: 'INVALID_INPUT', field: ['input', 'contact', 'email'], message: 'Invalid email' },
        { code: 'INVALID_INPUT', field: ['input', 'contact', 'phone'], message: 'Invalid phone number' },
      ]),
    );
  });

  it('answers SLOT_TAKEN as a userError, and ten racing for one artist’s slot make one booking', async () => {
    const { slots } = await firstDay(SG, 'AC-SG-express-makeup', 'ST-SG-2');
    const slot: Slot = slots.slots.at(-1);
    const artistId = slot.artists[0]!.id;
    const race = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        stack.graphql(CREATE, {
          headers: SG,
          variables: { input: input('AC-SG-express-makeup', 'ST-SG-2', slot.startsAt, { artistId, contact: { ...contact, fullName: `Racer ${i}` } }) },
        }),
      ),
    );
    expect(race.every((r) => r.body.errors === undefined)).toBe(true);
    const payloads = race.map((r) => r.body.data!.createBooking);
    expect(payloads.filter((p) => p.booking !== null)).toHaveLength(1);
    const refused = payloads.filter((p) => p.booking === null);
    expect(refused).toHaveLength(9);
    expect(refused.every((p) => p.userErrors[0].code === 'SLOT_TAKEN' && p.userErrors[0].field.join('.') === 'input.startsAt')).toBe(true);
  });

  it('reschedules with the link, then cancels; a cancelled booking cannot be moved', async () => {
    const { slots } = await firstDay(SG, 'AC-SG-full-makeover', 'ST-SG-3');
    const created = (await stack.graphql(CREATE, { headers: SG, variables: { input: input('AC-SG-full-makeover', 'ST-SG-3', slots.slots[0].startsAt) } })).body
      .data!.createBooking;
    const token = created.accessToken;
    const later = slots.slots.at(-1).startsAt;
    const moved = (await stack.graphql(RESCHEDULE, { headers: SG, variables: { input: { id: created.booking.id, token, startsAt: later } } })).body.data!
      .rescheduleBooking;
    expect(moved.userErrors).toEqual([]);
    expect(moved.booking).toMatchObject({ status: 'RESCHEDULED', startsAt: new Date(later).toISOString() });

    const noLink = (await stack.graphql(CANCEL, { headers: SG, variables: { input: { id: created.booking.id } } })).body.data!.cancelBooking;
    expect(noLink.userErrors.map((e: { code: string }) => e.code)).toEqual(['BOOKING_NOT_FOUND']);
    const cancelled = (await stack.graphql(CANCEL, { headers: SG, variables: { input: { id: created.booking.id, token } } })).body.data!.cancelBooking;
    expect(cancelled.booking).toMatchObject({ status: 'CANCELLED', changeable: false });
    const again = (await stack.graphql(RESCHEDULE, { headers: SG, variables: { input: { id: created.booking.id, token, startsAt: slots.slots[0].startsAt } } }))
      .body.data!.rescheduleBooking;
    expect(again.userErrors.map((e: { code: string }) => e.code)).toEqual(['BOOKING_CANCELLED']);
  });

  it('shows an expired booking as such and refuses to change it', async () => {
    const { slots } = await firstDay(SG, 'AC-SG-express-makeup', 'ST-SG-4');
    const created = (await stack.graphql(CREATE, { headers: SG, variables: { input: input('AC-SG-express-makeup', 'ST-SG-4', slots.slots[0].startsAt) } })).body
      .data!.createBooking;
    expect(created.userErrors).toEqual([]);
    // Its slot has passed: moved to last month in the database (the api decides by its clock).
    await stack.api.db.query(`update reservation set starts_at = starts_at - interval '40 days', ends_at = ends_at - interval '40 days' where id = $1`, [
      created.booking.id,
    ]);
    const token = created.accessToken;
    const read = (await stack.graphql(BOOKING, { headers: SG, variables: { id: created.booking.id, token } })).body.data!.booking;
    expect(read).toMatchObject({ status: 'EXPIRED', changeable: false });
    const cancel = (await stack.graphql(CANCEL, { headers: SG, variables: { input: { id: created.booking.id, token } } })).body.data!.cancelBooking;
    expect(cancel.userErrors).toEqual([{ code: 'BOOKING_EXPIRED', field: null, message: 'Your booking has expired and cannot be rescheduled or cancelled.' }]);
  });

  it('takes one booking mutation per request', async () => {
    const { body } = await stack.graphql(
      'mutation { a: cancelBooking(input: { id: "x" }) { userErrors { code } } b: cancelBooking(input: { id: "y" }) { userErrors { code } } }',
      { headers: SG },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_SENSITIVE_MUTATIONS');
  });
  it('answers a guest past the booking limit (decision 0134) with the userError BOOKING_LIMIT_REACHED on startsAt', async () => {
    // One shopper (an address our own web server vouches for) books a store's day three times.
    const guest = { ...SG, 'x-buyer-ip': '192.0.2.77', 'x-internal-hop': process.env.INTERNAL_HOP_SECRET! };
    const { slots } = await firstDay(SG, 'AC-SG-full-makeover', 'ST-SG-1');
    const times: string[] = [slots.slots[0].startsAt, slots.slots.at(-1).startsAt, slots.slots.at(-5).startsAt];
    const made: Array<{ errors?: unknown; data?: Record<string, any> | null }> = [];
    for (const startsAt of times) {
      made.push(
        (
          await stack.graphql(CREATE, {
            headers: guest,
            variables: { input: input('AC-SG-full-makeover', 'ST-SG-1', startsAt, { contact: { fullName: 'Hoarder' } }) },
          })
        ).body,
      );
    }
    expect(made.map((b) => b.errors)).toEqual([undefined, undefined, undefined]);
    expect(made[0]!.data!.createBooking.userErrors).toEqual([]);
    expect(made[1]!.data!.createBooking.userErrors).toEqual([]);
    expect(made[2]!.data!.createBooking).toMatchObject({
      booking: null,
      userErrors: [
        {
          code: 'BOOKING_LIMIT_REACHED',
          field: ['input', 'startsAt'],
          message: 'You already have 2 bookings at this store on this day. Cancel one to book another time.',
        },
      ],
    });
  });
});
