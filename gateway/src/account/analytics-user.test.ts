import { describe, expect, it } from 'vitest';
import type { Account } from '@beauty/contracts/account';
import { ageOn, analyticsUser } from './analytics-user.ts';

const account: Account = {
  id: 'U1',
  email: ' Ana@Example.com ',
  firstName: 'Ana',
  lastName: 'Lee',
  mobile: { callingCode: '+65', number: '91234567' },
  dateOfBirth: '2000-06-15',
  isEmployee: false,
  consents: { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true },
  createdAt: '2026-01-01T00:00:00.000Z',
  returning: false,
};

describe('analytics current user (docs/product.md#analytics-user)', () => {
  it('hashes the normalised email and the full mobile number, and holds no raw personal value', () => {
    const user = analyticsUser(account, new Date('2026-06-14T12:00:00Z'));
    expect(user).toEqual({
      id: 'U1',
      isEmployee: false,
      age: 25,
      // echo -n ana@example.com | sha256sum / md5sum; echo -n 6591234567 | md5sum
      emailSHA256: '8e43ca37701228e74983efdbd0cff5c16b3b1e5d4e29a7c05626d4d25a018e11',
      emailMD5: 'cdb9d6a1dddc375a09cc83e3001598dc',
      mobileNumberMD5: '10f34f83be676219689d302b2ae54af4',
    });
    expect(JSON.stringify(user)).not.toMatch(/Ana|91234567|example/i);
  });

  it('counts age in whole years, the birthday itself included', () => {
    expect(ageOn('2000-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(26);
    expect(ageOn('2000-06-15', new Date('2026-06-14T23:59:59Z'))).toBe(25);
    expect(ageOn(null)).toBeNull();
  });
});
