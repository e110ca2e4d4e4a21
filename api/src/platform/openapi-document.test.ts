// Operation names a client generator can rely on: from the method and the path, parameters as "by".
import { describe, expect, it } from 'vitest';
import { operationIdOf } from './openapi-document.ts';

describe('operationIdOf', () => {
  it('names an operation by its method and path', () => {
    expect(operationIdOf('GET', '/api/web/v1/cart/line-items/{id}')).toBe('getCartLineItemsById');
    expect(operationIdOf('POST', '/api/web/v1/reservation-service/create')).toBe('postReservationServiceCreate');
    expect(operationIdOf('DELETE', '/api/web/v1/sessions/')).toBe('deleteSessions');
    expect(operationIdOf('get', '/api/web/v1/booking-service/available-slots/{activityId}')).toBe('getBookingServiceAvailableSlotsByActivityId');
  });
});
