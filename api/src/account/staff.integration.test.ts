// The staff role (decision 0070): shoppers are refused staff endpoints with 403, staff get
// role=staff in tokens issued after the grant, and taking the role away works at once,
// before the token expires.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Tokens } from '@beauty/contracts/account';
import { randomSecret } from '../platform/secrets.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { defaultAuthConfig } from './auth-config.ts';
import { requireStaff } from './authenticate.ts';
import { setStaffRole } from './staff.ts';

const PASSWORD = 'Lumi#2024';
const consents = { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true };

describe.each(TEST_DATABASES)('the staff role on $name', (database) => {
  const jwtSecret = randomSecret();
  const config = { ...defaultAuthConfig(), jwtSecret };
  const api = startTestAppForSuite(database, { auth: { jwtSecret } });

  const signUp = async (email: string) => {
    const response = await api.call('POST', 'auth/register/', {
      body: { email, password: PASSWORD, passwordConfirmation: PASSWORD, firstName: 'Sam', lastName: 'Tan', consents },
    });
    expect(response.status).toBe(201);
  };
  const signIn = async (email: string) => {
    const response = await api.call<Tokens>('POST', 'auth/token', { body: { grant_type: 'password', email, password: PASSWORD } });
    expect(response.status).toBe(200);
    return response.body.accessToken;
  };
  const asRequest = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as unknown as FastifyRequest;
  const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

  it('refuses a shopper, accepts staff after the grant, and refuses again the moment the role is taken away', async () => {
    const email = `staff${Date.now().toString(36)}@example.com`;
    await signUp(email);
    const shopperToken = await signIn(email);
    expect(payloadOf(shopperToken).role).toBeUndefined();
    await expect(requireStaff(api.db, config, asRequest(shopperToken))).rejects.toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });

    expect(await setStaffRole(api.db, email.toUpperCase(), true)).toBe(true);
    // A token from before the grant still says shopper: staff must sign in (or refresh) again.
    await expect(requireStaff(api.db, config, asRequest(shopperToken))).rejects.toMatchObject({ code: 'STAFF_ONLY' });
    const staffToken = await signIn(email);
    expect(payloadOf(staffToken).role).toBe('staff');
    await expect(requireStaff(api.db, config, asRequest(staffToken))).resolves.toMatchObject({ role: 'staff' });

    await setStaffRole(api.db, email, false);
    await expect(requireStaff(api.db, config, asRequest(staffToken))).rejects.toMatchObject({ code: 'STAFF_ONLY' });
  });

  it('is 401, not 403, without a token, and setStaffRole says when there is no such account', async () => {
    await expect(requireStaff(api.db, config, { headers: {} } as unknown as FastifyRequest)).rejects.toMatchObject({ statusCode: 401 });
    expect(await setStaffRole(api.db, 'nobody@example.com', true)).toBe(false);
  });
});
