// The search overlay's products: the first of a query's matches in the country, in the
// featured order, and how many there are, read from the search documents alone
// (migration 0013: each carries its shelf countries and featured rank). The results page
// is a listing instead (GET products?q=, catalog/product-repository.ts), which filters
// and sorts on the shelf; both count and order the same products, as
// search.integration.test.ts checks.
import type { Queryable } from '../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import { searchTsquery } from '../catalog/search-match.ts';

export interface SearchPage {
  ids: string[];
  total: number;
}

export async function searchPage(db: Queryable, country: Country, query: string, limit: number): Promise<SearchPage> {
  // At least one row, to carry the total (the results page asks for none: limit=0).
  const params: unknown[] = [country, Math.max(limit, 1)];
  const tsquery = searchTsquery(query, (value) => `$${params.push(value)}`);
  if (tsquery === null) return { ids: [], total: 0 };
  // The total rides on each row (a window count): the matches are all read once, from the
  // GIN index and their own documents, and the first `limit` kept by a top-N sort.
  const { rows } = await db.query<{ id: string; total: number }>(
    `select product_id as id, count(*) over ()::int as total from search_doc
     where tsv @@ ${tsquery} and $1 = any(countries)
     order by featured_rank, product_id limit $2`,
    params,
  );
  return { ids: rows.slice(0, limit).map((r) => r.id), total: rows[0]?.total ?? 0 };
}
