// A Postgres server through node-postgres, when DATABASE_URL is set: a pool, so the api
// scales across connections and replicas; transactions check out one client.
import pg from 'pg';
import type { Db, Queryable, QueryResult } from './db.ts';

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
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql); // no parameters: the simple protocol runs several statements
    },
  };
}

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    types: typeParsers,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  if (schema) await pool.query(`create schema if not exists ${schema}`);
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection that drops while checked out emits 'error' on the client, outside any
      // query: unheard, it would crash the process. The query in flight fails on its own
      // (and the transaction with it); release(error) then discards the broken client.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
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
        client.release(lost);
      }
    },
    // Once, however often it is called (pg-pool throws on a second end): a test that closes
    // the database to simulate an outage, then its teardown, both close it.
    close: () => (closing ??= pool.end()),
  };
}
