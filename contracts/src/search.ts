// The REST contract of search (docs/product.md#rest-catalogue-and-content: search/, search/popular-queries/). A listing of
// search results is GET products with q (./catalog.ts), so it filters and sorts
// like any other listing.
import { z } from 'zod';
import { productSchema } from './catalog.ts';

export const MAX_QUERY_LENGTH = 100;

/** GET search/?q=: what the search overlay shows as the shopper types, and the results page's "did you mean". */
export const searchQuerySchema = z.object({
  q: z.string().max(400),
  limit: z.coerce.number().int().min(0).max(24).default(6),
  /** The shopper submitted the search (results page): it counts towards popular searches. */
  record: z.enum(['true', 'false']).optional(),
});

export const searchResultSchema = z.object({
  query: z.string(), // normalized as searched
  /** The query as corrected when the shopper's found nothing and the correction finds products ("did you mean"). */
  correctedQuery: z.string().nullable(),
  /** Products found for correctedQuery when there is one, else for query. */
  total: z.number().int().nonnegative(),
  products: z.array(productSchema),
  /** Words of the catalogue that complete or correct the last word typed. */
  terms: z.array(z.string()),
  brands: z.array(z.object({ slug: z.string(), name: z.string() })),
  categories: z.array(z.object({ path: z.string(), name: z.string() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET search/popular-queries/: the site's most searched queries and its most loved brands. */
export const popularQueriesSchema = z.object({
  queries: z.array(z.object({ query: z.string(), searches: z.number().int().nonnegative() })),
  brands: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type PopularQueries = z.infer<typeof popularQueriesSchema>;
