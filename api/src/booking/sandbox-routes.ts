// Sandbox calls for the end-to-end tests of the booking pages (docs/product.md#sandbox-pages, /sandbox
// routes): outside production only; in production each answers 404 like an unknown URL.
// - POST sandbox/bookings/expired: a booking whose slot began an hour or more ago, with
//   its manage token, so a page can show "Your booking has expired…".
// - GET sandbox/bookings/{id}/mails: the outbox rows of a booking (kinds, links, the
//   calendar file), so a test can follow the e-mail's cancel link as a guest would.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reservationSchema } from '@beauty/contracts/booking';
import { pgErrorCode, type Db } from '../db/db.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import { ApiError } from '../platform/http-errors.ts';
import { bookingTarget } from './booking-target.ts';
import { manageToken } from './manage-link.ts';
import { reservationDto, reservationRow } from './reservation-repository.ts';
import { storeArtists } from './slots.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';
import { sandboxOnly } from '../platform/sandbox-only.ts';

export interface SandboxRouteOptions {
  db: Db;
  clock: Clock;
  linkSecret: string;
  enabled: boolean;
}

const expiredBody = z.object({
  activityId: z.string().min(1).max(64),
  storeId: z.string().min(1).max(64),
  fullName: z.string().min(1).max(100).default('Sandbox Guest'),
});
const mailList = z.object({ mails: z.array(z.object({ kind: z.string(), recipient: z.string(), payload: z.record(z.string(), z.unknown()) })) });

const doc = routeDocs('sandbox');
const createdDoc = routeDocs('sandbox', 201);

export const bookingSandboxRoutes: FastifyPluginAsyncZod<SandboxRouteOptions> = async (app, { db, clock, linkSecret, enabled }) => {
  sandboxOnly(app, enabled);

  app.post(
    '/sandbox/bookings/expired',
    createdDoc('Outside production: a booking whose slot has begun (expired)', reservationSchema, errorAnswers(400, 404, 422), { body: expiredBody }),
    async (request, reply) => {
      const { activity, store } = await bookingTarget(db, request.siteLocale.country, request.body.activityId, request.body.storeId);
      const artist = activity.kind === 'service' ? ((await storeArtists(db, store.id))[0]?.id ?? null) : null;
      if (activity.kind !== 'service') throw new ApiError(422, 'SLOT_UNAVAILABLE', 'The sandbox makes expired bookings of services only.');
      // Each one an hour earlier than the last, so the artist is never booked twice.
      for (let attempt = 1; attempt <= 50; attempt += 1) {
        const startsAt = new Date(clock.now().getTime() - attempt * (activity.duration_minutes + 60) * 60_000);
        const id = crypto.randomUUID();
        try {
          await db.query(
            `insert into reservation (id, confirmation_number, country, language, activity_id, store_id, artist_id, starts_at, ends_at, status, full_name, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'confirmed', $10, $11, $11)`,
            [
              id,
              `${request.siteLocale.country}-SBX${id.slice(0, 3).toUpperCase()}`,
              request.siteLocale.country,
              request.siteLocale.language,
              activity.id,
              store.id,
              artist,
              startsAt,
              new Date(startsAt.getTime() + activity.duration_minutes * 60_000),
              request.body.fullName,
              new Date(startsAt.getTime() - 86_400_000),
            ],
          );
        } catch (error) {
          if (pgErrorCode(error) === '23P01' || pgErrorCode(error) === '23505') continue;
          throw error;
        }
        const row = (await reservationRow(db, id))!;
        return reply.status(201).send(reservationDto(row, clock.now(), request.siteLocale.language, manageToken(linkSecret, id)));
      }
      throw new ApiError(422, 'SLOT_TAKEN', 'No past slot left for the sandbox.');
    },
  );

  app.get(
    '/sandbox/bookings/:id/mails',
    doc("Outside production: a booking's outbox rows", mailList, errorAnswers(404), { params: z.object({ id: z.string().min(1).max(64) }) }),
    async (request) => {
      const { rows } = await db.query<{ kind: string; recipient: string; payload: Record<string, unknown> }>(
        `select o.kind, o.recipient, o.payload from outbox o join reservation r on r.confirmation_number = o.payload->>'confirmationNumber'
         where r.id = $1 and o.kind like 'booking\\_%' order by o.id`,
        [request.params.id],
      );
      return { mails: rows };
    },
  );
};
