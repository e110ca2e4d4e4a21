// The stores (issue 13 item 1, decision 0090): GET stores/ (this country's, nearest first
// given lat/lng or a postcode/city, "open now" on each store's own clock) and GET
// stores/{id}. The store locator, click and collect (checkout/stores reads the same
// table) and bookings all read this one list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@beauty/contracts/platform';
import { storeIdParamsSchema, storeListQuerySchema, storeListSchema, storeSchema } from '@beauty/contracts/store';
import type { Db } from '../db/db.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import { listStores, requireStore, storeDto } from './store-repository.ts';

export interface StoreRouteOptions {
  db: Db;
  clock: Clock;
}

export const storeRoutes: FastifyPluginAsyncZod<StoreRouteOptions> = async (app, { db, clock }) => {
  app.get(
    '/stores/',
    {
      schema: {
        tags: ['store'],
        summary: "This country's stores: hours in each store's zone, open now, nearest first given a point or a postcode/city",
        querystring: storeListQuerySchema,
        response: { 200: storeListSchema, 400: errorBodySchema },
      },
    },
    async (request) => listStores(db, request.siteLocale.country, request.siteLocale.language, request.query, clock.now()),
  );

  app.get(
    '/stores/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'One store of this country',
        params: storeIdParamsSchema,
        response: { 200: storeSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const row = await requireStore(db, request.siteLocale.country, request.params.id);
      return storeDto(row, clock.now(), request.siteLocale.language);
    },
  );
};
