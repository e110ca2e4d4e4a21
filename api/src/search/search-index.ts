// Builds the search documents and the vocabulary (migration 0011) from the catalogue.
// Runs where the shelf is rebuilt (the seed), in the same transaction, and at boot when a
// catalogue has no index yet. Each product's document holds its name, brand and category
// names, the top category's name in the four languages, and what shoppers type in id, th
// and zh for its English product words (search-terms.ts); beside it, the countries whose
// shelf holds the product and its featured rank (migration 0013), so that the search
// overlay reads its page and total from the documents alone (search-page.ts). It must
// therefore run after the shelf is rebuilt (catalog/shelf.ts), as the seed does.
import type { Queryable } from '../db/db.ts';
import { TOP_CATEGORY_LABELS } from '../catalog/category-labels.ts';
import { termsFor } from './search-terms.ts';
import { isLatin, normalizeSearchText, searchWords, unique } from '../catalog/search-text.ts';

interface ProductText {
  id: string;
  name: string;
  brand: string;
  category_path: string | null;
  category_names: string | null;
  featured_rank: number;
  countries: string[];
}

const BATCH = 2_000;
/** Words shorter than this are not offered as corrections or suggestions. */
const MIN_LATIN_WORD = 3;
const MIN_OTHER_WORD = 2;

export async function refreshSearchIndex(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<ProductText>(
    `select p.id, p.name, b.name as brand, c.path as category_path, p.featured_rank, coalesce(sc.countries, '{}') as countries,
       (select string_agg(a.name, ' ') from category a where c.path = a.path or starts_with(c.path, a.path || '/')) as category_names
     from product p join brand b on b.id = p.brand_id left join category c on c.id = p.category_id
       left join (select product_id, array_agg(country order by country) as countries from shelf group by product_id) sc on sc.product_id = p.id
     -- Written in category and brand order: a word's matches (mostly one category's or
     -- one brand's products) then sit on a few pages of search_doc, not one page each.
     order by c.path, b.name, p.featured_rank, p.id`,
  );
  const vocabulary = new Map<string, number>();
  const docs = rows.map((row) => {
    const own = searchWords(`${row.name} ${row.brand} ${row.category_names ?? ''}`);
    const top = row.category_path ? TOP_CATEGORY_LABELS[row.category_path.split('/')[0] ?? ''] : undefined;
    const extraText = [...termsFor(own.latin), ...Object.values(top ?? {})].join(' ');
    const extra = searchWords(extraText);
    // Whole Thai and Chinese terms too ("มาสคาร่า", which the segmenter cuts in three):
    // what a misspelt query is compared with (search-repository.ts correctQuery).
    const runs = normalizeSearchText(extraText)
      .split(' ')
      .filter((run) => !isLatin(run));
    const latin = unique([...own.latin, ...extra.latin]);
    const other = unique([...own.other, ...extra.other]);
    for (const word of [
      ...latin.filter((w) => w.length >= MIN_LATIN_WORD && !/^\d+$/.test(w)),
      ...unique([...other, ...runs]).filter((w) => w.length >= MIN_OTHER_WORD),
    ]) {
      vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    }
    return { id: row.id, latin: latin.join(' '), other: other.join(' '), featuredRank: row.featured_rank, countries: row.countries };
  });

  await tx.query('delete from search_doc');
  await tx.query('delete from search_word');
  for (let i = 0; i < docs.length; i += BATCH) {
    const batch = docs.slice(i, i + BATCH);
    await tx.query(
      `insert into search_doc (product_id, tsv, featured_rank, countries)
       select id, to_tsvector('english', latin) || to_tsvector('simple', other), featured_rank, string_to_array(countries, ' ')
       from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[]) with ordinality as d (id, latin, other, featured_rank, countries, n)
       order by n`,
      [batch.map((d) => d.id), batch.map((d) => d.latin), batch.map((d) => d.other), batch.map((d) => d.featuredRank), batch.map((d) => d.countries.join(' '))],
    );
  }
  const words = [...vocabulary];
  for (let i = 0; i < words.length; i += BATCH) {
    const batch = words.slice(i, i + BATCH);
    await tx.query('insert into search_word (word, products) select * from unnest($1::text[], $2::int[])', [
      batch.map(([word]) => word),
      batch.map(([, count]) => count),
    ]);
  }
  // Rows inserted into a GIN index wait in its pending list, which every search reads
  // whole until a vacuum merges it; PGlite has no autovacuum. Merge it now.
  await tx.query(`select gin_clean_pending_list('search_doc_tsv_idx'::regclass), gin_clean_pending_list('search_word_trgm_idx'::regclass)`);
}

/** Whether products exist but have no search documents (a catalogue seeded before search). */
export async function isSearchIndexMissing(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ missing: boolean }>('select exists (select 1 from product) and not exists (select 1 from search_doc) as missing');
  return rows[0]?.missing ?? false;
}
