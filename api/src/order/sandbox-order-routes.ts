// Sandbox only (never registered in production, decision 0074): move an order without a
// staff account, and move the api's clock forward, so /sandbox/order-state and the e2e
// tests can live an order's life and "three working days later" in a running api.
//   POST sandbox/orders/{id}/state  – the staff move, by id or number
//   GET  sandbox/clock              – the api's time and offset
//   POST sandbox/clock              – forward by days, or by working days of a country
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import { isSandboxClock } from '../platform/jobs/sandbox-clock.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import { fulfilmentMoveSchema } from '@beauty/contracts/fulfilment';
import { countrySchema } from '@beauty/contracts/locale';
import { localDay } from '@beauty/contracts/calendar';
import { ApiError } from '../platform/http-errors.ts';
import { moveOrder, type FulfilmentHook } from './fulfilment.ts';
import { orderIdOf, orderStateParams, orderStateResponses } from './staff-order-routes.ts';
import { addWorkingDays } from '../locale/public-holidays.ts';

const DAY = 24 * 60 * 60 * 1000;
const clockSchema = z.object({ now: z.string(), offsetMs: z.number() });
const advanceSchema = z
  .object({
    days: z.number().int().min(0).max(3650).optional(),
    /** Working days of `country` (its weekends and public holidays skipped), to the same time of day. */
    workingDays: z.number().int().min(0).max(260).optional(),
    country: countrySchema.optional(),
  })
  .refine((b) => (b.days === undefined) !== (b.workingDays === undefined), { message: 'days or workingDays, one of them', path: ['days'] })
  .refine((b) => b.workingDays === undefined || b.country !== undefined, { message: 'workingDays needs a country', path: ['country'] });

export const sandboxOrderRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; hooks: readonly FulfilmentHook[] }> = async (app, { db, clock, hooks }) => {
  app.post(
    '/sandbox/orders/:id/state',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox: move an order as staff would (not in production)',
        params: orderStateParams,
        body: fulfilmentMoveSchema,
        response: orderStateResponses,
      },
    },
    async (request) => moveOrder(db, await orderIdOf(db, request.params.id), request.body, clock.now(), hooks),
  );

  const clockNow = () => ({ now: clock.now().toISOString(), offsetMs: isSandboxClock(clock) ? clock.offsetMs : 0 });
  app.get(
    '/sandbox/clock',
    { schema: { tags: ['sandbox'], summary: "Sandbox: the api's time", response: { 200: clockSchema, 400: errorBodySchema } } },
    async () => clockNow(),
  );
  app.post(
    '/sandbox/clock',
    {
      schema: {
        tags: ['sandbox'],
        summary: "Sandbox: move the api's clock forward (not in production)",
        body: advanceSchema,
        response: { 200: clockSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      if (!isSandboxClock(clock)) throw new ApiError(409, 'CLOCK_NOT_MOVABLE', 'This clock cannot be moved.');
      const { days, workingDays, country } = request.body;
      let ms = (days ?? 0) * DAY;
      if (workingDays !== undefined && country) {
        const today = localDay(country, clock.now());
        const target = addWorkingDays(country, today, workingDays);
        ms = Math.round((Date.parse(`${target}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY) * DAY;
      }
      clock.advance(ms);
      return clockNow();
    },
  );
};
