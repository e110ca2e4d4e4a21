// The account dashboard's calls on a real database (issue 12 item 4): profile settings
// with the site's calling code and the minimum age, the beauty profile earning its points
// once, the password change that asks for the current one and ends the other sessions, and
// the deletion that leaves no personal data in any table while the order stays.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../platform/payment-provider.ts';
import { BEAUTY_PROFILE_POINTS } from '@beauty/contracts/account/profile';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { pointsBalance } from '../loyalty/ledger.ts';
import { ERASED_EMAIL } from './account-erasure.ts';

const PASSWORD = 'Lumi#2024';
const consents = { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true };

describe.each(TEST_DATABASES)('account dashboard on $name', (database) => {
  const api = startTestAppForSuite(database);

  const member = async (country = 'sg', language = 'en') => {
    const deviceId = randomUUID();
    const tag = randomUUID().slice(0, 8);
    const email = `dash-${tag}@example.com`;
    const signedUp = await api.call('POST', 'auth/register/', {
      deviceId,
      country,
      language,
      body: {
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        firstName: `Zeta${tag}`,
        lastName: `Quill${tag}`,
        consents,
        mobile: { callingCode: '+65', number: '91234567' },
        dateOfBirth: '1990-05-17',
      },
    });
    expect(signedUp.status).toBe(201);
    const userId = (await api.db.query<{ id: string }>('select id from account_user where email = $1', [email])).rows[0]!.id;
    return {
      email,
      tag,
      deviceId,
      userId,
      auth: { authorization: `Bearer ${signedUp.body.accessToken as string}` },
      refreshToken: signedUp.body.refreshToken as string,
    };
  };
  const profile = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Mei',
    lastName: 'Chan',
    mobile: { callingCode: '+852', number: '61234567' },
    dateOfBirth: '1992-02-29',
    marketingConsent: true,
    ...overrides,
  });

  it('updates the profile settings, with the site country’s calling code and an age of at least 14', async () => {
    const m = await member();
    const updated = await api.call('PUT', 'account', { country: 'hk', headers: m.auth, body: profile() });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      firstName: 'Mei',
      lastName: 'Chan',
      mobile: { callingCode: '+852', number: '61234567' },
      dateOfBirth: '1992-02-29',
      consents: { marketing: true },
    });
    expect((await api.get('account', { headers: m.auth })).body.firstName).toBe('Mei');

    const wrongCode = await api.call('PUT', 'account', { country: 'id', headers: m.auth, body: profile() });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body).toMatchObject({ code: 'MOBILE_COUNTRY', details: { callingCode: '+62' } });
    const tooYoung = await api.call('PUT', 'account', {
      country: 'hk',
      headers: m.auth,
      body: profile({ dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` }),
    });
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body.details).toMatchObject({ field: 'dateOfBirth', minimumAge: 14 });
    expect(tooYoung.body.code).toBe('DATE_OF_BIRTH');
    const blankName = await api.call('PUT', 'account', { country: 'hk', headers: m.auth, body: profile({ firstName: '   ' }) });
    expect(blankName.status).toBe(400);
    const badDate = await api.call('PUT', 'account', { country: 'hk', headers: m.auth, body: profile({ dateOfBirth: '1990-02-30' }) });
    expect(badDate.status).toBe(400);
    // Nothing of the refused calls was saved.
    expect((await api.get('account', { headers: m.auth })).body).toMatchObject({ firstName: 'Mei', dateOfBirth: '1992-02-29' });
    const removed = await api.call('PUT', 'account', { country: 'hk', headers: m.auth, body: profile({ mobile: null, marketingConsent: false }) });
    expect(removed.body).toMatchObject({ mobile: null, dateOfBirth: '1992-02-29', consents: { marketing: false } });
    // The sign-up's date of birth was changed once already (decision 0132): removing it too is refused.
    const noDate = await api.call('PUT', 'account', {
      country: 'hk',
      headers: m.auth,
      body: profile({ mobile: null, dateOfBirth: null, marketingConsent: false }),
    });
    expect(noDate.status).toBe(422);
    expect(noDate.body).toMatchObject({ code: 'DATE_OF_BIRTH_LOCKED', details: { field: 'dateOfBirth' } });
    expect((await api.call('PUT', 'account', { body: profile() })).status).toBe(401);
  });

  it('keeps a mobile as its calling code and national digits (E.164 split): spaces, dashes and the trunk 0 go, a landline is refused', async () => {
    const m = await member();
    const stored = async () =>
      (
        await api.db.query<{ code: string; number: string }>('select mobile_calling_code as code, mobile_number as number from account_user where id = $1', [
          m.userId,
        ])
      ).rows[0];
    /** The profile saved on the Australian site with this number as a +61 mobile. */
    const saveAustralianMobile = (number: string) =>
      api.call('PUT', 'account', { country: 'au', headers: m.auth, body: profile({ mobile: { callingCode: '+61', number } }) });
    expect(await stored()).toEqual({ code: '+65', number: '91234567' });
    const australian = await saveAustralianMobile('0412-345-678');
    expect(australian.status).toBe(200);
    expect(australian.body.mobile).toEqual({ callingCode: '+61', number: '412345678' });
    expect(await stored()).toEqual({ code: '+61', number: '412345678' });
    // A Sydney landline: digits enough, but not a mobile (contracts/src/phone.ts).
    const landline = await saveAustralianMobile('02 9123 4567');
    expect(landline.status).toBe(400);
    expect(landline.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'mobile.number' } });
    // A +number of another country in the number field is that country's: MOBILE_COUNTRY, as a wrong calling code is.
    const foreign = await saveAustralianMobile('+64 21 123 4567');
    expect(foreign.body).toMatchObject({ code: 'MOBILE_COUNTRY', details: { callingCode: '+61' } });
    expect(await stored()).toEqual({ code: '+61', number: '412345678' });
  });

  it('earns completed_beauty_profile points the first time the beauty profile is complete, and only then', async () => {
    const m = await member();
    expect((await api.get('account/beauty-profile/', { headers: m.auth })).body).toMatchObject({ complete: false, skinConcerns: [], completedAt: null });
    const partial = await api.call('PUT', 'account/beauty-profile/', {
      headers: m.auth,
      body: { skinType: 'dry', skinTone: null, skinConcerns: [], hairType: null, eyeColour: null },
    });
    expect(partial.body).toMatchObject({ skinType: 'dry', complete: false, pointsEarned: 0 });
    const full = { skinType: 'combination', skinTone: 'medium', skinConcerns: ['pores', 'dullness', 'pores'], hairType: 'wavy', eyeColour: 'brown' };
    const completed = await api.call('PUT', 'account/beauty-profile/', { headers: m.auth, body: full });
    expect(completed.body).toMatchObject({ complete: true, pointsEarned: BEAUTY_PROFILE_POINTS, skinConcerns: ['pores', 'dullness'] });
    expect(completed.body.completedAt).not.toBeNull();
    const again = await Promise.all([1, 2].map(() => api.call('PUT', 'account/beauty-profile/', { headers: m.auth, body: { ...full, eyeColour: 'hazel' } })));
    expect(again.map((r) => r.body.pointsEarned)).toEqual([0, 0]);
    expect((await pointsBalance(api.db, m.userId, new Date())).valid).toBe(BEAUTY_PROFILE_POINTS);
    const bad = await api.call('PUT', 'account/beauty-profile/', { headers: m.auth, body: { ...full, skinType: 'scaly' } });
    expect(bad.status).toBe(400);
  });

  it('changes the password only with the current one, and ends every other session', async () => {
    const m = await member();
    const otherDevice = await api.call('POST', 'auth/token', { body: { grant_type: 'password', email: m.email, password: PASSWORD } });
    expect(otherDevice.status).toBe(200);
    const other = { authorization: `Bearer ${otherDevice.body.accessToken as string}` };
    const newPassword = 'Bright#2025x';

    const wrong = await api.call('POST', 'account/password/', {
      headers: m.auth,
      body: { currentPassword: 'Nope#1234', password: newPassword, passwordConfirmation: newPassword },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('CURRENT_PASSWORD_WRONG');
    const weak = await api.call('POST', 'account/password/', {
      headers: m.auth,
      body: { currentPassword: PASSWORD, password: 'short', passwordConfirmation: 'short' },
    });
    expect(weak.body.code).toBe('PASSWORD_RULES');
    const same = await api.call('POST', 'account/password/', {
      headers: m.auth,
      body: { currentPassword: PASSWORD, password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect(same.body.details.rules).toContain('AUTH_MS_PV_006');

    const changed = await api.call('POST', 'account/password/', {
      headers: m.auth,
      body: { currentPassword: PASSWORD, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.otherSessionsEnded).toBe(1);
    expect((await api.get('account', { headers: m.auth })).status).toBe(200); // this device stays signed in
    expect((await api.get('account', { headers: other })).status).toBe(401);
    expect(
      (await api.call('POST', 'auth/token', { body: { grant_type: 'refresh_token', flow: 'client', refresh_token: otherDevice.body.refreshToken } })).status,
    ).toBe(401);
    expect((await api.call('POST', 'auth/token', { body: { grant_type: 'password', email: m.email, password: PASSWORD } })).status).toBe(401);
    expect((await api.call('POST', 'auth/token', { body: { grant_type: 'password', email: m.email, password: newPassword } })).status).toBe(200);
    // Nine scrypt hashes at the OWASP cost: 30 s was not enough when the suites share two cores.
  }, 120_000);

  it('deletes the account: no personal data left in any table, the order kept without the person, sessions and mail gone', async () => {
    const m = await member();
    const mobileNumber = '98761234';
    await api.call('PUT', 'account', {
      headers: m.auth,
      body: {
        firstName: `Zeta${m.tag}`,
        lastName: `Quill${m.tag}`,
        mobile: { callingCode: '+65', number: mobileNumber },
        dateOfBirth: '1990-05-17',
        marketingConsent: true,
      },
    });
    await api.call('PUT', 'account/beauty-profile/', {
      headers: m.auth,
      body: { skinType: 'oily', skinTone: 'tan', skinConcerns: ['acne'], hairType: 'curly', eyeColour: 'black' },
    });
    await api.call('POST', 'auth/password-reset/', { body: { email: m.email } });
    const { rows: variants } = await api.db.query<{ id: string }>(
      `select s.variant_id as id from stock s join variant_price vp using (variant_id, country) where s.country = 'SG' and s.quantity >= 100 order by s.variant_id limit 1`,
    );
    await api.call('POST', 'cart/line-items/', { deviceId: m.deviceId, headers: m.auth, body: { variantId: variants[0]!.id, quantity: 1 } });
    const placed = await api.call('POST', 'checkout/', {
      deviceId: m.deviceId,
      headers: { ...m.auth, 'idempotency-key': randomUUID() },
      body: {
        email: m.email,
        recipient: { name: `Zeta${m.tag} Quill${m.tag}`, mobile: { callingCode: '+65', phoneNumber: mobileNumber } },
        delivery: { option: 'standard', address: { line1: `${m.tag} Orchard Road`, city: 'Singapore', postalCode: '238801' } },
        payment: { cardNumber: TEST_CARDS.approved },
      },
    });
    expect(placed.status).toBe(200);
    const orderNumber = placed.body.order.number as string;
    expect((await api.db.query('select 1 from outbox where recipient = $1', [m.email])).rows.length).toBeGreaterThan(0);

    const refused = await api.call('DELETE', 'account', { headers: m.auth, body: { currentPassword: 'Wrong#1234' } });
    expect(refused.body.code).toBe('CURRENT_PASSWORD_WRONG');
    const deleted = await api.call('DELETE', 'account', { headers: m.auth, body: { currentPassword: PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true, ordersKept: 1 });

    // Every row of every table, as text: the person's id, e-mail, names, mobile and street appear nowhere.
    const { rows: tables } = await api.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const traces = [m.userId, m.email.toLowerCase(), `zeta${m.tag}`, `quill${m.tag}`, mobileNumber, `${m.tag} orchard`];
    const found: string[] = [];
    for (const { name } of tables) {
      const { rows } = await api.db.query<{ row: string }>(`select lower(t::text) as row from "${name}" t`);
      for (const { row } of rows) for (const trace of traces) if (row.includes(trace.toLowerCase())) found.push(`${name}: ${trace}`);
    }
    expect(found).toEqual([]);

    const { rows: kept } = await api.db.query<{ email: string; user_id: string | null; status: string }>(
      'select email, user_id, status from shop_order where number = $1',
      [orderNumber],
    );
    expect(kept).toEqual([{ email: ERASED_EMAIL, user_id: null, status: 'confirmed' }]);
    expect((await api.get('account', { headers: m.auth })).status).toBe(401);
    expect((await api.call('POST', 'auth/token', { body: { grant_type: 'refresh_token', flow: 'client', refresh_token: m.refreshToken } })).status).toBe(401);
    expect((await api.call('POST', 'auth/token', { body: { grant_type: 'password', email: m.email, password: PASSWORD } })).status).toBe(401);
  });
});
