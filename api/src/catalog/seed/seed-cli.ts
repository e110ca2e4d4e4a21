// `pnpm --filter @beauty/api seed [--force] [--copies=N]`: migrates, then seeds the
// configured database. With PGlite, stop the server first (one process per data dir).
import { loadEnv } from '../../env.ts';
import { migrate } from '../../db/migrate.ts';
import { openDb } from '../../db/open-db.ts';
import { seedCatalog } from './seed.ts';

const args = process.argv.slice(2);
const copiesArg = args.find((a) => a.startsWith('--copies='));
const copies = copiesArg ? Number.parseInt(copiesArg.slice('--copies='.length), 10) : 1;
if (!Number.isInteger(copies) || copies < 1) throw new Error('--copies must be a positive integer');

const env = loadEnv();
const db = await openDb(env);
try {
  await migrate(db);
  const result = await seedCatalog(db, { force: args.includes('--force'), copies });
  console.log(
    result.seeded
      ? `Seeded ${result.products} products, ${result.variants} variants in ${Math.round(result.ms)} ms.`
      : `Catalogue already seeded with this data (${Math.round(result.ms)} ms); use --force to rewrite it.`,
  );
} finally {
  await db.close();
}
