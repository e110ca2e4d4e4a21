import {
  ANSWER_MAX as CONTRACT_ANSWER_MAX,
  EMAIL_MAX as CONTRACT_EMAIL_MAX,
  FULL_NAME_MAX as CONTRACT_FULL_NAME_MAX,
  PHONE_MAX as CONTRACT_PHONE_MAX,
  BOOKING_FORM_MESSAGES,
  bookingContactSchema,
} from '@beauty/contracts/booking';
import { describe, expect, it } from 'vitest';
import { ANSWER_MAX, answerErrors, contactErrors, EMAIL_MAX, FULL_NAME_MAX, messageKeyOf, PHONE_MAX } from './booking-form';

const contact = { fullName: 'Mei Lin Tan', email: '', phone: '' };

describe('the booking form (docs/product.md#booking-form)', () => {
  it('needs a full name and nothing else', () => {
    expect(contactErrors(contact)).toEqual({});
    expect(contactErrors({ ...contact, fullName: '   ' })).toEqual({ 'contact.fullName': 'fullNameRequired' });
  });

  it('checks an e-mail and a phone only when given', () => {
    expect(contactErrors({ ...contact, email: 'mei@example', phone: '12ab' })).toEqual({ 'contact.email': 'invalidEmail', 'contact.phone': 'invalidPhone' });
    expect(contactErrors({ ...contact, email: ' mei@example.com ', phone: '+65 9123 4567' })).toEqual({});
    expect(contactErrors({ ...contact, phone: '12345' })).toEqual({ 'contact.phone': 'invalidPhone' });
  });

  it('never refuses a phone the api takes: the api, not the browser, knows which numbers are mobiles', () => {
    for (const phone of ['+65 9123 4567', '9123-4567', '(9123) 4567', '9123.4567', '0412 345 678']) {
      expect(bookingContactSchema(phone.startsWith('04') ? 'AU' : 'SG').safeParse({ fullName: 'Mei', phone }).success, phone).toBe(true);
      expect(contactErrors({ ...contact, phone }), phone).toEqual({});
    }
  });

  it('says "Character limit exceeded" past a limit', () => {
    expect(contactErrors({ ...contact, fullName: 'a'.repeat(FULL_NAME_MAX + 1) })).toEqual({ 'contact.fullName': 'tooLong' });
    expect(contactErrors({ ...contact, fullName: 'a'.repeat(FULL_NAME_MAX) })).toEqual({});
  });

  it('asks for required answers and keeps text answers within the question limit', () => {
    const questions = [
      { id: 'skin', required: true, maxLength: null },
      { id: 'notes', required: false, maxLength: 10 },
    ];
    expect(answerErrors(questions, {})).toEqual({ 'answers.skin': 'required' });
    expect(answerErrors(questions, { skin: ['dry'], notes: ['x'.repeat(11)] })).toEqual({ 'answers.notes': 'tooLong' });
    expect(answerErrors(questions, { skin: ['dry'], notes: ['short'] })).toEqual({});
  });

  it('uses the limits and messages of the api contract', () => {
    expect([FULL_NAME_MAX, EMAIL_MAX, PHONE_MAX, ANSWER_MAX]).toEqual([CONTRACT_FULL_NAME_MAX, CONTRACT_EMAIL_MAX, CONTRACT_PHONE_MAX, CONTRACT_ANSWER_MAX]);
    expect(Object.values(BOOKING_FORM_MESSAGES).map(messageKeyOf)).toEqual(
      Object.keys(BOOKING_FORM_MESSAGES).map((key) => (key === 'required' ? 'required' : key)),
    );
  });
});
