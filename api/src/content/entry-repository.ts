// Reading content entries. Every look-up is in the request's country and language. A
// shopper reads the published version; preview reads the newest (the draft when there is
// one). Blocks are checked against the contract on the way out as well as on the way in:
// a block that no longer parses (a hand edit, an older shape) is left out and reported,
// so one bad block costs the page that block, not the page.
import type { Queryable } from '../db/db.ts';
import type { RequestLocale } from '../locale/request-locale.ts';
import { type ContentStatus, type EntryType, type StoredBlock, storedBlockSchema } from '@beauty/contracts/content';

/** published: what shoppers see; newest: what preview shows (a draft wins). */
export type Version = 'published' | 'newest';

export interface StoredEntry {
  id: string;
  status: ContentStatus;
  pageType: EntryType;
  slug: string;
  country: string;
  language: string;
  title: string;
  description: string | null;
  blocks: StoredBlock[];
  /** Ids of blocks that failed the contract on read (left out of blocks). */
  invalidBlocks: string[];
  updatedAt: string;
  publishedAt: string | null;
}

interface EntryRow {
  id: string;
  status: ContentStatus;
  page_type: EntryType;
  slug: string;
  country: string;
  language: string;
  title: string;
  description: string | null;
  blocks: unknown;
  updated_at: Date | string;
  published_at: Date | string | null;
}

const COLUMNS = 'id, status, page_type, slug, country, language, title, description, blocks, updated_at, published_at';
const STATUS_FILTER: Record<Version, string> = { published: `status = 'published'`, newest: 'true' };
// 'draft' sorts before 'published': the draft first when there is one.
const NEWEST_FIRST = 'order by status asc';

function toEntry(row: EntryRow): StoredEntry {
  const blocks: StoredBlock[] = [];
  const invalidBlocks: string[] = [];
  for (const [i, raw] of (Array.isArray(row.blocks) ? row.blocks : []).entries()) {
    const parsed = storedBlockSchema.safeParse(raw);
    if (parsed.success) blocks.push(parsed.data);
    else invalidBlocks.push(String((raw as { id?: unknown } | null)?.id ?? `#${i}`));
  }
  return {
    id: row.id,
    status: row.status,
    pageType: row.page_type,
    slug: row.slug,
    country: row.country,
    language: row.language,
    title: row.title,
    description: row.description,
    blocks,
    invalidBlocks,
    updatedAt: new Date(row.updated_at).toISOString(),
    publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
  };
}

export async function findEntry(
  db: Queryable,
  locale: Pick<RequestLocale, 'country' | 'language'>,
  pageType: EntryType,
  slug: string,
  version: Version,
): Promise<StoredEntry | undefined> {
  const { rows } = await db.query<EntryRow>(
    `select ${COLUMNS} from content_entry
     where page_type = $1 and slug = $2 and country = $3 and language = $4 and ${STATUS_FILTER[version]}
     ${NEWEST_FIRST} limit 1`,
    [pageType, slug, locale.country, locale.language],
  );
  return rows[0] ? toEntry(rows[0]) : undefined;
}

export async function findEntryById(
  db: Queryable,
  locale: Pick<RequestLocale, 'country' | 'language'>,
  id: string,
  version: Version,
  pageTypes: readonly EntryType[],
): Promise<StoredEntry | undefined> {
  const { rows } = await db.query<EntryRow>(
    `select ${COLUMNS} from content_entry
     where id = $1 and country = $2 and language = $3 and page_type = any($4::text[]) and ${STATUS_FILTER[version]}
     ${NEWEST_FIRST} limit 1`,
    [id, locale.country, locale.language, pageTypes],
  );
  return rows[0] ? toEntry(rows[0]) : undefined;
}

/** Several overlay entries at once (the overlays a page references). */
export async function findOverlays(
  db: Queryable,
  locale: Pick<RequestLocale, 'country' | 'language'>,
  ids: readonly string[],
  version: Version,
): Promise<Map<string, StoredEntry>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<EntryRow>(
    `select distinct on (id) ${COLUMNS} from content_entry
     where id = any($1::text[]) and page_type = 'overlay' and country = $2 and language = $3 and ${STATUS_FILTER[version]}
     order by id, status asc`,
    [ids, locale.country, locale.language],
  );
  return new Map(rows.map((row) => [row.id, toEntry(row)]));
}
