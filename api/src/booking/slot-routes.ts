// The slots of docs/product.md#rest-bookings (issue 13 item 3): booking-service/time-slots/{activityId} (which
// days have slots, and how many) and booking-service/available-slots/{activityId} (the
// slots of one day, with the free artists), both on the store's clock. No slot is an
// answer, not an error: the message of docs/product.md#messages comes with the empty list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { availableSlotQuerySchema, availableSlotsSchema, NO_AVAILABLE_SLOTS, NO_TIME_SLOTS, slotQuerySchema, timeSlotsSchema } from '@beauty/contracts/booking';
import type { Db } from '../db/db.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import { addDays, wallTimeOf } from '../store/wall-clock.ts';
import { bookingTarget, checkArtist } from './booking-target.ts';
import { slotsOn, storeArtists } from './slots.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

export interface SlotRouteOptions {
  db: Db;
  clock: Clock;
}

const idParams = z.object({ id: z.string().min(1).max(64) });
const errors = errorAnswers(400, 404, 422);

const doc = routeDocs('booking');

export const slotRoutes: FastifyPluginAsyncZod<SlotRouteOptions> = async (app, { db, clock }) => {
  app.get(
    '/booking-service/time-slots/:id',
    doc('Which days (in the store zone) have slots for this activity', timeSlotsSchema, errors, { params: idParams, querystring: slotQuerySchema }),
    async (request) => {
      const { activity, store } = await bookingTarget(db, request.siteLocale.country, request.params.id, request.query.storeId);
      await checkArtist(db, store.id, request.query.artistId);
      const now = clock.now();
      const from = request.query.from ?? wallTimeOf(now, store.time_zone).date;
      const dates = Array.from({ length: request.query.days }, (_, i) => addDays(from, i));
      const byDay = await slotsOn(db, store, activity, dates, now, { artistId: request.query.artistId });
      const days = dates.map((date) => {
        const slots = byDay.get(date) ?? [];
        return { date, slotCount: slots.length, firstSlot: slots[0]?.local ?? null };
      });
      return {
        activityId: activity.id,
        storeId: store.id,
        timeZone: store.time_zone,
        days,
        emptyMessage: days.some((d) => d.slotCount > 0) ? null : NO_AVAILABLE_SLOTS,
      };
    },
  );

  app.get(
    '/booking-service/available-slots/:id',
    doc('The bookable slots of one day, with the artists free for each', availableSlotsSchema, errors, {
      params: idParams,
      querystring: availableSlotQuerySchema,
    }),
    async (request) => {
      const { activity, store } = await bookingTarget(db, request.siteLocale.country, request.params.id, request.query.storeId);
      await checkArtist(db, store.id, request.query.artistId);
      const slots = (await slotsOn(db, store, activity, [request.query.date], clock.now(), { artistId: request.query.artistId })).get(request.query.date) ?? [];
      const artists = activity.kind === 'service' ? await storeArtists(db, store.id) : [];
      return {
        activityId: activity.id,
        storeId: store.id,
        timeZone: store.time_zone,
        date: request.query.date,
        artists,
        slots,
        emptyMessage: slots.length > 0 ? null : NO_TIME_SLOTS,
      };
    },
  );
};
