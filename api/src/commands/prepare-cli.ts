// `node dist/commands/prepare-cli.js`: what the api does first at every boot (migrate, then seed
// what is missing), without serving: `pnpm reset` runs it after wiping the local data, so
// the next start finds a shop ready. With PGlite, the server must be stopped (one process
// per data directory).
import { parseConfig } from '../env.ts';
import { openDb } from '../db/open-db.ts';
import { prepareDatabase } from '../seed/prepare-db.ts';

const started = performance.now();
try {
  const { env } = parseConfig(process.env);
  const db = await openDb(env);
  try {
    const { migrations, seed, steps } = await prepareDatabase(db);
    for (const { step, ms } of steps) console.log(`[reset] ${step}: ${ms} ms`);
    const seeded = seed?.seeded ? `, seeded ${seed.products} products and ${seed.variants} variants` : '';
    console.log(`[reset] database ready: ${migrations.length} migrations${seeded} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`[reset] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
