// The GraphQL checkout input as the REST body, and the checks that need no api (a shopper
// sees them as userErrors naming the field). The api checks the rest (calling code,
// postal code and state per country) and answers VALIDATION_FAILED with the field.
import type { CheckoutBody } from '@beauty/contracts/checkout';
import { INVALID_MOBILE_MESSAGE, parseMobile } from '@beauty/contracts/phone';
import type { CheckoutInput, UserError } from '../__generated__/resolvers-types.ts';
import { isIdempotencyKey } from '../platform/idempotency-key.ts';

const invalid = (field: string, message: string): UserError => ({ code: 'INVALID_INPUT', field: ['input', field], message });

export function checkoutBody(input: CheckoutInput): { body: CheckoutBody } | { error: UserError } {
  if (!isIdempotencyKey(input.idempotencyKey)) return { error: invalid('idempotencyKey', 'Not a valid idempotency key') };
  const email = input.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) return { error: invalid('email', 'Enter a valid email address') };
  if (!input.recipientName.trim()) return { error: invalid('recipientName', 'Enter the recipient’s name') };
  // The same parser as the api's schema (contracts/src/phone.ts), so a number the api would
  // refuse is told at the mobile field here; which country's code is allowed is the api's check.
  const mobile = parseMobile(input.mobile.number, { callingCode: input.mobile.callingCode });
  if (!mobile) return { error: invalid('mobile', INVALID_MOBILE_MESSAGE) };
  // No card: the api accepts that only for an order a gift card and vouchers pay in full (decision 0138).
  const cardNumber = (input.cardNumber ?? '').replace(/[\s-]/g, '');
  if (cardNumber && !/^\d{12,19}$/.test(cardNumber)) return { error: invalid('cardNumber', 'Enter a valid card number') };
  let delivery: CheckoutBody['delivery'];
  if (input.deliveryOption === 'CLICK_AND_COLLECT') {
    if (!input.storeId) return { error: invalid('storeId', 'Choose a store') };
    delivery = { option: 'click_and_collect', storeId: input.storeId };
  } else {
    const a = input.address;
    if (!a || !a.line1.trim() || !a.city.trim()) return { error: invalid('address', 'Enter the delivery address') };
    const address = {
      line1: a.line1,
      city: a.city,
      ...(a.line2 ? { line2: a.line2 } : {}),
      ...(a.state ? { state: a.state } : {}),
      ...(a.postalCode ? { postalCode: a.postalCode } : {}),
    };
    delivery = { option: input.deliveryOption === 'EXPRESS' ? 'express' : 'standard', address };
  }
  return {
    body: {
      email,
      recipient: { name: input.recipientName.trim(), mobile: { callingCode: mobile.callingCode, phoneNumber: mobile.number } },
      delivery,
      ...(input.registration ? { registration: input.registration } : {}),
      ...(cardNumber ? { payment: { cardNumber } } : {}),
    },
  };
}
