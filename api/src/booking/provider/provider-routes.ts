// The hosted provider's flow (decision 0093), on when BOOKING_PROVIDER_URL and its key are
// set (404 NOT_FOUND otherwise):
// - POST booking-service/provider/start: a reference of ours (remembered with the activity,
//   store and shopper), and the provider's page to send the shopper to; the provider sends
//   them back to /happening/services/booxi/success or /booxi/cancel.
// - POST booking-service/provider/return: what the return page read from its query string.
//   Believed only after asking the provider, server to server, about our reference: a
//   reference we never issued, a booking id that is not the provider's, or a "success" the
//   provider does not confirm records nothing. A confirmed one is recorded once (unique
//   provider reference), however often the page is reloaded.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerReturnBodySchema, providerReturnSchema, providerStartBodySchema, providerStartSchema } from '@beauty/contracts/booking';
import { parseCountry } from '@beauty/contracts/locale';
import { parseMobile } from '@beauty/contracts/phone';
import type { AuthConfig } from '../../account/auth-config.ts';
import type { Db } from '../../db/db.ts';
import { signedInUserId } from '../../account/signed-in-member.ts';
import type { Clock } from '../../platform/jobs/clock.ts';
import { ApiError } from '../../platform/http-errors.ts';
import { bookingTarget } from '../booking-target.ts';
import { manageToken } from '../manage-link.ts';
import { reservationDto, reservationRow } from '../reservation-repository.ts';
import type { HostedBookingProvider } from './booking-provider.ts';
import { ProviderUnreachable } from './booxi-provider.ts';
import { routeDocs } from '../../platform/route-docs.ts';
import { errorAnswers } from '../../platform/error-answers.ts';

export interface ProviderRouteOptions {
  db: Db;
  clock: Clock;
  auth: AuthConfig;
  linkSecret: string;
  provider: HostedBookingProvider | undefined;
  returnOrigin: string;
}

const errors = errorAnswers(400, 401, 404, 422);
const unverified = (reason: string) => new ApiError(422, 'BOOKING_PROVIDER_UNVERIFIED', 'Booking not completed, go Back and try again.', { reason });

/**
 * The provider's copy of the shopper's phone, in E.164 like the bookings we take ourselves
 * (contracts/src/phone.ts) when it reads as a mobile of the booking's country (or any, with
 * "+"); otherwise as the provider has it: it is their record, not a form we can send back.
 */
function providerPhone(phone: string | null | undefined, country: string): string | null {
  if (!phone) return null;
  const site = parseCountry(country);
  return (site && parseMobile(phone, { country: site })?.e164) ?? phone;
}

const doc = routeDocs('booking');

export const providerRoutes: FastifyPluginAsyncZod<ProviderRouteOptions> = async (app, { db, clock, auth, linkSecret, provider, returnOrigin }) => {
  const hosted = () => {
    if (!provider) throw new ApiError(404, 'NOT_FOUND', 'No external booking provider is configured.');
    return provider;
  };

  app.post(
    '/booking-service/provider/start',
    doc("Start a booking in the external provider's hosted flow", providerStartSchema, errors, { body: providerStartBodySchema }),
    async (request) => {
      const p = hosted();
      const { activity, store } = await bookingTarget(db, request.siteLocale.country, request.body.activityId, request.body.storeId);
      const userId = await signedInUserId(db, auth, request);
      const reference = `LB${randomBytes(12).toString('base64url')}`;
      await db.query(
        'insert into provider_booking_start (reference, provider, country, language, activity_id, store_id, user_id) values ($1, $2, $3, $4, $5, $6, $7)',
        [reference, p.name, request.siteLocale.country, request.siteLocale.language, activity.id, store.id, userId ?? null],
      );
      try {
        const { redirectUrl } = await p.start({
          reference,
          activityId: activity.id,
          storeId: store.id,
          language: request.siteLocale.language,
          successUrl: new URL(`/happening/services/${p.name}/success`, returnOrigin).toString(),
          cancelUrl: new URL(`/happening/services/${p.name}/cancel`, returnOrigin).toString(),
        });
        return { redirectUrl, reference };
      } catch (error) {
        if (error instanceof ProviderUnreachable) throw unverified('unreachable');
        throw error;
      }
    },
  );

  app.post(
    '/booking-service/provider/return',
    doc("Verify the provider's return with the provider, and record a confirmed booking once", providerReturnSchema, errors, {
      body: providerReturnBodySchema,
    }),
    async (request) => {
      const p = hosted();
      const { rows } = await db.query<{ reference: string; country: string; language: string; activity_id: string; store_id: string; user_id: string | null }>(
        'select reference, country, language, activity_id, store_id, user_id from provider_booking_start where reference = $1 and provider = $2 and country = $3',
        [request.body.reference, p.name, request.siteLocale.country],
      );
      const started = rows[0];
      if (!started) throw unverified('unknown reference');
      let answer: Awaited<ReturnType<HostedBookingProvider['lookup']>>;
      try {
        answer = await p.lookup(started.reference);
      } catch (error) {
        if (error instanceof ProviderUnreachable) throw unverified('unreachable');
        throw error;
      }
      if (request.body.bookingId !== undefined && answer.bookingId !== undefined && request.body.bookingId !== answer.bookingId)
        throw unverified('booking id mismatch');
      if (answer.status === 'cancelled') return { outcome: 'cancelled' as const, reservation: null };
      if (answer.status !== 'confirmed' || !answer.startsAt || !answer.endsAt) return { outcome: 'not_completed' as const, reservation: null };
      const now = clock.now();
      const id = crypto.randomUUID();
      await db.query(
        `insert into reservation (id, confirmation_number, country, language, activity_id, store_id, starts_at, ends_at, status, full_name, email, phone, user_id, provider, provider_reference, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'confirmed', $9, $10, $11, $12, $13, $14, $15, $15)
         on conflict (provider, provider_reference) where provider_reference is not null do nothing`,
        [
          id,
          `${started.country}-${(answer.bookingId ?? started.reference).slice(-6).toUpperCase()}`,
          started.country,
          started.language,
          started.activity_id,
          started.store_id,
          answer.startsAt,
          answer.endsAt,
          answer.customer?.fullName ?? 'Guest',
          answer.customer?.email ?? null,
          providerPhone(answer.customer?.phone, started.country),
          started.user_id,
          p.name,
          started.reference,
          now,
        ],
      );
      const { rows: held } = await db.query<{ id: string }>('select id from reservation where provider = $1 and provider_reference = $2', [
        p.name,
        started.reference,
      ]);
      const row = (await reservationRow(db, held[0]!.id))!;
      return { outcome: 'confirmed' as const, reservation: reservationDto(row, now, request.siteLocale.language, manageToken(linkSecret, row.id)) };
    },
  );
};
