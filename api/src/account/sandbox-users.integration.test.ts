// Sandbox test accounts (docs/product.md#rest-orders-and-sandbox sandbox/users/, decision 0100): staff make, read, change
// and delete them; a made account signs in at once; shoppers are refused; real shoppers'
// accounts are out of reach; and in production the paths do not exist (404).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '@beauty/contracts/account';
import type { SandboxUser } from '@beauty/contracts/platform';
import { randomSecret } from '../platform/secrets.ts';
import { startTestApp, TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { setStaffRole } from './staff.ts';
import { sandboxEnabled } from '../env.ts';

const PASSWORD = 'Lumi#2024';
const consents = { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true };
const unique = (name: string) => `${name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

describe.each(TEST_DATABASES)('sandbox test accounts on $name', (database) => {
  let staff: Record<string, string>;
  let shopperEmail: string;
  let shopper: Record<string, string>;

  const signUp = async (email: string) => {
    const response = await api.call('POST', 'auth/register/', {
      body: { email, password: PASSWORD, passwordConfirmation: PASSWORD, firstName: 'Sam', lastName: 'Tan', consents },
    });
    expect(response.status).toBe(201);
  };
  const signIn = async (email: string, password = PASSWORD) => api.call<Tokens>('POST', 'auth/token', { body: { grant_type: 'password', email, password } });
  const bearer = async (email: string) => ({ authorization: `Bearer ${(await signIn(email)).body.accessToken}` });

  const api = startTestAppForSuite(database, { auth: { jwtSecret: randomSecret() } });
  beforeAll(async () => {
    const staffEmail = unique('staff');
    await signUp(staffEmail);
    await setStaffRole(api.db, staffEmail, true);
    staff = await bearer(staffEmail);
    shopperEmail = unique('shopper');
    await signUp(shopperEmail);
    shopper = await bearer(shopperEmail);
  }, 180_000);

  it('creates, reads, lists, updates and deletes a test account that can sign in', async () => {
    const email = unique('tester');
    const created = await api.call<SandboxUser>('POST', 'sandbox/users/', { headers: staff, body: { email, password: 'secret-123', firstName: 'Tess' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, firstName: 'Tess', lastName: 'Shopper', isEmployee: false });
    expect((await signIn(email, 'secret-123')).status).toBe(200);

    const read = await api.get<SandboxUser>(`sandbox/users/${created.body.id}`, { headers: staff });
    expect(read.body).toEqual(created.body);
    const list = await api.get<{ users: SandboxUser[] }>('sandbox/users/', { headers: staff });
    expect(list.body.users.map((user) => user.id)).toContain(created.body.id);

    const updated = await api.call<SandboxUser>('PATCH', `sandbox/users/${created.body.id}`, {
      headers: staff,
      body: { isEmployee: true, lastName: 'Lee', password: 'another-456' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ isEmployee: true, lastName: 'Lee', firstName: 'Tess' });
    expect((await signIn(email, 'secret-123')).status).toBe(401);
    expect((await signIn(email, 'another-456')).status).toBe(200);

    expect((await api.call('DELETE', `sandbox/users/${created.body.id}`, { headers: staff })).status).toBe(204);
    const gone = await api.get(`sandbox/users/${created.body.id}`, { headers: staff });
    // The message of docs/product.md#errors, in the api's error shape (decision 0148).
    expect(gone).toMatchObject({ status: 404, body: { code: 'SANDBOX_USER_NOT_FOUND', message: 'User not found', details: { id: created.body.id } } });
    const again = await api.call('DELETE', `sandbox/users/${created.body.id}`, { headers: staff });
    expect(again).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect((await signIn(email, 'another-456')).status).toBe(401);
  }, 180_000);

  it('never finds, changes or deletes a real shopper, and refuses a taken email', async () => {
    const { body: me } = await api.get<{ id: string }>('user', { headers: shopper });
    expect((await api.get(`sandbox/users/${me.id}`, { headers: staff })).status).toBe(404);
    expect((await api.call('PATCH', `sandbox/users/${me.id}`, { headers: staff, body: { firstName: 'Hacked' } })).status).toBe(404);
    expect((await api.call('DELETE', `sandbox/users/${me.id}`, { headers: staff })).status).toBe(404);
    expect((await signIn(shopperEmail)).status).toBe(200);
    const taken = await api.call('POST', 'sandbox/users/', { headers: staff, body: { email: shopperEmail.toUpperCase(), password: 'secret-123' } });
    expect(taken).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } });
  }, 120_000);

  it('answers typed errors: 401 without a session, 403 for a shopper, 400 for bad input', async () => {
    expect((await api.get('sandbox/users/')).status).toBe(401);
    expect((await api.get('sandbox/users/', { headers: shopper })).body.code).toBe('STAFF_ONLY');
    expect((await api.call('POST', 'sandbox/users/', { headers: shopper, body: { email: 'x' } })).status).toBe(403);
    const bad = await api.call('POST', 'sandbox/users/', { headers: staff, body: { email: 'not-an-email', password: 'short' } });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const empty = await api.call('PATCH', 'sandbox/users/Uabc', { headers: staff, body: {} });
    expect(empty.status).toBe(400);
  });
});

describe('the sandbox in production', () => {
  it('is off in production unless turned on, and on elsewhere', () => {
    expect(sandboxEnabled({ NODE_ENV: 'production', SANDBOX_ENABLED: undefined })).toBe(false);
    expect(sandboxEnabled({ NODE_ENV: 'production', SANDBOX_ENABLED: 'true' })).toBe(true);
    expect(sandboxEnabled({ NODE_ENV: 'development', SANDBOX_ENABLED: undefined })).toBe(true);
    expect(sandboxEnabled({ NODE_ENV: 'test', SANDBOX_ENABLED: 'false' })).toBe(false);
  });

  it.each(TEST_DATABASES.slice(0, 1))(
    'answers 404 for every sandbox call when off ($name), even to staff',
    async (database) => {
      const api = await startTestApp(database, { sandbox: false });
      try {
        for (const [method, path] of [
          ['GET', 'sandbox/users/'],
          ['POST', 'sandbox/users/'],
          ['GET', 'sandbox/users/U1'],
          ['PATCH', 'sandbox/users/U1'],
          ['DELETE', 'sandbox/users/U1'],
        ] as const) {
          const response = await api.call(method, path, { body: method === 'POST' || method === 'PATCH' ? { firstName: 'x' } : undefined });
          expect(response.status, `${method} ${path}`).toBe(404);
        }
        const document = await api.get<{ paths: Record<string, unknown> }>('openapi.json');
        expect(Object.keys(document.body.paths).some((path) => path.includes('sandbox/users'))).toBe(false);
      } finally {
        await api.close();
      }
    },
    180_000,
  );
});
