// Chooses the database from the environment: a Postgres server when DATABASE_URL is
// set, otherwise embedded PGlite persisted under DATA_DIR.
import type { Env } from '../env.ts';
import type { Db } from './db.ts';
import { openPglite } from './pglite-db.ts';
import { openPostgres } from './postgres-db.ts';

export function openDb(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Db> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR);
}
