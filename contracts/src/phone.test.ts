import { describe, expect, it } from 'vitest';
import { mobileBodySchema as accountMobile, signUpBodySchema } from './account.ts';
import { profileBodySchema } from './account/profile.ts';
import { BOOKING_FORM_MESSAGES, bookingContactSchema } from './booking.ts';
import { COUNTRY_CALLING_CODES } from './calling-codes.ts';
import { checkoutBodySchema } from './checkout.ts';
import type { Country } from './locale.ts';
import { mobileFieldsSchema, parseMobile } from './phone.ts';

// One mobile per site, written the way that country writes it (trunk 0, spaces, dashes).
const MOBILES: Record<Country, { written: string; e164: string; number: string }> = {
  SG: { written: '9123 4567', e164: '+6591234567', number: '91234567' },
  MY: { written: '012-345 6789', e164: '+60123456789', number: '123456789' },
  TH: { written: '081 234 5678', e164: '+66812345678', number: '812345678' },
  ID: { written: '0812-3456-7890', e164: '+6281234567890', number: '81234567890' },
  PH: { written: '0917 123 4567', e164: '+639171234567', number: '9171234567' },
  HK: { written: '6123 4567', e164: '+85261234567', number: '61234567' },
  AU: { written: '0412 345 678', e164: '+61412345678', number: '412345678' },
  NZ: { written: '021 123 4567', e164: '+64211234567', number: '211234567' },
};

// A landline of each country: a real number, but not one we can text.
const LANDLINES: Record<Country, string> = {
  SG: '6123 4567',
  MY: '03-2161 2345',
  TH: '02 123 4567',
  ID: '021 1234567',
  PH: '02 8123 4567',
  HK: '2123 4567',
  AU: '02 9123 4567',
  NZ: '09 123 4567',
};

// Mobile prefixes with one digit too few and one too many (ID and NZ mobiles vary in length,
// MY's 011 numbers are a digit longer than the rest).
const OUT_OF_LENGTH: Record<Country, [string, string]> = {
  SG: ['9123 456', '9123 45678'],
  MY: ['012-345 678', '012-345 67890'],
  TH: ['081 234 567', '081 234 56789'],
  ID: ['0812 3456', '0812 3456 789012'],
  PH: ['0917 123 456', '0917 123 45678'],
  HK: ['6123 456', '6123 45678'],
  AU: ['0412 345 67', '0412 345 6789'],
  NZ: ['021 123 4', '021 123 456789'],
};

const COUNTRIES = Object.keys(MOBILES) as Country[];

describe('parseMobile (contracts/src/phone.ts)', () => {
  it.each(COUNTRIES)('reads a %s mobile, as the country writes it, into E.164', (country) => {
    const { written, e164, number } = MOBILES[country];
    const callingCode = COUNTRY_CALLING_CODES[country];
    const expected = { e164, callingCode, number, country };
    expect(parseMobile(written, { callingCode })).toEqual(expected);
    expect(parseMobile(written, { country })).toEqual(expected);
    // Without the spaces and dashes, without the trunk 0, and as a full +number.
    expect(parseMobile(written.replace(/[\s-]/g, ''), { callingCode })?.e164).toBe(e164);
    expect(parseMobile(number, { callingCode })?.e164).toBe(e164);
    expect(parseMobile(e164, { callingCode })?.e164).toBe(e164);
    expect(parseMobile(`${callingCode} ${number}`, { country })?.e164).toBe(e164);
  });

  it.each(COUNTRIES)('refuses a %s landline', (country) => {
    expect(parseMobile(LANDLINES[country], { country })).toBeUndefined();
    expect(parseMobile(LANDLINES[country], { callingCode: COUNTRY_CALLING_CODES[country] })).toBeUndefined();
  });

  it.each(COUNTRIES)('refuses a %s mobile a digit shorter than the shortest, or a digit longer than the longest', (country) => {
    const [short, long] = OUT_OF_LENGTH[country];
    expect(parseMobile(short, { country })).toBeUndefined();
    expect(parseMobile(long, { country })).toBeUndefined();
  });

  it('refuses what is not a number on its own: too short, words around it, an extension, a bad calling code', () => {
    expect(parseMobile('9123', { country: 'SG' })).toBeUndefined();
    expect(parseMobile('', { country: 'SG' })).toBeUndefined();
    expect(parseMobile('call 9123 4567', { country: 'SG' })).toBeUndefined();
    expect(parseMobile('9123 4567 ext 5', { country: 'SG' })).toBeUndefined();
    expect(parseMobile('9123 4567', { callingCode: '65' })).toBeUndefined();
    expect(parseMobile('9123 4567', { callingCode: '+065' })).toBeUndefined();
    expect(parseMobile(`9${'1'.repeat(40)}`, { country: 'SG' })).toBeUndefined();
  });

  it('accepts brackets and dots as some shoppers write them', () => {
    expect(parseMobile('(9123) 4567', { country: 'SG' })?.e164).toBe('+6591234567');
    expect(parseMobile('0412.345.678', { country: 'AU' })?.e164).toBe('+61412345678');
  });

  it("reads a +number as that number's own country, which the api then holds against the site's", () => {
    expect(parseMobile('+852 6123 4567', { country: 'SG' })).toEqual({ e164: '+85261234567', callingCode: '+852', number: '61234567', country: 'HK' });
    expect(parseMobile('+852 6123 4567', { callingCode: '+65' })?.callingCode).toBe('+852');
  });
});

describe('the schemas that share it', () => {
  it('normalise the account mobile (sign-up and profile) to its calling code and national digits', () => {
    expect(accountMobile.parse({ callingCode: '+61', number: '0412 345 678' })).toEqual({ callingCode: '+61', number: '412345678' });
    const profile = profileBodySchema.parse({
      firstName: 'Mei',
      lastName: 'Tan',
      mobile: { callingCode: '+64', number: '021-123-4567' },
      dateOfBirth: null,
      marketingConsent: false,
    });
    expect(profile.mobile).toEqual({ callingCode: '+64', number: '211234567' });
  });

  it('refuse an account landline on the number field, and a malformed calling code on its own', () => {
    const signUp = (mobile: unknown) =>
      signUpBodySchema.safeParse({
        email: 'mei@example.com',
        password: 'Secret#123',
        passwordConfirmation: 'Secret#123',
        firstName: 'Mei',
        lastName: 'Tan',
        mobile,
        consents: { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true },
      });
    expect(signUp({ callingCode: '+65', number: '91234567' }).success).toBe(true);
    const landline = signUp({ callingCode: '+65', number: '61234567' });
    expect(landline.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['mobile.number']);
    const code = signUp({ callingCode: '65', number: '91234567' });
    expect(code.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['mobile.callingCode']);
  });

  it("normalise the checkout recipient's mobile, and refuse a short one at recipient.mobile.phoneNumber", () => {
    const body = (phoneNumber: string) => ({
      email: 'mei@example.com',
      recipient: { name: 'Mei Tan', mobile: { callingCode: '+66', phoneNumber } },
      delivery: { option: 'click_and_collect', storeId: 'ST-TH-1' },
    });
    expect(checkoutBodySchema.parse(body('081-234-5678')).recipient.mobile).toEqual({ callingCode: '+66', phoneNumber: '812345678' });
    const short = checkoutBodySchema.safeParse(body('8123456'));
    expect(short.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['recipient.mobile.phoneNumber']);
  });

  it("keep the booking phone optional, in E.164, and refuse a bad one with the form's own message", () => {
    const contact = bookingContactSchema('PH');
    expect(contact.parse({ fullName: 'Mei', phone: '0917 123 4567' }).phone).toBe('+639171234567');
    expect(contact.parse({ fullName: 'Mei', phone: '+65 9123 4567' }).phone).toBe('+6591234567');
    expect(contact.parse({ fullName: 'Mei', phone: '  ' }).phone).toBeUndefined();
    for (const phone of ['02 8123 4567', '0917 123', 'call me']) {
      const refused = contact.safeParse({ fullName: 'Mei', phone });
      expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['phone', BOOKING_FORM_MESSAGES.invalidPhone]]);
    }
    expect(contact.safeParse({ fullName: 'Mei', phone: '9'.repeat(31) }).error?.issues[0]?.message).toBe(BOOKING_FORM_MESSAGES.tooLong);
  });

  it('reads a full +number typed into the number field', () => {
    const schema = mobileFieldsSchema('phoneNumber');
    expect(schema.parse({ callingCode: '+852', phoneNumber: '+852 5123 4567' })).toEqual({ callingCode: '+852', phoneNumber: '51234567' });
  });
});
