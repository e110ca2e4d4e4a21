// A Postgres server through node-postgres, when DATABASE_URL is set: a pool, so the api
// scales across connections and replicas; transactions check out one client.
//
// Bounded waits (decision 0062): a server that does not accept a connection, a statement
// that runs away, or a transaction left open by a stuck request each fail within seconds
// with an error the route answers as a 5xx, instead of holding a pool slot (and with it
// every later request) indefinitely.
import pg from 'pg';
import { createLogger } from '@beauty/server-kit/logger';
import { statementName, type Db, type Queryable, type QueryOptions, type QueryResult } from './db.ts';

export const POSTGRES_DEFAULTS = {
  /** No connection within this: the query fails (server down, network dropping packets). */
  connectTimeoutMs: 5_000,
  /** The server cancels any one statement running longer (SQLSTATE 57014). */
  statementTimeoutMs: 15_000,
  /** The server ends a session left idle inside a transaction this long (locks released). */
  idleInTransactionTimeoutMs: 10_000,
  max: 10,
} as const;

/** Where the pool reports what happens outside any request (pino's signature). */
export interface PoolLogger {
  error(details: object, message: string): void;
}

// int8 (counts, sums of money) as a JS number, per pool rather than pg's global registry.
const INT8_OID = 20;
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  /** A schema to work in (created if missing): tests get a fresh one each so runs never collide. */
  schema?: string;
  max?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  /** The app's logger (a child with component postgres, server.ts via open-db.ts); tests that pass none get the server-kit logger at info. */
  logger?: PoolLogger;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<Row>> {
      // node-postgres prepares a named statement on a connection once and then only binds it.
      const result = options.prepared
        ? await client.query({ name: statementName(sql), text: sql, values: params as unknown[] })
        : await client.query(sql, params as unknown[]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql); // no parameters: the simple protocol runs several statements
    },
  };
}

function pgCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const logger = options.logger ?? createLogger({ service: 'api', level: 'info' }).child({ component: 'postgres' });
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? POSTGRES_DEFAULTS.max,
    types: typeParsers,
    connectionTimeoutMillis: options.connectTimeoutMs ?? POSTGRES_DEFAULTS.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs ?? POSTGRES_DEFAULTS.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs ?? POSTGRES_DEFAULTS.idleInTransactionTimeoutMs,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its server (a restart, a failover, a terminated session) must not
  // crash the process, and must not go unseen: logged, and the next query reconnects.
  pool.on('error', (error) => logger.error({ err: error, code: pgCode(error) }, 'postgres: an idle connection failed'));
  if (schema) await pool.query(`create schema if not exists ${schema}`);
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // Checked out, the client has no pool listener: a session the server ends between two
      // statements (idle_in_transaction_session_timeout) would otherwise throw out of the
      // process. The statement that follows fails, and the transaction with it.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        logger.error({ err: error, code: pgCode(error) }, 'postgres: the connection of an open transaction failed');
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is discarded, not handed to the next request.
        client.release(broken);
      }
    },
    // Once, however often it is called (pg-pool throws on a second end): a test that closes
    // the database to simulate an outage, then its teardown, both close it.
    close: () => (closing ??= pool.end()),
  };
}
