// GET variants?ids=… or ?product_ids=… (comma lists; both may be given).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.ts';
import { localeHeadersSchema } from '../locale/request-locale.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import { badRequest } from '../platform/http-errors.ts';
import { parseIdList } from '../platform/id-list.ts';
import { variantListSchema, variantQuerySchema } from '@beauty/contracts/catalog';
import { findVariants } from './variant-repository.ts';

export const variantRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/variants',
    {
      schema: {
        tags: ['catalog'], headers: localeHeadersSchema,
        summary: 'Variants by ids or by product ids, with price and stock in the site country',
        querystring: variantQuerySchema,
        response: { 200: variantListSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { ids, product_ids: productIds } = request.query;
      if (ids === undefined && productIds === undefined) {
        throw badRequest('VALIDATION_FAILED', 'Give ids or product_ids', { field: 'ids' });
      }
      return { variants: await findVariants(db, request.siteLocale.country, parseIdList(ids), parseIdList(productIds)) };
    },
  );
};
