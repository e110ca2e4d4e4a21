// Applies the migrations not yet applied, in order, in one transaction. An advisory lock
// makes api replicas booting together against one Postgres take turns instead of racing.
import type { Db } from './db.ts';
import { MIGRATIONS } from './migrations/all-migrations.ts';
import type { Migration } from './migrations/migration.ts';

/** Shared with the seed so a boot never seeds a half-migrated database. */
export const SCHEMA_LOCK_KEY = 726_2023;

export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await tx.exec(`
      create table if not exists schema_migration (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`);
    const { rows } = await tx.query<{ version: number }>('select version from schema_migration');
    const applied = new Set(rows.map((r) => r.version));
    const done: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migration (version, name) values ($1, $2)', [migration.version, migration.name]);
      done.push(migration.version);
    }
    return done;
  });
}
