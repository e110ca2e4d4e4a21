// Every client of ours sends `content-type: application/json` on every call, DELETEs
// included, with no body. Those DELETEs must do their work (they answered 400 "Body cannot
// be empty"), while malformed JSON and an empty POST are still refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from './jobs/clock.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test-support/app.test-support.ts';
import { signUpBody } from '../test-support/sign-up.test-support.ts';

const JSON_TYPE = { 'content-type': 'application/json' };

describe.each(TEST_DATABASES)('a JSON DELETE without a body on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { clock: movableClock(new Date('2026-10-01T00:00:00Z')) });
  }, 300_000);
  afterAll(async () => t?.close());

  it('signs out: DELETE sessions', async () => {
    const email = `signout-${randomUUID().slice(0, 8)}@example.com`;
    const joined = await t.call('POST', 'auth/register/', { deviceId: randomUUID(), country: 'SG', body: signUpBody(email) });
    expect(joined.status).toBe(201);
    const res = await t.call('DELETE', 'sessions', { headers: { ...JSON_TYPE, authorization: `Bearer ${joined.body.accessToken as string}` } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { revoked: 1 } });
  });

  it('removes a bag line: DELETE cart/line-items/{id}', async () => {
    const deviceId = randomUUID();
    const { rows } = await t.db.query<{ id: string }>(
      `select s.variant_id as id from stock s join variant_price vp using (variant_id, country) where s.country = 'SG' and s.quantity > 5 order by s.variant_id limit 1`,
    );
    const added = await t.call('POST', 'cart/line-items/', { deviceId, country: 'SG', body: { variantId: rows[0]!.id } });
    expect(added.status).toBe(200);
    const res = await t.call('DELETE', `cart/line-items/${added.body.lines[0].id as string}`, { deviceId, country: 'SG', headers: JSON_TYPE });
    expect({ status: res.status, lines: res.body.lines }).toEqual({ status: 200, lines: [] });
  });

  it('cancels a booking: DELETE reservation-service/{id}', async () => {
    const startsAt = new Date('2026-10-06T11:00:00+08:00').toISOString();
    const contact = { fullName: 'Mei Tan', email: 'mei@example.com', phone: '+65 9123 4567' };
    const booked = await t.call('POST', 'reservation-service/create', {
      country: 'SG',
      body: { activityId: 'AC-SG-full-makeover', storeId: 'ST-SG-1', startsAt, artistId: 'AR-SG-1-1', contact },
    });
    expect(booked.status).toBe(201);
    const res = await t.call('DELETE', `reservation-service/${booked.body.id as string}?token=${encodeURIComponent(booked.body.manageToken as string)}`, {
      country: 'SG',
      headers: JSON_TYPE,
    });
    expect({ status: res.status, bookingStatus: res.body.status }).toEqual({ status: 200, bookingStatus: 'cancelled' });
  });

  it.each([
    ['malformed JSON', 'DELETE', 'cart/line-items/x', '{"quantity":', 'FST_ERR_CTP_INVALID_JSON_BODY'],
    ['an empty body where a body is the request', 'POST', 'cart/line-items/', '', 'FST_ERR_CTP_EMPTY_JSON_BODY'],
    ['a body that sets __proto__', 'POST', 'cart/line-items/', '{"variantId":"v","__proto__":{"x":1}}', undefined],
  ] as const)('still refuses %s', async (_what, method, path, payload, reason) => {
    const res = await t.app.inject({ method, url: `/api/web/v1/${path}`, headers: { ...JSON_TYPE, 'x-device-id': randomUUID() }, payload });
    expect(res.statusCode).toBe(400);
    if (reason) expect(res.json().details.reason).toBe(reason);
  });
});
