// Search's REST calls (docs/product.md#rest-catalogue-and-content: search/, search/popular-queries/), validated with the api's
// contract. Results listings go through catalog-api's listProducts with q.
import { popularQueriesSchema, searchResultSchema } from '@beauty/contracts/search';
import type { PublicScope } from '../platform/public-rest.ts';
import type { RestClient } from '../platform/rest-client.ts';

export const searchApi = (rest: RestClient, scope: PublicScope) => ({
  search: (query: { q: string; limit: number; record: boolean }) =>
    rest.request(scope, {
      path: 'search/',
      query: { q: query.q, limit: query.limit, record: query.record ? 'true' : undefined },
      schema: searchResultSchema,
    }),

  popularQueries: () => rest.request(scope, { path: 'search/popular-queries/', schema: popularQueriesSchema }),
});
