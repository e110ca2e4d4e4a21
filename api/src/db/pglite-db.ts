// The embedded database: PGlite (Postgres compiled to WASM) persisted to a directory.
// Only one process may open a directory at a time (see data-dir-lock.ts). PGlite runs one
// statement at a time and serialises transactions itself, so it needs no pool.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, QueryOptions, QueryResult } from './db.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { preparedStatements } from './pglite-prepared.ts';

// int8 (counts, sums of money) as a JS number, as postgres-db.ts does: every amount we
// store is far below 2^53.
const parsers = { [types.INT8]: (value: string) => Number(value) };

/** `prepared` runs a statement marked prepared by its name; inside a transaction every statement is PGlite's own query(). */
function wrap(target: PGlite | Transaction, prepared?: ReturnType<typeof preparedStatements>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<Row>> {
      if (options.prepared && prepared) return prepared<Row>(sql, params);
      const result = await target.query<Row>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Opens (creating if need be) the PGlite database in dataDir, or in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  let release = () => {};
  if (dataDir) {
    const dir = path.resolve(dataDir);
    mkdirSync(path.dirname(dir), { recursive: true });
    release = lockDataDir(dir);
  }
  let pg: PGlite;
  try {
    // pg_trgm: trigram similarity for search (migration 0011); btree_gist: the bookings'
    // exclusion constraint (migration 0081).
    pg = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, { parsers, extensions: { pg_trgm, btree_gist } });
  } catch (error) {
    release();
    throw error;
  }
  let closed = false;
  return {
    kind: 'pglite',
    ...wrap(pg, preparedStatements(pg)),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}
