// Seeds the user segments and the content of every country and language (docs/product.md#locale: AU en;
// HK en, zh; ID id, en; MY en; NZ en; PH en; SG en; TH th, en). Idempotent like the
// catalogue seed: a seed_run row remembers the checksum of what was written, so the same
// content again is a no-op; changed content rewrites the seeded entries (and only them)
// in one transaction under the schema lock.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { SCHEMA_LOCK_KEY } from '../../db/migrate.ts';
import { COUNTRY_LANGUAGES, type Country } from '@beauty/contracts/locale';
import { writeEntry } from '../write-entries.ts';
import { buildEntries, type EntryInput } from './build-entries.ts';
import { SEEDED_SEGMENTS } from './segments.ts';

type Counts = Partial<Record<Country, number>>;

/**
 * storeCounts: each country's number of stores in the one store list (decision 0090);
 * brandCounts: each country's number of brands on its shelf.
 */
export function buildAllEntries(storeCounts: Counts, brandCounts: Counts = {}): EntryInput[] {
  return (Object.keys(COUNTRY_LANGUAGES) as Country[]).flatMap((country) =>
    COUNTRY_LANGUAGES[country].map((language) => buildEntries(country, language, storeCounts[country] ?? 0, brandCounts[country] ?? 0)).flat(),
  );
}

async function countsBy(db: Db, sql: string): Promise<Counts> {
  const { rows } = await db.query<{ country: Country; n: number }>(sql);
  return Object.fromEntries(rows.map((row) => [row.country, row.n]));
}

/** How many stores each country has, from the store table (the home and about pages quote it). */
const storeCounts = (db: Db) => countsBy(db, 'select country, count(*)::int as n from store group by country');

/**
 * How many brands each country sells: the brands with a product on its shelf, as /brands
 * lists them (About once said "more than 300" beside an index of 240).
 */
const brandCounts = (db: Db) => countsBy(db, 'select country, count(distinct brand_id)::int as n from shelf group by country');

export async function seedContent(db: Db, { force = false } = {}): Promise<{ seeded: boolean; entries: number }> {
  const entries = buildAllEntries(await storeCounts(db), await brandCounts(db));
  const checksum = createHash('sha256')
    .update(JSON.stringify({ entries, segments: SEEDED_SEGMENTS }))
    .digest('hex');
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const previous = await tx.query<{ checksum: string }>(`select checksum from seed_run where name = 'content'`);
    if (!force && previous.rows[0]?.checksum === checksum) return { seeded: false, entries: 0 };
    for (const [position, segment] of SEEDED_SEGMENTS.entries()) {
      await tx.query(
        `insert into user_segment (id, name, description, position) values ($1, $2, $3, $4)
         on conflict (id) do update set name = excluded.name, description = excluded.description, position = excluded.position`,
        [segment.id, segment.name, segment.description, position],
      );
    }
    // A version the seed no longer has (a draft since published, say) goes with the rest.
    await tx.query('delete from content_entry where id = any($1::text[])', [[...new Set(entries.map((e) => e.id))]]);
    for (const entry of entries) await writeEntry(tx, entry);
    await tx.query(
      `insert into seed_run (name, checksum) values ('content', $1)
       on conflict (name) do update set checksum = excluded.checksum, seeded_at = now()`,
      [checksum],
    );
    return { seeded: true, entries: entries.length };
  });
}
