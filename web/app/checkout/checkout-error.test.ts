import { describe, expect, it } from 'vitest';
import { checkoutErrorInput } from './checkout-error';

describe('checkoutErrorInput', () => {
  it('finds the input a field error belongs to, by the last part of its path', () => {
    expect(checkoutErrorInput('email')).toBe('email');
    expect(checkoutErrorInput('recipientName')).toBe('name');
    expect(checkoutErrorInput('callingCode')).toBe('mobile');
    expect(checkoutErrorInput('delivery.address.postalCode')).toBe('postalCode');
    expect(checkoutErrorInput('address')).toBe('line1');
  });

  it('leaves an error that names no input of the form to the message above the button', () => {
    expect(checkoutErrorInput(undefined)).toBeUndefined();
    expect(checkoutErrorInput('idempotencyKey')).toBeUndefined();
    expect(checkoutErrorInput('constructor')).toBeUndefined();
  });
});
