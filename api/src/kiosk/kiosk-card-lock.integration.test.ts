// Someone at a kiosk guessing at one member's sign-in codes (decision 0140): wrong codes lock
// the card at every kiosk for a minute, then longer, never for good, and never the member's
// web sign-in; and a card gets at most five code mails an hour and ten a day.
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type Member, startLoyaltyAppForSuite } from '../test-support/loyalty.test-support.ts';
import { TEST_DATABASES } from '../test-support/app.test-support.ts';

describe.each(TEST_DATABASES)('a kiosk card under attack on $name', (database) => {
  let staff: Record<string, string>;
  const api = startLoyaltyAppForSuite(database, undefined, 300_000);
  beforeAll(async () => {
    staff = await api.staff();
  }, 300_000);

  const kiosk = async (storeId = 'ST-SG-1') => {
    const issued = await api.call('POST', 'staff/kiosk-devices', { headers: staff, body: { storeId, label: 'Beauty wall' } });
    expect(issued.status).toBe(201);
    return { 'x-kiosk-device': issued.body.credential as string };
  };
  const cardOf = async (m: Member) => (await api.get('loyalty/beauty-pass', { headers: m.auth, country: 'SG' })).body.cardNumber as string;
  const mailCount = async (email: string) =>
    (await api.db.query<{ n: number }>(`select count(*)::int as n from outbox where recipient = $1 and kind = 'kiosk_sign_in_code'`, [email])).rows[0]!.n;
  const lastCode = async (email: string) =>
    (
      await api.db.query<{ code: string }>(
        `select payload->>'code' as code from outbox where recipient = $1 and kind = 'kiosk_sign_in_code' order by id desc limit 1`,
        [email],
      )
    ).rows[0]!.code;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** Time passes for the card's lock: its last failure moves `seconds` into the past. */
  const later = (card: string, seconds: number) =>
    api.db.query(`update rate_limit set last_hit_at = last_hit_at - make_interval(secs => $2) where key = $1`, [`kiosk-verify:card:${card}`, seconds]);
  const verify = (device: Record<string, string>, cardNumber: string, code: string) =>
    api.call('POST', 'kiosk/sign-in/verify', { headers: device, body: { cardNumber, code } });

  it('locks the card at every kiosk for a minute after five wrong codes, then for longer, but never the web sign-in', async () => {
    const device = await kiosk();
    const m = await api.member();
    const card = await cardOf(m);
    await api.call('POST', 'kiosk/sign-in/start', { headers: device, body: { cardNumber: card } });
    const code = await lastCode(m.email);
    for (let i = 0; i < 5; i += 1) expect((await verify(device, card, wrong(code))).body.code).toBe('CODE_INVALID');

    // Even the right code, from this kiosk or another, waits out the lock.
    const locked = await verify(device, card, code);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(locked.body.details.retryAfterSeconds).toBeGreaterThan(50);
    expect(locked.body.details.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await verify(await kiosk('ST-SG-2'), card, code)).status).toBe(429);
    // The owner is not locked out of the website.
    expect((await api.call('POST', 'auth/token', { body: { grant_type: 'password', email: m.email, password: PASSWORD } })).status).toBe(200);

    // A minute later the card takes codes again; five more failures lock it for two minutes.
    await later(card, 61);
    await api.call('POST', 'kiosk/sign-in/start', { headers: device, body: { cardNumber: card } });
    const next = await lastCode(m.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(device, card, wrong(next))).body.code).toBe('CODE_INVALID');
      if (i < 4) await later(card, 61);
    }
    const longer = await verify(device, card, next);
    expect(longer.status).toBe(429);
    expect(longer.body.details.retryAfterSeconds).toBeGreaterThan(110);
    expect(longer.body.details.retryAfterSeconds).toBeLessThanOrEqual(120);

    // Never for good: at most an hour, whatever the count.
    await api.db.query(`update rate_limit set hits = 500 where key = $1`, [`kiosk-verify:card:${card}`]);
    expect((await verify(device, card, next)).body.details.retryAfterSeconds).toBeLessThanOrEqual(3600);
    await later(card, 3600);
    await api.call('POST', 'kiosk/sign-in/start', { headers: device, body: { cardNumber: card } });
    const signedIn = await verify(device, card, await lastCode(m.email));
    expect(signedIn.status).toBe(200);
    // The right code forgets the failures: one mistake now is just a mistake (ten minutes on,
    // so the card may have a fourth code).
    await api.db.query(`delete from rate_limit where key = $1`, [`kiosk-start:card:${card}`]);
    await api.call('POST', 'kiosk/sign-in/start', { headers: device, body: { cardNumber: card } });
    const fresh = await lastCode(m.email);
    expect((await verify(device, card, wrong(fresh))).body.code).toBe('CODE_INVALID');
    expect((await verify(device, card, fresh)).status).toBe(200);
  }, 120_000);

  it('mails one card at most five codes an hour and ten a day, from any number of kiosks', async () => {
    const m = await api.member();
    const card = await cardOf(m);
    /** Ten minutes pass for the card's shortest window. */
    const tenMinutesLater = () => api.db.query(`delete from rate_limit where key = $1`, [`kiosk-start:card:${card}`]);
    const start = async () => (await api.call('POST', 'kiosk/sign-in/start', { headers: await kiosk(), body: { cardNumber: card } })).body;
    const statuses: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1) {
      if (i % 3 === 0) await tenMinutesLater();
      statuses.push((await start()).code);
    }
    expect(statuses).toEqual([undefined, undefined, undefined, undefined, undefined, 'TOO_MANY_ATTEMPTS']);
    expect(await mailCount(m.email)).toBe(5);

    // The hour passes; the day's cap stops the eleventh.
    await api.db.query(`delete from rate_limit where key = $1`, [`kiosk-start:card-hour:${card}`]);
    for (let i = 0; i < 5; i += 1) {
      if (i % 3 === 0) await tenMinutesLater();
      expect((await start()).code).toBeUndefined();
    }
    await tenMinutesLater();
    await api.db.query(`delete from rate_limit where key = $1`, [`kiosk-start:card-hour:${card}`]);
    const eleventh = await start();
    expect(eleventh.code).toBe('TOO_MANY_ATTEMPTS');
    expect(eleventh.details.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(await mailCount(m.email)).toBe(10);
  }, 120_000);
});
