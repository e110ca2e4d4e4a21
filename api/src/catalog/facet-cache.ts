// The listing's facets, kept per api process under the catalogue's version (decision 0121,
// versioned-cache.ts). Counting them reads the whole category's shelf (at 50,000 products,
// 90-250 ms a request), yet they change only when the shelf does.
import type { Queryable } from '../db/db.ts';
import type { Country, Language } from '@beauty/contracts/locale';
import type { ProductFilters } from '@beauty/contracts/catalog';
import { listingFacets } from './facet-repository.ts';
import type { ListingFilter } from './listing-filter.ts';
import { createVersionedCache } from './versioned-cache.ts';

export type FacetCache = (db: Queryable, country: Country, filter: ListingFilter, language: Language) => Promise<ProductFilters>;

/** Facets answered from memory while the catalogue's version stands; at most `maxEntries` filters. */
export function createFacetCache({ maxEntries = 500 } = {}): FacetCache {
  const get = createVersionedCache(
    ({ db, country, filter, language }: { db: Queryable; country: Country; filter: ListingFilter; language: Language }) =>
      listingFacets(db, country, filter, language),
    { maxEntries },
  );
  return (db, country, filter, language) => get(db, [country, language, filter], { db, country, filter, language });
}
