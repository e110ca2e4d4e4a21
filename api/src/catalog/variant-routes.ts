// GET variants?ids=… or ?product_ids=… (comma lists; both may be given).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.ts';
import { localeHeadersSchema } from '../locale/request-locale.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import { entityTagOf, sendTagged } from '../platform/entity-tags.ts';
import { badRequest } from '../platform/http-errors.ts';
import { parseIdList } from '../platform/id-list.ts';
import { variantListSchema, variantQuerySchema, type VariantList } from '@beauty/contracts/catalog';
import type { Country } from '@beauty/contracts/locale';
import { findVariants } from './variant-repository.ts';
import { createVersionedCache } from './versioned-cache.ts';

/** Answers kept under the catalogue's version (decision 0123): up to 16 MB of their JSON. */
const VARIANT_CACHE_CHARS = 16 * 1024 * 1024;

export const variantRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // A listing asks for its page's variants (price, stock status, the line cap: all moving the
  // version), the same 48 products each time. Kept as JSON checked against the contract once,
  // when read from the database, where the serializer would check and write it every time.
  const variantLists = createVersionedCache(
    async ({ country, ids, productIds }: { country: Country; ids: string[]; productIds: string[] }) => {
      const json = JSON.stringify(variantListSchema.parse({ variants: await findVariants(db, country, ids, productIds) }));
      return { json, tag: entityTagOf(json) };
    },
    { maxEntries: 5000, maxSize: VARIANT_CACHE_CHARS, sizeOf: (answer) => answer.json.length },
  );
  app.get(
    '/variants',
    {
      schema: {
        tags: ['catalog'],
        headers: localeHeadersSchema,
        summary: 'Variants by ids or by product ids, with price and stock in the site country (with an ETag: If-None-Match gives 304 while unchanged)',
        querystring: variantQuerySchema,
        response: { 200: variantListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { ids, product_ids: productIds } = request.query;
      if (ids === undefined && productIds === undefined) {
        throw badRequest('VALIDATION_FAILED', 'Give ids or product_ids', { field: 'ids' });
      }
      const asked = { country: request.siteLocale.country, ids: parseIdList(ids), productIds: parseIdList(productIds) };
      const { json, tag } = await variantLists(db, asked, asked);
      return sendTagged(request, reply, json, tag) as unknown as VariantList;
    },
  );
};
