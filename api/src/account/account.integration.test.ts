// Accounts and sessions through the REST api on a real database: sign-up rules, sign-in
// that says nothing about which emails exist, rotating refresh tokens, sign-out,
// throttling that blocks but never locks the owner out for good, reset and unlock links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from './access-token.ts';
import { randomSecret } from '../platform/secrets.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test-support/app.test-support.ts';
import type { Tokens } from '@beauty/contracts/account';
import { configurePasswordHashing, DEFAULT_HASH_CONCURRENCY, DEFAULT_HASH_MAX_WAIT_MS } from './password-hash.ts';

let counter = 0;
const uniqueEmail = () => `shopper${Date.now().toString(36)}${++counter}@Example.com`;
const PASSWORD = 'Lumi#2024';
const HOP_SECRET = 'account-test-hop-secret-0123456789abcdef';
const consents = { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true };
const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  firstName: 'Ana',
  lastName: 'Lee',
  mobile: { callingCode: '+65', number: '91234567' },
  dateOfBirth: '1995-04-01',
  consents,
  ...overrides,
});

describe.each(TEST_DATABASES)('accounts and sessions on $name', (database) => {
  let api: TestApp;
  const jwtSecret = randomSecret();
  beforeAll(async () => {
    api = await startTestApp(database, { auth: { refreshGraceSeconds: 1, jwtSecret }, hopSecret: HOP_SECRET });
  });
  // The hashing slots (decision 0052) are not what this suite measures: on a loaded machine
  // a sign-up may wait for one longer than the production 1 s.
  beforeAll(() => configurePasswordHashing({ limit: DEFAULT_HASH_CONCURRENCY, maxWaitMs: 20_000 }));
  afterAll(async () => {
    configurePasswordHashing({ limit: DEFAULT_HASH_CONCURRENCY, maxWaitMs: DEFAULT_HASH_MAX_WAIT_MS });
    await api?.close();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api.call('POST', path, { body, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const signUp = async (email = uniqueEmail()) => {
    const response = await post('auth/register/', signUpBody(email));
    expect(response.status).toBe(201);
    return { email, tokens: response.body as Tokens };
  };
  const signIn = (email: string, password: string, ip = '203.0.113.7') =>
    // As the gateway sends it: the shopper's address with the hop secret (decision 0052).
    post('auth/token', { grant_type: 'password', email, password }, { 'x-buyer-ip': ip, 'x-internal-hop': HOP_SECRET });
  const refresh = (token: string) => post('auth/token', { grant_type: 'refresh_token', flow: 'client', refresh_token: token });

  describe('sign-up', () => {
    it('creates the account, signs in, and GET account shows it', async () => {
      const { email, tokens } = await signUp();
      expect(tokens).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
      const account = await api.get('account', { headers: bearer(tokens.accessToken) });
      expect(account.status).toBe(200);
      expect(account.body).toMatchObject({
        email,
        firstName: 'Ana',
        mobile: { callingCode: '+65', number: '91234567' },
        dateOfBirth: '1995-04-01',
        consents,
        returning: false,
      });
      // Signed in again, the member is a returning one (the account page says "Welcome back").
      const again = await signIn(email, PASSWORD);
      expect(again.status).toBe(200);
      expect((await api.get('account', { headers: bearer(again.body.accessToken) })).body.returning).toBe(true);
      // The readable part of the token (the jwt-data cookie) holds ids, nothing personal.
      const payload = Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString();
      expect(payload).not.toContain('@');
      expect(payload).not.toContain('Ana');
      expect(payload).not.toContain('9123');
    });

    it('refuses a second account for the same email in another case', async () => {
      const { email } = await signUp();
      const again = await post('auth/register/', signUpBody(email.toUpperCase()));
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('EMAIL_TAKEN');
    });

    it('names the password rules broken and the compulsory consents missing', async () => {
      const weak = await post('auth/register/', signUpBody(uniqueEmail(), { password: 'abc', passwordConfirmation: 'abd' }));
      expect(weak.status).toBe(422);
      expect(weak.body.details.rules).toEqual(['AUTH_MS_PV_001', 'AUTH_MS_PV_002', 'AUTH_MS_PV_003', 'AUTH_MS_PV_004', 'AUTH_MS_PV_007']);
      const noConsent = await post('auth/register/', signUpBody(uniqueEmail(), { consents: { ...consents, over14: false, privacyDisclosure: false } }));
      expect(noConsent.status).toBe(422);
      expect(noConsent.body).toMatchObject({ code: 'CONSENT_REQUIRED', details: { consents: ['privacyDisclosure', 'over14'] } });
      // Marketing is optional.
      const email = uniqueEmail();
      const optional = await post('auth/register/', signUpBody(email, { consents: { ...consents, marketing: false } }));
      expect(optional.status).toBe(201);
    });

    it('refuses a date of birth under 14 years ago with the profile rule: 400 naming the field, no account made', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const email = uniqueEmail();
      const young = await post('auth/register/', signUpBody(email, { dateOfBirth: `${Number(today.slice(0, 4)) - 10}-01-01` }));
      expect(young.status).toBe(400);
      expect(young.body).toMatchObject({ code: 'DATE_OF_BIRTH', details: { field: 'dateOfBirth', minimumAge: 14 } });
      expect((await post('auth/register/', signUpBody(uniqueEmail(), { dateOfBirth: '1899-12-31' }))).body.code).toBe('DATE_OF_BIRTH');
      const { rows } = await api.db.query('select 1 from account_user where email_key = $1', [email.toLowerCase()]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('sign-in', () => {
    it('answers a wrong password and an unknown email alike, in similar time', async () => {
      const { email } = await signUp();
      const timed = async (e: string) => {
        const started = performance.now();
        const response = await signIn(e, 'Wrong#2024', `198.51.100.${++counter % 250}`);
        return { response, ms: performance.now() - started };
      };
      const wrong = [await timed(email), await timed(email)];
      const unknown = [await timed(uniqueEmail()), await timed(uniqueEmail())];
      for (const { response } of [...wrong, ...unknown]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Authentication failed.' });
      }
      const slowest = Math.max(wrong[1]!.ms, unknown[1]!.ms);
      const fastest = Math.min(wrong[1]!.ms, unknown[1]!.ms);
      // Both pay a full scrypt: neither is a shortcut that would tell the emails apart.
      expect(fastest / slowest).toBeGreaterThan(0.4);
      const good = await signIn(email.toLowerCase(), PASSWORD);
      expect(good.status).toBe(200);
      expect(good.body.refreshToken).toEqual(expect.any(String));
    });
  });

  describe('tokens', () => {
    it('refuses missing, tampered, foreign and expired bearer tokens with 401, never 500', async () => {
      const a = await signUp();
      const b = await signUp();
      const [ha, pa, sa] = a.tokens.accessToken.split('.');
      const [, pb] = b.tokens.accessToken.split('.');
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const claims = JSON.parse(Buffer.from(pa!, 'base64url').toString());
      const expired = await signAccessToken(jwtSecret, { sub: claims.sub, sid: claims.sid }, 1, Date.now() - 60_000);
      const foreign = await signAccessToken(randomSecret(), { sub: claims.sub, sid: claims.sid }, 900);
      for (const token of [`${none}.${pa}.`, `${ha}.${pb}.${sa}`, foreign, expired, 'garbage', `${ha}.${pa}`]) {
        const response = await api.get('account', { headers: bearer(token) });
        expect(response.status, token).toBe(401);
        expect(response.body.code).toBe('UNAUTHENTICATED');
      }
      expect((await api.get('account')).status).toBe(401);
      const verify = await post('auth/token/verify/', { token: `${ha}.${pb}.${sa}` });
      expect(verify.body).toEqual({ valid: false });
      expect((await post('auth/token/verify/', { token: a.tokens.accessToken })).body).toEqual({ valid: true });
    });

    it('rotates refresh tokens; the loser of a race gets the same successor', async () => {
      const { tokens } = await signUp();
      const [first, second] = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(first.body.refreshToken).not.toBe(tokens.refreshToken);
      expect(second.body.refreshToken).toBe(first.body.refreshToken);
      const next = await refresh(first.body.refreshToken);
      expect(next.status).toBe(200);
      expect((await api.get('user', { headers: bearer(next.body.accessToken) })).status).toBe(200);
    });

    it('revokes the whole family when a used refresh token comes back after the grace window', async () => {
      const { tokens } = await signUp();
      const rotated = await refresh(tokens.refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 1_200)); // grace is 1 s in this suite
      const replay = await refresh(tokens.refreshToken);
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('UNAUTHENTICATED');
      // The thief's copy and the owner's current tokens are all dead now.
      expect((await refresh(rotated.body.refreshToken)).status).toBe(401);
      expect((await api.get('account', { headers: bearer(rotated.body.accessToken) })).status).toBe(401);
    });

    it("app flow needs the session's own bearer and device", async () => {
      const device = 'device-1234-abcd';
      const mine = await post('auth/register/', signUpBody(uniqueEmail()), { 'x-device-id': device });
      const other = await signUp();
      const body = (token: string, deviceId: string) => ({ grant_type: 'refresh_token', flow: 'app', refresh_token: token, device_id: deviceId });
      expect((await post('auth/token', body(mine.body.refreshToken, device))).status).toBe(401); // no bearer
      expect((await post('auth/token', body(mine.body.refreshToken, device), bearer(other.tokens.accessToken))).status).toBe(401);
      expect((await post('auth/token', body(mine.body.refreshToken, 'another-device-99'), bearer(mine.body.accessToken))).status).toBe(401);
      const ok = await post('auth/token', body(mine.body.refreshToken, device), bearer(mine.body.accessToken));
      expect(ok.status).toBe(200);
    });

    it('DELETE sessions signs out at once: the access token and refresh token stop working', async () => {
      const { tokens } = await signUp();
      const out = await api.call('DELETE', 'sessions', { headers: bearer(tokens.accessToken) });
      expect(out.body).toEqual({ revoked: 1 });
      expect((await api.get('user', { headers: bearer(tokens.accessToken) })).status).toBe(401);
      expect((await refresh(tokens.refreshToken)).status).toBe(401);
    });
  });

  describe('throttling', () => {
    /** Moves the last failure back a minute: the slow-down wait has passed. */
    const waitOut = (email: string) =>
      api.db.query(`update rate_limit set last_hit_at = now() - interval '61 seconds' where key = $1`, [`sign-in:account:${email.toLowerCase()}`]);

    it('slows down, then blocks with a Reference ID, and the mailed unlock link lets the owner back in', async () => {
      const { email } = await signUp();
      for (let i = 0; i < 5; i++) expect((await signIn(email, `Wrong#${i}x`, `192.0.2.${i}`)).status).toBe(401);
      const slowed = await signIn(email, PASSWORD, '192.0.2.50');
      expect(slowed.status).toBe(429);
      expect(slowed.body.message).toMatch(/^This sign-in attempt was blocked\. .*Reference ID [0-9A-F]{16}/);
      // The request's own id (decision 0061), the one in the logs and in x-request-id.
      expect(slowed.body.details.referenceId).toMatch(/^[0-9A-F]{16}$/);
      expect(slowed.body.details.referenceId).toBe(slowed.headers['x-request-id']);
      for (let i = 5; i < 10; i++) {
        await waitOut(email);
        expect((await signIn(email, `Wrong#${i}x`, `192.0.2.${i}`)).status).toBe(401);
      }
      await waitOut(email);
      const blocked = await signIn(email, PASSWORD, '192.0.2.99');
      expect(blocked.status).toBe(429);
      expect(blocked.body.details.retryAfterSeconds).toBeGreaterThan(800); // ~15 minutes, not forever

      const { rows } = await api.db.query<{ payload: { path: string } }>(`select payload from outbox where recipient = $1 and kind = 'account_unlock'`, [
        email,
      ]);
      expect(rows).toHaveLength(1);
      const token = new URL(rows[0]!.payload.path, 'http://x').searchParams.get('token')!;
      expect((await post('auth/unlock/', { token })).status).toBe(200);
      expect((await signIn(email, PASSWORD, '192.0.2.99')).status).toBe(200);
      expect((await post('auth/unlock/', { token })).body.code).toBe('LINK_INVALID'); // single use
    }, 120_000);

    it('blocks an unknown email the same way (no hint that it does not exist)', async () => {
      const email = uniqueEmail();
      for (let i = 0; i < 5; i++) await signIn(email, `Wrong#${i}x`, `192.0.2.${100 + i}`);
      expect((await signIn(email, 'Wrong#9x', '192.0.2.120')).status).toBe(429);
    });

    it('slows one address trying many accounts', async () => {
      const ip = '198.18.0.1';
      for (let i = 0; i < 20; i++) expect((await signIn(uniqueEmail(), 'Wrong#1x', ip)).status).toBe(401);
      expect((await signIn(uniqueEmail(), 'Wrong#1x', ip)).status).toBe(429);
      expect((await signIn(uniqueEmail(), 'Wrong#1x', '198.18.0.2')).status).toBe(401);
    }, 60_000);
  });

  describe('password reset', () => {
    const resetLink = async (email: string) => {
      const { rows } = await api.db.query<{ payload: { path: string } }>(
        `select payload from outbox where recipient = $1 and kind = 'password_reset' order by id desc limit 1`,
        [email],
      );
      return new URL(rows[0]!.payload.path, 'http://x').searchParams.get('token')!;
    };

    it('answers neutrally, mails a single-use link, refuses the old password, signs out everywhere', async () => {
      const { email, tokens } = await signUp();
      const known = await post('auth/password-reset/', { email });
      const unknown = await post('auth/password-reset/', { email: uniqueEmail() });
      expect(known.status).toBe(202);
      expect(unknown.body).toEqual(known.body);
      const token = await resetLink(email);
      const same = await post('auth/password-reset/confirm/', { token, password: PASSWORD, passwordConfirmation: PASSWORD });
      expect(same.status).toBe(422);
      expect(same.body.details.rules).toContain('AUTH_MS_PV_006');
      const changed = await post('auth/password-reset/confirm/', { token, password: 'Nova$2025', passwordConfirmation: 'Nova$2025' });
      expect(changed.status).toBe(200);
      expect((await post('auth/password-reset/confirm/', { token, password: 'Nova$2026', passwordConfirmation: 'Nova$2026' })).body.code).toBe('LINK_INVALID');
      expect((await api.get('account', { headers: bearer(tokens.accessToken) })).status).toBe(401);
      expect((await signIn(email, 'Nova$2025')).status).toBe(200);
    });

    it('says "Reset-link expired" for a link past its time', async () => {
      const { email } = await signUp();
      await post('auth/password-reset/', { email });
      const token = await resetLink(email);
      await api.db.query(`update account_link_token set expires_at = now() - interval '1 second'`);
      const expired = await post('auth/password-reset/confirm/', { token, password: 'Nova$2025', passwordConfirmation: 'Nova$2025' });
      expect(expired.status).toBe(410);
      expect(expired.body).toMatchObject({ code: 'LINK_EXPIRED', message: expect.stringMatching(/^Reset-link expired/) });
    });
  });
});
