// `pnpm --filter @beauty/api migrate`: applies pending migrations to the configured database.
import { loadEnv } from '../env.ts';
import { migrate } from './migrate.ts';
import { openDb } from './open-db.ts';

const env = loadEnv();
const db = await openDb(env);
try {
  const applied = await migrate(db);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.close();
}
