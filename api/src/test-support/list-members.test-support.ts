// Shoppers for the lists' and reviews' suites: a member signed up on a device of their own.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './app.test-support.ts';

const consents = { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true };

export interface TestMember {
  email: string;
  deviceId: string;
  auth: { authorization: string };
}

export async function signUpMember(api: TestApp, email = `m-${randomUUID().slice(0, 8)}@example.com`, firstName = 'Mei'): Promise<TestMember> {
  const deviceId = randomUUID();
  const signedUp = await api.call('POST', 'auth/register/', {
    deviceId,
    body: { email, password: 'Lumi#2024', passwordConfirmation: 'Lumi#2024', firstName, lastName: 'Tan', consents },
  });
  expect(signedUp.status).toBe(201);
  return { email, deviceId, auth: { authorization: `Bearer ${signedUp.body.accessToken as string}` } };
}

export async function signInAgain(api: TestApp, email: string): Promise<{ authorization: string }> {
  const response = await api.call('POST', 'auth/token', { body: { grant_type: 'password', email, password: 'Lumi#2024' } });
  expect(response.status).toBe(200);
  return { authorization: `Bearer ${response.body.accessToken as string}` };
}
