// Chooses the database from the environment: a Postgres server when DATABASE_URL is
// set, otherwise embedded PGlite persisted under DATA_DIR.
import { createLogger, type LogLevel } from '@beauty/server-kit/logger';
import type { Db } from './db.ts';
import { openPglite } from './pglite-db.ts';
import { openPostgres, type PoolLogger } from './postgres-db.ts';

/** What the database needs from the config (env.ts parses it); db stands below env.ts, so it names its own. */
export interface DbEnv {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  LOG_LEVEL: LogLevel;
  DATABASE_CONNECT_TIMEOUT_MS?: number;
  DATABASE_STATEMENT_TIMEOUT_MS?: number;
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS?: number;
}

/**
 * logger: where the pool reports what happens outside any request; server.ts passes a child of
 * the app's logger, the command-line tools get the server-kit logger at LOG_LEVEL.
 */
export function openDb(env: DbEnv, logger?: PoolLogger): Promise<Db> {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, {
        logger: logger ?? createLogger({ service: 'api', level: env.LOG_LEVEL }).child({ component: 'postgres' }),
        connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      })
    : openPglite(env.DATA_DIR);
}
