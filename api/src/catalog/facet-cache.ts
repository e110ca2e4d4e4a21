// The listing's facets, kept per api process (decision 0121). Counting them reads the whole
// category's shelf (at 50,000 products, 90-250 ms a request), yet they change only when the
// shelf does: prices, tags, brands and categories come from the seed, which rebuilds the
// shelf; stock is not in them. Each answer is kept under the catalogue's version (migration
// 0098: a counter moved by every write to the shelf), read on every request, so a new
// catalogue is never answered from an old count, on this replica or any other.
// One per app instance (product-routes.ts), never module-level, so tests never share it;
// lru-cache as everywhere in-process (decision 0062): one count per key at a time.
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/db.ts';
import type { Country, Language } from '@beauty/contracts/locale';
import type { ProductFilters } from '@beauty/contracts/catalog';
import { listingFacets } from './facet-repository.ts';
import type { ListingFilter } from './listing-filter.ts';

interface Lookup {
  db: Queryable;
  country: Country;
  filter: ListingFilter;
  language: Language;
}

export type FacetCache = (db: Queryable, country: Country, filter: ListingFilter, language: Language) => Promise<ProductFilters>;

/** Facets answered from memory while the catalogue's version stands; at most `maxEntries` filters. */
export function createFacetCache({ maxEntries = 500 } = {}): FacetCache {
  const cache = new LRUCache<string, ProductFilters, Lookup>({
    max: maxEntries,
    fetchMethod: (_key, _stale, { context }) => listingFacets(context.db, context.country, context.filter, context.language),
  });
  return async (db, country, filter, language) => {
    const { rows } = await db.query<{ n: number }>('select n from catalog_version');
    const key = JSON.stringify([rows[0]?.n ?? 0, country, language, filter]);
    const facets = await cache.fetch(key, { context: { db, country, filter, language } });
    if (!facets) throw new Error('facets: no answer');
    return facets;
  };
}
