// The booking form's checks in the browser (docs/product.md#booking-form): full name required, e-mail and phone
// optional but checked, required questions answered, nothing longer than its limit. The api
// checks the same (contracts/src/booking.ts bookingContactSchema); these only spare the
// shopper a round trip, and name each message by its key in the "booking" namespace so it
// shows in the page's language next to its field. The limits mirror the contract's
// (booking-form.test.ts keeps them equal) without pulling zod into the browser bundle.
// The phone is only looked at here (the characters a number is written with, and enough
// digits): whether it is a mobile of the country is the api's to say, with libphonenumber-js
// (contracts/src/phone.ts), whose metadata this page does not load
// (docs/decisions/0120-storefront-weight.md). Its "Invalid phone number" comes back for the
// field like any other message.

export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const ANSWER_MAX = 500;

export type BookingFormMessage = 'fullNameRequired' | 'invalidEmail' | 'invalidPhone' | 'required' | 'tooLong';

export interface ContactFields {
  fullName: string;
  email: string;
  phone: string;
}

export interface QuestionRule {
  id: string;
  required: boolean;
  maxLength: number | null;
}

/** Field name (contact.fullName, answers.<questionId>) to the message key of its first failure. */
export type FieldErrors = Record<string, BookingFormMessage>;

// One @, something on each side, a dot in the domain, no spaces: what a shopper can fix.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// What the api accepts around the digits (contracts/src/phone.ts), so the browser never refuses a number the api takes.
const PHONE_CHARACTERS = /^\+?[\d\s\-().]+$/;

export function contactErrors(contact: ContactFields): FieldErrors {
  const errors: FieldErrors = {};
  const name = contact.fullName.trim();
  if (!name) errors['contact.fullName'] = 'fullNameRequired';
  else if (name.length > FULL_NAME_MAX) errors['contact.fullName'] = 'tooLong';
  const email = contact.email.trim();
  if (email.length > EMAIL_MAX) errors['contact.email'] = 'tooLong';
  else if (email && !EMAIL.test(email)) errors['contact.email'] = 'invalidEmail';
  const phone = contact.phone.trim();
  if (phone.length > PHONE_MAX) errors['contact.phone'] = 'tooLong';
  else if (phone && !(PHONE_CHARACTERS.test(phone) && /^\d{6,15}$/.test(phone.replace(/\D/g, '')))) errors['contact.phone'] = 'invalidPhone';
  return errors;
}

export function answerErrors(questions: readonly QuestionRule[], answers: Readonly<Record<string, readonly string[]>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const question of questions) {
    const answer = (answers[question.id] ?? []).map((value) => value.trim()).filter(Boolean);
    const limit = Math.min(question.maxLength ?? ANSWER_MAX, ANSWER_MAX);
    if (question.required && answer.length === 0) errors[`answers.${question.id}`] = 'required';
    else if (answer.some((value) => value.length > limit)) errors[`answers.${question.id}`] = 'tooLong';
  }
  return errors;
}

/** The api's English message (contracts BOOKING_FORM_MESSAGES) back to its key, to show it translated. */
export function messageKeyOf(message: string): BookingFormMessage | null {
  const known: Record<string, BookingFormMessage> = {
    'Full Name is required': 'fullNameRequired',
    'Invalid email': 'invalidEmail',
    'Invalid phone number': 'invalidPhone',
    'Required field': 'required',
    'Character limit exceeded': 'tooLong',
  };
  return known[message] ?? null;
}
