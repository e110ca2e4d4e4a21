// GET search/ and GET search/popular-queries/ (docs/product.md#rest-catalogue-and-content).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.ts';
import { localeHeadersSchema } from '../locale/request-locale.ts';
import { errorAnswers } from '../platform/error-answers.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { popularQueriesSchema, searchQuerySchema, searchResultSchema } from '@beauty/contracts/search';
import { catalogueCache, popularQueries, recordSearch, search } from './search-repository.ts';
import { cleanQuery } from '../catalog/search-text.ts';

const doc = routeDocs('search');

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The overlay's answers for the catalogue, per app (search-cache.ts).
  const cache = catalogueCache();
  app.get(
    '/search',
    doc('Products, words, brands and categories for a query; a corrected query ("did you mean") when it finds nothing', searchResultSchema, errorAnswers(400), {
      headers: localeHeadersSchema,
      querystring: searchQuerySchema,
    }),
    async (request) => {
      const { country, language } = request.siteLocale;
      const query = cleanQuery(request.query.q);
      if (!query) return { query, correctedQuery: null, total: 0, products: [], terms: [], brands: [], categories: [] };
      const result = await search(db, country, language, query, request.query.limit, cache);
      if (request.query.record === 'true' && result.total > 0) {
        await recordSearch(db, country, language, result.correctedQuery ?? query);
      }
      return result;
    },
  );

  app.get(
    '/search/popular-queries',
    doc("The site's most searched queries (in its language) and most loved brands", popularQueriesSchema, errorAnswers(400), { headers: localeHeadersSchema }),
    async (request) => popularQueries(db, request.siteLocale.country, request.siteLocale.language),
  );
};
