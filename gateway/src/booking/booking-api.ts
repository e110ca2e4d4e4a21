// Bookings' REST calls (docs/product.md#rest-bookings): activities, questions, slots in the store's
// zone, and reservations (create, read, reschedule, cancel, the member's list), plus the
// external provider's return check. Public reads go with the locale only; reservations
// with the member's bearer when signed in (account/member-call.ts) or the guest's link token.
import {
  activityListSchema,
  activitySchema,
  availableSlotsSchema,
  bookingPagesSchema,
  providerReturnSchema,
  questionListSchema,
  reservationListSchema,
  reservationSchema,
  timeSlotsSchema,
  type ActivityKind,
  type ReservationCreateBody,
} from '@beauty/contracts/booking';
import { KIOSK_DEVICE_HEADER } from '@beauty/contracts/kiosk';
import type { GatewayContext } from '../context.ts';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

const id = (value: string) => encodeURIComponent(value);

export const activityApi = (rest: RestClient, scope: RequestScope) => ({
  list: (query: { kind?: ActivityKind | undefined; storeId?: string | undefined }) =>
    rest.request(scope, { path: 'booking-service/activities/', query, schema: activityListSchema }),
  get: (activityId: string) => rest.request(scope, { path: `booking-service/activities/${id(activityId)}`, schema: activitySchema }),
  questions: (activityId: string) => rest.request(scope, { path: `booking-service/questions/${id(activityId)}`, schema: questionListSchema }),
  pages: () => rest.request(scope, { path: 'booking-services/pages', schema: bookingPagesSchema }),
  calendar: (activityId: string, query: { storeId: string; from?: string | undefined; days: number; artistId?: string | undefined }) =>
    rest.request(scope, { path: `booking-service/time-slots/${id(activityId)}`, query, schema: timeSlotsSchema }),
  slots: (activityId: string, query: { storeId: string; date: string; artistId?: string | undefined }) =>
    rest.request(scope, { path: `booking-service/available-slots/${id(activityId)}`, query, schema: availableSlotsSchema }),
});

export const reservationApi = (rest: RestClient, scope: RequestScope) => ({
  /** From a store's kiosk, with its credential: the api then counts no device or address against the booking limits (decision 0134). */
  create: (idempotencyKey: string, body: ReservationCreateBody, kioskCredential?: string) =>
    rest.request(scope, {
      method: 'POST',
      path: 'reservation-service/create',
      body,
      headers: { 'idempotency-key': idempotencyKey, ...(kioskCredential ? { [KIOSK_DEVICE_HEADER]: kioskCredential } : {}) },
      schema: reservationSchema,
    }),
  get: (reservationId: string, token: string | undefined) =>
    rest.request(scope, { path: `reservation-service/${id(reservationId)}`, query: { token }, schema: reservationSchema }),
  reschedule: (reservationId: string, body: { startsAt: string; artistId: string | null; token?: string | undefined }) =>
    rest.request(scope, { method: 'POST', path: `reservation-service/${id(reservationId)}`, body, schema: reservationSchema }),
  cancel: (reservationId: string, token: string | undefined) =>
    rest.request(scope, { method: 'DELETE', path: `reservation-service/${id(reservationId)}`, query: { token }, schema: reservationSchema }),
  mine: () => rest.request(scope, { path: 'reservation-service/', schema: reservationListSchema }),
  providerReturn: (body: { reference: string; bookingId?: string | undefined; signature?: string | undefined }) =>
    rest.request(scope, { method: 'POST', path: 'booking-service/provider/return', body, schema: providerReturnSchema }),
});

/** The site country's activities (optionally one kind, one store), as the api lists them. */
export async function activitiesOf(ctx: GatewayContext, query: { kind?: ActivityKind | undefined; storeId?: string | undefined }) {
  return (await activityApi(ctx.rest, ctx.publicScope).list(query)).activities;
}
