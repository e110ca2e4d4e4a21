// The catalogue seed with the steps of the domains above catalog handed in: the store list
// before each store's shelf, and the search index over what was written.
import type { Db } from '../db/db.ts';
import { seedCatalog as seedCatalogWith, type SeedOptions, type SeedResult } from '../catalog/seed/seed.ts';
import { seedStores } from '../store/seed/seed-stores.ts';
import { refreshSearchIndex } from '../search/search-index.ts';

export function seedCatalog(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  return seedCatalogWith(db, options, { seedStores, refreshSearchIndex });
}
