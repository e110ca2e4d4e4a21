// The stores (issue 13 item 1, decision 0090): GET stores/ (this country's, nearest first
// given lat/lng or a postcode/city, "open now" on each store's own clock) and GET
// stores/{id}. The store locator, click and collect (checkout/stores reads the same
// table) and bookings all read this one list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeIdParamsSchema, storeListQuerySchema, storeListSchema, storeSchema } from '@beauty/contracts/store';
import type { Db } from '../db/db.ts';
import { errorAnswers } from '../platform/error-answers.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { listStores, requireStore, storeDto } from './store-repository.ts';

export interface StoreRouteOptions {
  db: Db;
  clock: Clock;
}

const doc = routeDocs('store');

export const storeRoutes: FastifyPluginAsyncZod<StoreRouteOptions> = async (app, { db, clock }) => {
  app.get(
    '/stores/',
    doc("This country's stores: hours in each store's zone, open now, nearest first given a point or a postcode/city", storeListSchema, errorAnswers(400), {
      querystring: storeListQuerySchema,
    }),
    async (request) => listStores(db, request.siteLocale.country, request.siteLocale.language, request.query, clock.now()),
  );

  app.get('/stores/:id', doc('One store of this country', storeSchema, errorAnswers(400, 404), { params: storeIdParamsSchema }), async (request) => {
    const row = await requireStore(db, request.siteLocale.country, request.params.id);
    return storeDto(row, clock.now(), request.siteLocale.language);
  });
};
