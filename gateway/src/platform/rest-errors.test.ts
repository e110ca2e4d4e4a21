import { describe, expect, it } from 'vitest';
import { restErrorFromResponse, userErrorOf } from './rest-errors.ts';

describe('restErrorFromResponse', () => {
  it('gives a query a NOT_FOUND error with the api message', () => {
    const error = restErrorFromResponse(404, { code: 'PRODUCT_NOT_FOUND', message: 'Resource not found!' });
    expect(error.extensions.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Resource not found!');
  });

  it('gives a mutation a UserError with the field the shopper can fix', () => {
    const stock = restErrorFromResponse(409, {
      code: 'INSUFFICIENT_STOCK',
      message: 'Only a few items left in stock.',
      details: { available: 2 },
    });
    expect(userErrorOf(stock)).toEqual({
      code: 'INSUFFICIENT_STOCK',
      field: ['input', 'quantity'],
      message: 'Only a few items left in stock.',
    });
    expect(userErrorOf(restErrorFromResponse(422, { code: 'VARIANT_NOT_FOUND', message: 'x' }))).toMatchObject({
      code: 'VARIANT_NOT_FOUND',
      field: ['input', 'variantId'],
    });
    expect(userErrorOf(restErrorFromResponse(404, { code: 'LINE_NOT_FOUND', message: 'x' }))?.code).toBe('LINE_NOT_FOUND');
  });

  it("takes a validation error's field from its details, and none when it names none", () => {
    const postal = restErrorFromResponse(422, {
      code: 'VALIDATION_FAILED',
      message: 'This postal code is not valid here.',
      details: { field: 'delivery.address.postalCode' },
    });
    expect(userErrorOf(postal)).toEqual({
      code: 'INVALID_INPUT',
      field: ['input', 'delivery', 'address', 'postalCode'],
      message: 'This postal code is not valid here.',
    });
    expect(userErrorOf(restErrorFromResponse(400, { code: 'VALIDATION_FAILED', message: 'x' }))?.field).toBeNull();
    expect(userErrorOf(restErrorFromResponse(400, { code: 'VALIDATION_FAILED', message: 'x', details: { field: 42 } }))?.field).toBeNull();
  });

  it('keeps failures a shopper cannot fix out of userErrors and hides their message', () => {
    const error = restErrorFromResponse(500, { code: 'INTERNAL', message: 'relation "stock" does not exist' });
    expect(userErrorOf(error)).toBeNull();
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.message).toBe('Internal server error');
    // A gateway bug (it validates the locale itself) is not blamed on the shopper.
    expect(restErrorFromResponse(400, { code: 'INVALID_LOCALE', message: 'bad' }).extensions.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('treats a body outside the error contract as internal', () => {
    const error = restErrorFromResponse(502, '<html>Bad gateway</html>');
    expect(error.restCode).toBe('INTERNAL');
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(userErrorOf(error)).toBeNull();
  });

  it('does not turn arbitrary errors into user errors', () => {
    expect(userErrorOf(new Error('boom'))).toBeNull();
  });
});
