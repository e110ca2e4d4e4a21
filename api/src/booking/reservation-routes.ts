// Reservations of docs/product.md#rest-bookings (issue 13 item 4, decision 0092):
// - POST reservation-service/create: a booking (Idempotency-Key header or body key; the
//   same key again returns the same booking). The answer carries the manage token.
// - GET reservation-service/: the signed-in member's bookings on this country site.
// - GET, POST (reschedule), DELETE (cancel) reservation-service/{id}: for the holder of the
//   signed link (?token= or the body's token) or the member who booked, signed in. Anyone
//   else gets 404, the same as an unknown id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthConfig } from '../account/auth-config.ts';
import { authenticate } from '../account/authenticate.ts';
import {
  reservationCreateBodySchema,
  reservationListSchema,
  reservationRescheduleBodySchema,
  reservationSchema,
  reservationTokenQuerySchema,
} from '@beauty/contracts/booking';
import { KIOSK_DEVICE_HEADER } from '@beauty/contracts/kiosk';
import { requireKioskDevice } from '../kiosk/device-auth.ts';
import type { Db } from '../db/db.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import { ApiError } from '../platform/http-errors.ts';
import { signedInUserId } from '../account/signed-in-member.ts';
import { isManageToken, manageToken } from './manage-link.ts';
import type { TierOf } from './member-tier.ts';
import { memberReservationRows, reservationDto, reservationRow, type ReservationRow } from './reservation-repository.ts';
import { lumiReservations, type DirectBookingProvider } from './provider/booking-provider.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

export interface ReservationRouteOptions {
  db: Db;
  clock: Clock;
  auth: AuthConfig;
  linkSecret: string;
  tierOf: TierOf;
  /** The provider that holds the slots: our reservation service unless told otherwise. */
  direct?: DirectBookingProvider;
}

const idParams = z.object({ id: z.string().min(1).max(64) });
const createHeaders = z.looseObject({
  'idempotency-key': z.string().min(8).max(100).optional(),
  'x-device-id': z.string().max(128).optional(),
  [KIOSK_DEVICE_HEADER]: z
    .string()
    .max(200)
    .optional()
    .describe("A store kiosk's credential: its shoppers stand in the store, so its device and address are not counted (decision 0134)"),
});
const errors = errorAnswers(400, 401, 403, 404, 409, 422);

const doc = routeDocs('booking');

export const reservationRoutes: FastifyPluginAsyncZod<ReservationRouteOptions> = async (
  app,
  { db, clock, auth, linkSecret, tierOf, direct = lumiReservations },
) => {
  const deps = { db, linkSecret, tierOf };
  const notFound = () => new ApiError(404, 'BOOKING_NOT_FOUND', 'Booking not found.');

  /** The booking, when the caller holds its link or booked it signed in; 404 otherwise. */
  async function readable(
    request: Parameters<typeof signedInUserId>[2],
    id: string,
    token: string | undefined,
  ): Promise<{ row: ReservationRow; token: string | null }> {
    const row = await reservationRow(db, id);
    if (row && row.country === request.siteLocale.country && isManageToken(linkSecret, id, token)) return { row, token: token! };
    if (row && row.country === request.siteLocale.country && row.user_id !== null) {
      const userId = await signedInUserId(db, auth, request);
      if (userId === row.user_id) return { row, token: manageToken(linkSecret, id) };
    }
    throw notFound();
  }

  app.post(
    '/reservation-service/create',
    {
      schema: {
        tags: ['booking'],
        summary: 'Book a service, class or event (idempotent by key); the answer carries the manage token',
        headers: createHeaders,
        body: reservationCreateBodySchema,
        response: { 201: reservationSchema, 200: reservationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await signedInUserId(db, auth, request);
      const now = clock.now();
      // A store's kiosk (a credential staff issued) serves everyone in the store from one
      // device and address: there only the account and the e-mail are counted.
      const atKiosk = request.headers[KIOSK_DEVICE_HEADER] !== undefined && (await requireKioskDevice(db, request)) !== undefined;
      const guest = atKiosk
        ? { deviceId: undefined, buyerIp: undefined }
        : { deviceId: request.headers['x-device-id'] || undefined, buyerIp: request.buyerIp || undefined };
      const caller = { ...request.siteLocale, userId, ...guest };
      const { id, created } = await direct.create(deps, caller, request.body, request.headers['idempotency-key'], now);
      const row = (await reservationRow(db, id))!;
      return reply.status(created ? 201 : 200).send(reservationDto(row, now, request.siteLocale.language, manageToken(linkSecret, id)));
    },
  );

  app.get(
    '/reservation-service/',
    doc("The signed-in member's bookings on this country site, latest first", reservationListSchema, errorAnswers(401)),
    async (request) => {
      const claims = await authenticate(db, auth, request);
      const now = clock.now();
      const rows = await memberReservationRows(db, claims.sub, request.siteLocale.country);
      return { reservations: rows.map((row) => reservationDto(row, now, request.siteLocale.language, manageToken(linkSecret, row.id))) };
    },
  );

  app.get(
    '/reservation-service/:id',
    doc('A booking, for the holder of its signed link or the member who made it', reservationSchema, errors, {
      params: idParams,
      querystring: reservationTokenQuerySchema,
    }),
    async (request) => {
      const { row, token } = await readable(request, request.params.id, request.query.token);
      return reservationDto(row, clock.now(), request.siteLocale.language, token);
    },
  );

  app.post(
    '/reservation-service/:id',
    doc('Reschedule a booking to another slot (not once expired or cancelled)', reservationSchema, errors, {
      params: idParams,
      body: reservationRescheduleBodySchema,
    }),
    async (request) => {
      const { row, token } = await readable(request, request.params.id, request.body.token);
      const now = clock.now();
      await direct.reschedule(deps, row, request.body.startsAt, request.body.artistId, now);
      return reservationDto((await reservationRow(db, row.id))!, now, request.siteLocale.language, token);
    },
  );

  app.delete(
    '/reservation-service/:id',
    doc('Cancel a booking (not once expired)', reservationSchema, errors, { params: idParams, querystring: reservationTokenQuerySchema }),
    async (request) => {
      const { row, token } = await readable(request, request.params.id, request.query.token);
      const now = clock.now();
      await direct.cancel(deps, row, now);
      return reservationDto((await reservationRow(db, row.id))!, now, request.siteLocale.language, token);
    },
  );
};
