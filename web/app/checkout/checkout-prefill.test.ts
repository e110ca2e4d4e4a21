import { describe, expect, it } from 'vitest';
import { checkoutPrefill } from './checkout-prefill';

const address = { line1: '1 Orchard Road', line2: '#05-01', city: 'Singapore', state: null, postalCode: '238801' };

describe("a member's checkout starts filled", () => {
  it('a guest starts with empty fields', () => {
    expect(checkoutPrefill(null, '+65')).toEqual({});
  });

  it("takes the profile's name and mobile, and the latest order's address", () => {
    expect(
      checkoutPrefill(
        {
          firstName: 'Mei',
          lastName: 'Tan',
          mobile: { callingCode: '+65', number: '91234567' },
          lastDelivery: { recipientName: 'Ah Kow', mobile: { callingCode: '+65', number: '98765432' }, address },
        },
        '+65',
      ),
    ).toEqual({
      name: 'Mei Tan',
      mobile: '91234567',
      line1: '1 Orchard Road',
      line2: '#05-01',
      city: 'Singapore',
      postalCode: '238801',
    });
  });

  it("leaves out a profile mobile under another country's calling code, taking the latest order's on this site instead", () => {
    expect(checkoutPrefill({ firstName: 'Mei', lastName: 'Tan', mobile: { callingCode: '+852', number: '61234567' } }, '+65')).toEqual({ name: 'Mei Tan' });
    expect(
      checkoutPrefill(
        {
          firstName: 'Mei',
          lastName: 'Tan',
          mobile: { callingCode: '+852', number: '61234567' },
          lastDelivery: { mobile: { callingCode: '+65', number: '98765432' } },
        },
        '+65',
      ).mobile,
    ).toBe('98765432');
  });
});
