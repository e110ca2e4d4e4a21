// Search: the overlay's suggestions and did you mean, and the site's popular searches.
// Products found are primed into the request's loaders like a listing's.
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { badUserInput } from '../platform/graphql-errors.ts';
import { searchApi } from './search-api.ts';

const MAX_FIRST = 24;
const MAX_QUERY = 400;

export const searchResolvers: Resolvers = {
  Query: {
    async search(_, { query, first, record }, ctx) {
      const limit = first ?? 6;
      if (limit < 0 || limit > MAX_FIRST) {
        throw badUserInput(`first must be between 0 and ${MAX_FIRST}`, { argument: 'first' });
      }
      const result = await searchApi(ctx.rest, ctx.publicScope).search({ q: query.slice(0, MAX_QUERY), limit, record: record ?? false });
      ctx.loaders.primeProducts(result.products);
      return result;
    },
    popularSearches: (_, __, ctx) => searchApi(ctx.rest, ctx.publicScope).popularQueries(),
  },

  SearchSuggestions: {
    totalCount: (result) => result.total,
  },

  PopularSearches: {
    queries: (popular) => popular.queries.map((q) => q.query),
  },
};
