// GET stores/{storeId}/stock?variantIds=a,b (issue 18, decision 0119): units on one store's
// shelf, for the kiosk's "in this store" (the gateway batches one call per store per request).
// The store must be one of the request's country, as GET stores/{id}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@beauty/contracts/platform';
import { storeStockParamsSchema, storeStockQuerySchema, storeStockSchema } from '@beauty/contracts/kiosk';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { parseIdList } from '../platform/id-list.ts';
import { storeStock } from './store-stock.ts';

export const storeStockRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/stores/:storeId/stock',
    {
      schema: {
        tags: ['store'],
        summary: "Units on this store's own shelf of up to 100 variants; a variant the store does not carry is left out",
        params: storeStockParamsSchema,
        querystring: storeStockQuerySchema,
        response: { 200: storeStockSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const stock = await storeStock(db, request.siteLocale.country, request.params.storeId, parseIdList(request.query.variantIds));
      if (!stock) throw new ApiError(404, 'STORE_NOT_FOUND', 'Store not found.');
      return stock;
    },
  );
};
