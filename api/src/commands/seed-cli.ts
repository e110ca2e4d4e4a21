// `pnpm --filter @beauty/api seed [--force] [--copies=N]`: migrates, then seeds the
// configured database. With PGlite, stop the server first (one process per data dir).
// --copies=N grows the catalogue N-fold for benchmarks (50 → 50,000 products).
import { loadEnv } from '../env.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { seedCatalog } from '../seed/seed-catalog.ts';

async function main(args: string[]): Promise<string> {
  const copiesArg = args.find((a) => a.startsWith('--copies='));
  const copies = copiesArg ? Number(copiesArg.slice('--copies='.length)) : 1;
  if (!Number.isInteger(copies) || copies < 1) throw new Error('--copies must be a positive integer');
  const db = await openDb(loadEnv(process.env));
  try {
    await migrate(db);
    const result = await seedCatalog(db, { force: args.includes('--force'), copies });
    return result.seeded
      ? `Seeded ${result.products} products, ${result.variants} variants in ${Math.round(result.ms)} ms.`
      : `Catalogue already seeded with this data (${Math.round(result.ms)} ms); use --force to rewrite it.`;
  } finally {
    await db.close();
  }
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  console.error(`seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
