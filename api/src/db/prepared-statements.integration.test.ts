// A statement marked `prepared` (db.ts QueryOptions) answers exactly as the same statement
// unprepared, on each database: on Postgres through node-postgres's named statements, on
// PGlite through pglite-prepared.ts, which speaks the protocol itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing.ts';
import { TEST_DATABASES } from '../test-support/app.test-support.ts';
import { PG_ERROR, pgErrorCode, type Db } from './db.ts';

const prepared = { prepared: true } as const;

describe.each(TEST_DATABASES)('prepared statements on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase(database.url, { empty: true }));
    await db.exec(`create table prepared_probe (id text primary key, n int8 not null, tags text[] not null default '{}', at timestamptz, doc jsonb)`);
  });
  afterAll(() => drop?.());

  const ROWS = `select id, n, tags, at, doc, n > $1 as big from prepared_probe where n >= $1 and (cardinality($2::text[]) = 0 or id = any($2::text[])) order by id`;

  it('reads the same rows and types as the statement unprepared, run after run', async () => {
    const insert = `insert into prepared_probe (id, n, tags, at, doc) values ($1, $2, $3, $4, $5)`;
    const inserted = await db.query(insert, ['a', 1, ['x', 'y, z'], new Date('2026-11-29T10:00:00.000Z'), { k: 'v' }], prepared);
    expect(inserted.rowCount).toBe(1);
    await db.query(insert, ['b', 9_007_199_254_740, [], null, null], prepared);
    await db.query(insert, ['c’', 2, ['ไทย', '中文'], null, { list: [1, 2] }], prepared);

    for (const [minimum, ids] of [
      [0, []],
      [2, []],
      [0, ['a', 'c’']],
      [5, ['a']],
    ] as const) {
      const plain = (await db.query(ROWS, [minimum, ids])).rows;
      // Past five runs Postgres may switch the statement to its generic plan; the answer must not change.
      for (let run = 0; run < 7; run++) expect((await db.query(ROWS, [minimum, ids], prepared)).rows).toEqual(plain);
    }
    const all = (await db.query<Record<string, unknown>>(ROWS, [0, []], prepared)).rows;
    expect(all.map((row) => row.id)).toEqual(['a', 'b', 'c’']);
    expect(all[0]).toEqual({ id: 'a', n: 1, tags: ['x', 'y, z'], at: new Date('2026-11-29T10:00:00.000Z'), doc: { k: 'v' }, big: true });
    expect(all[1]).toMatchObject({ n: 9_007_199_254_740, tags: [], at: null, doc: null });
    expect(all[2]).toMatchObject({ tags: ['ไทย', '中文'], doc: { list: [1, 2] } });
    expect((await db.query(ROWS, [100, ['nobody']], prepared)).rows).toEqual([]);
  });

  it('counts the rows a change touched', async () => {
    const update = `update prepared_probe set n = n + 1 where n < $1`;
    expect((await db.query(update, [3], prepared)).rowCount).toBe(2);
    expect((await db.query(update, [0], prepared)).rowCount).toBe(0);
  });

  it('fails as the plain statement fails, with its code, and the next statement runs', async () => {
    const insert = `insert into prepared_probe (id, n) values ($1, $2)`;
    const failure = await db.query(insert, ['a', 1], prepared).catch((error: unknown) => error);
    expect(pgErrorCode(failure)).toBe(PG_ERROR.uniqueViolation);
    const badInput = await db.query(ROWS, ['many', []], prepared).catch((error: unknown) => error);
    expect(pgErrorCode(badInput)).toBe('22P02'); // invalid input syntax for type bigint
    expect((await db.query(ROWS, [0, ['a']], prepared)).rows).toHaveLength(1);
  });

  it("never runs inside another caller's transaction: it sees what was committed", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query(`update prepared_probe set n = 1000 where id = 'a'`);
      written();
      await held;
      throw new Error('rolled back');
    });
    await wrote;
    const read = db.query<{ n: number }>(`select n from prepared_probe where id = $1`, ['a'], prepared);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await read).rows[0]!.n).not.toBe(1000);
  });
});
