// `pnpm --filter @beauty/api migrate`: applies pending migrations to the configured database.
import { loadEnv } from '../env.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';

try {
  const db = await openDb(loadEnv(process.env));
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await db.close();
  }
} catch (error) {
  // A busy PGlite directory or a bad DATABASE_URL is an operator's message, not a stack trace.
  console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
