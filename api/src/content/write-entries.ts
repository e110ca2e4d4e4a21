// Writing content entries: the blocks are checked against the contract before they reach
// the database (and again on every read, entry-repository.ts), so a bad href or an
// unknown block kind is refused here with zod's message, never stored.
import type { Queryable } from '../db/db.ts';
import { storedBlocksSchema } from '@beauty/contracts/content';
import type { EntryInput } from './seed/build-entries.ts';

export async function writeEntry(db: Queryable, entry: EntryInput): Promise<void> {
  const blocks = storedBlocksSchema.parse(entry.blocks);
  await db.query(
    `insert into content_entry (id, status, page_type, slug, country, language, title, description, blocks, updated_at, published_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, now(), case when $2 = 'published' then now() end)
     on conflict (id, status) do update set
       page_type = excluded.page_type, slug = excluded.slug, country = excluded.country, language = excluded.language,
       title = excluded.title, description = excluded.description, blocks = excluded.blocks,
       updated_at = now(), published_at = excluded.published_at`,
    [entry.id, entry.status, entry.pageType, entry.slug, entry.country, entry.language, entry.title, entry.description, JSON.stringify(blocks)],
  );
}
