import { describe, expect, it } from 'vitest';
import { checkoutErrorInput } from './checkout-error';

describe('checkoutErrorInput', () => {
  it.each([
    ['email', 'email'],
    ['recipientName', 'name'],
    ['callingCode', 'mobile'],
    ['delivery.address.postalCode', 'postalCode'],
    ['address', 'line1'],
  ])('finds the input a field error belongs to, by the last part of its path: %s → %s', (field, input) => {
    expect(checkoutErrorInput(field)).toBe(input);
  });

  it.each([undefined, 'idempotencyKey', 'constructor'])('leaves an error that names no input of the form (%s) to the message above the button', (field) => {
    expect(checkoutErrorInput(field)).toBeUndefined();
  });
});
