// Staff and bookings (decisions 0070, 0134): a store day's live bookings grouped by holder
// (account, device, buyer address, e-mail), and releasing one holder's bookings there.
// requireStaff on every call: a shopper gets 403 STAFF_ONLY, no token 401.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingHolderReleaseBodySchema, bookingHolderReleaseSchema, bookingHoldersQuerySchema, bookingHoldersSchema } from '@beauty/contracts/booking';
import type { AuthConfig } from '../account/auth-config.ts';
import { requireStaff } from '../account/authenticate.ts';
import type { Db } from '../db/db.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import { bookingHolders, releaseHolder } from './booking-holders.ts';
import type { TierOf } from './member-tier.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

const errors = errorAnswers(400, 401, 403, 404);

const doc = routeDocs('staff');

export const staffBookingRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; auth: AuthConfig; linkSecret: string; tierOf: TierOf }> = async (
  app,
  { db, clock, auth, linkSecret, tierOf },
) => {
  app.get(
    '/staff/bookings/holders',
    doc("Staff: a store day's live bookings grouped by who holds them (account, device, buyer address, e-mail), largest first", bookingHoldersSchema, errors, {
      querystring: bookingHoldersQuerySchema,
    }),
    async (request) => {
      await requireStaff(db, auth, request);
      const { storeId, date } = request.query;
      return { storeId, date, groups: await bookingHolders(db, { storeId, date }, clock.now()) };
    },
  );

  app.post(
    '/staff/bookings/holders/release',
    doc("Staff: cancel one holder's live bookings of a store day, so their slots go back on sale", bookingHolderReleaseSchema, errors, {
      body: bookingHolderReleaseBodySchema,
    }),
    async (request) => {
      const staff = await requireStaff(db, auth, request);
      const { storeId, date, kind, value } = request.body;
      const released = await releaseHolder({ db, linkSecret, tierOf }, { storeId, date }, { kind, value }, clock.now());
      request.log.info({ staff: staff.sub, storeId, date, kind, released: released.length }, 'booking holder released');
      return { released };
    },
  );
};
