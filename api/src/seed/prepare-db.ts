// What every process that serves the shop does first: bring the schema up to date, and
// seed the catalogue when there is none, so `node dist/server.js` alone gives a shop.
// Above the domains (it seeds catalog, search and content), so db/ never imports it.
import { isCatalogEmpty, type SeedOptions, type SeedResult } from '../catalog/seed/seed.ts';
import { seedCatalog } from './seed-catalog.ts';
import { isSearchIndexMissing, refreshSearchIndex } from '../search/search-index.ts';
import { seedContent } from '../content/seed/seed-content.ts';
import { seedOffer } from '../booking/seed/seed-offer.ts';
import { seedStoreShelves } from '../catalog/seed/store-shelves.ts';
import { seedRewards } from '../loyalty/rewards/seed-rewards.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';

export interface PrepareResult {
  migrations: number[];
  seed: SeedResult | null;
  /** How long each step took, in order: what `pnpm start` shows as it prepares (issue 33). */
  steps: { step: string; ms: number }[];
}

export async function prepareDatabase(db: Db, seedOptions: SeedOptions = {}): Promise<PrepareResult> {
  const steps: PrepareResult['steps'] = [];
  const timed = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    steps.push({ step, ms: Math.round(performance.now() - started) });
    return result;
  };
  const migrations = await timed('migrate', () => migrate(db));
  const seed = (await isCatalogEmpty(db)) ? await timed('seed the catalogue', () => seedCatalog(db, seedOptions)) : null;
  // A catalogue seeded before search existed (migration 0011) gets its index once.
  if (await isSearchIndexMissing(db)) await timed('index search', () => db.transaction(refreshSearchIndex));
  // The one store list and what the stores offer (decision 0090): before the content, whose
  // pages quote how many stores each country has.
  await timed('seed stores and bookings', () => seedOffer(db, new Date()));
  // Each store's shelf (decision 0119): the catalogue seed gave every store of the list one; a
  // store added to the list since gets its own here (a no-op, ~2 ms, when all have one).
  await timed('seed store shelves', () => seedStoreShelves(db));
  // Content pages and segments (decision 0040): a no-op when this content is seeded already.
  await timed('seed content', () => seedContent(db));
  // The rewards boutique, gifts with purchase, sale windows and early-access dates (decision 0075).
  await timed('seed rewards', () => seedRewards(db));
  return { migrations, seed, steps };
}
