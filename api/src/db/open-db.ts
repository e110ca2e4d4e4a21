// Chooses the database from the environment: a Postgres server when DATABASE_URL is
// set, otherwise embedded PGlite persisted under DATA_DIR.
import type { Env } from '../env.ts';
import type { Db } from './db.ts';
import { openPglite } from './pglite-db.ts';
import { openPostgres } from './postgres-db.ts';

type DbEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> &
  Partial<Pick<Env, 'DATABASE_CONNECT_TIMEOUT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'>>;

export function openDb(env: DbEnv): Promise<Db> {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, {
        connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      })
    : openPglite(env.DATA_DIR);
}
