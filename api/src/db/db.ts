// The one database interface the api codes against. Two implementations: embedded PGlite
// (pglite-db.ts) and a Postgres server (postgres-db.ts). Both speak the same SQL and run
// the same migrations; nothing outside src/db knows which one is in use.
import { createHash } from 'node:crypto';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * A hot statement of fixed shape (a listing, the catalogue version): it is prepared once per
   * connection (named by a hash of its text) and from then on only bound and executed, so it
   * is not parsed again and Postgres's plan cache applies. On a server through node-postgres;
   * on PGlite, whose query() has no named statements, through pglite-prepared.ts (outside a
   * transaction; inside one it is an ordinary statement).
   */
  prepared?: boolean;
}

/** A prepared statement's name: the hash of its text, so one text is one statement on every connection, on either database. */
export const statementName = (sql: string) => `q_${createHash('sha1').update(sql).digest('hex')}`;

export interface Queryable {
  /** One statement with $1..$n parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
  /** Several statements, no parameters: for migrations. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in BEGIN..COMMIT on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Postgres error codes the api reacts to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;

/** The SQLSTATE of a database error, whichever driver raised it. */
export function pgErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
