// Seeds the catalogue from the data set in api/data/ (a sample of a public data set,
// attribution in api/data/SOURCE.md: nadyinky, CC BY 4.0).
//
// Idempotent: a seed_run row remembers the checksum of what was seeded; the same data
// again is a no-op, changed data (or `force`) updates rows in place. It runs in one
// transaction under the schema lock, so a half-seeded catalogue is never visible and
// replicas booting together seed once.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from '../../db/db.ts';
import { SCHEMA_LOCK_KEY } from '../../db/migrate.ts';
import { buildCatalog, type BuildOptions } from './build-catalog.ts';
import { parseCatalogRow, type CatalogRow } from './catalog-row.ts';
import { parseCsvRecords } from './csv.ts';
import { writeCatalog } from './write-catalog.ts';
import { seedStoreShelves } from './store-shelves.ts';
import { assignBadges } from '../product-badges.ts';
import { refreshShelf } from '../shelf.ts';

/** Bump when the way rows become records changes, so existing databases are re-seeded. */
export const SEED_VERSION = 3; // 2: canonical brand slugs (catalog/brand-slugs.ts); 3: ครีมกันแดด in the search index (search-terms.ts)

/** api/data/…, from src/catalog/seed/ and from dist/catalog/seed/ alike. */
export const DEFAULT_CATALOG_CSV = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'data', 'sephora-products-sample.csv');

export function readCatalogRows(csvPath: string = DEFAULT_CATALOG_CSV): { rows: CatalogRow[]; checksum: string } {
  const text = readFileSync(csvPath, 'utf8');
  const checksum = createHash('sha256').update(text).digest('hex');
  return { rows: parseCsvRecords(text).map(parseCatalogRow), checksum };
}

export interface SeedOptions extends BuildOptions {
  csvPath?: string;
  /** Write even when the same data was seeded before. */
  force?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  variants: number;
  ms: number;
}

/**
 * What the catalogue seed needs from the domains above it (store, search), handed in by
 * seed/seed-catalog.ts so that catalog stands below them in the room order.
 */
export interface CatalogSeedSteps {
  /** Writes the store list (an upsert by id), before each store's shelf is written. */
  seedStores(tx: Queryable): Promise<unknown>;
  /** Rebuilds the search index from the catalogue just written. */
  refreshSearchIndex(tx: Queryable): Promise<void>;
}

export async function seedCatalog(db: Db, options: SeedOptions, steps: CatalogSeedSteps): Promise<SeedResult> {
  const started = performance.now();
  const { rows, checksum: dataChecksum } = readCatalogRows(options.csvPath);
  const checksum = `v${SEED_VERSION}:${options.copies ?? 1}:${dataChecksum}`;
  const result = await db.transaction(async (tx): Promise<SeedResult> => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const previous = await tx.query<{ checksum: string }>(`select checksum from seed_run where name = 'catalog'`);
    if (!options.force && previous.rows[0]?.checksum === checksum) {
      return { seeded: false, products: 0, variants: 0, ms: performance.now() - started };
    }
    const catalog = buildCatalog(rows, options);
    await writeCatalog(tx, catalog);
    // Each store's own shelf (decision 0119) needs the stores: on a fresh database the list is
    // not written yet (prepare-db.ts seeds it after the catalogue), so write it here first; it
    // is an upsert by id, and seedOffer writes the same rows again.
    await steps.seedStores(tx);
    await seedStoreShelves(tx);
    await assignBadges(tx);
    await refreshShelf(tx);
    await steps.refreshSearchIndex(tx);
    await tx.query(
      `insert into seed_run (name, checksum) values ('catalog', $1)
       on conflict (name) do update set checksum = excluded.checksum, seeded_at = now()`,
      [checksum],
    );
    return { seeded: true, products: catalog.products.length, variants: catalog.variants.length, ms: performance.now() - started };
  });
  // Fresh statistics, or the planner guesses row counts from an empty catalogue.
  if (result.seeded) await db.query('analyze brand, category, product, variant, variant_price, stock, store_stock, shelf, search_doc, search_word');
  result.ms = performance.now() - started;
  return result;
}

/** Whether any product exists: the server seeds at boot only when there is none. */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>('select exists (select 1 from product) as any');
  return !rows[0]?.any;
}
