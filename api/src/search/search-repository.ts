// Search as the overlay and the results page need it: products for a query, a corrected
// query when a misspelt one finds nothing, words, brands and categories that match what
// is being typed, and the site's popular searches.
import type { Queryable } from '../db/db.ts';
import type { Country, Language } from '@beauty/contracts/locale';
import { categoryLabel } from '../catalog/category-labels.ts';
import { productsByIds } from '../catalog/product-repository.ts';
import type { PopularQueries, SearchResult } from '@beauty/contracts/search';
import { createSearchCache, type SearchCache, type SearchCacheOptions } from './search-cache.ts';
import { searchPage } from './search-page.ts';
import { correctionUnits, normalizeSearchText, searchWords } from '../catalog/search-text.ts';

/** pg_trgm similarity a correction needs (its default threshold, 0.3, is too loose for short words). */
const MIN_SIMILARITY = 0.35;
const SUGGESTIONS = 5;

/**
 * Each word of the query that is not (the start of) a catalogue word, replaced by the most
 * similar one by trigrams (pg_trgm hashes Thai and Han trigrams like Latin ones); null when
 * nothing needed or could be corrected.
 */
export async function correctQuery(db: Queryable, query: string): Promise<string | null> {
  const words = correctionUnits(query);
  if (words.length === 0) return null;
  const { rows } = await db.query<{ word: string; correction: string | null }>(
    `select q.word,
       case when exists (select 1 from search_word w where starts_with(w.word, q.word)) then q.word
       else (select w.word from search_word w
             where w.word operator(public.%) q.word and public.similarity(w.word, q.word) >= $2
             order by public.similarity(w.word, q.word) desc, w.products desc, w.word limit 1)
       end as correction
     from unnest($1::text[]) as q (word)`,
    [words, MIN_SIMILARITY],
  );
  const corrections = new Map(rows.map((r) => [r.word, r.correction]));
  if (rows.some((r) => r.correction === null)) return null; // a word we cannot place: no honest guess
  const corrected = words.map((w) => corrections.get(w) ?? w).join(' ');
  return corrected === words.join(' ') ? null : corrected;
}

/** What a search answer takes from the catalogue alone (no price, no stock): search-cache.ts keeps it. */
export type CatalogueAnswer = Omit<SearchResult, 'query' | 'products'> & { ids: string[] };

/** What the catalogue part of an answer is looked up from (the search cache's context). */
export interface CatalogueQuery {
  db: Queryable;
  country: Country;
  language: Language;
  query: string;
  limit: number;
}

export function catalogueCache(options?: SearchCacheOptions): SearchCache<CatalogueAnswer, CatalogueQuery> {
  return createSearchCache((_key, context: CatalogueQuery) => catalogueAnswer(context), options);
}

export async function search(
  db: Queryable,
  country: Country,
  language: Language,
  query: string,
  limit: number,
  cache?: SearchCache<CatalogueAnswer, CatalogueQuery>,
): Promise<SearchResult> {
  const context = { db, country, language, query, limit };
  // Concurrent shoppers typing the same query share one look-up (lru-cache's fetch).
  const catalogue = cache ? await cache.fetch(JSON.stringify([country, language, limit, query]), { context }) : await catalogueAnswer(context);
  const { ids, ...answer } = catalogue!;
  return { query, ...answer, products: await productsByIds(db, country, ids) };
}

async function catalogueAnswer({ db, country, language, query, limit }: CatalogueQuery): Promise<CatalogueAnswer> {
  let found = await searchPage(db, country, query, limit);
  let correctedQuery: string | null = null;
  // "Did you mean" costs two more statements, so only a query that found nothing pays them.
  if (found.total === 0) {
    const correction = await correctQuery(db, query);
    if (correction) {
      const retry = await searchPage(db, country, correction, limit);
      if (retry.total > 0) [found, correctedQuery] = [retry, correction];
    }
  }
  const searched = correctedQuery ?? query;
  // Independent reads: on Postgres they run side by side on the pool; PGlite queues them.
  const [terms, brands, categories] = await Promise.all([
    matchingTerms(db, searched),
    matchingBrands(db, country, searched),
    matchingCategories(db, language, searched),
  ]);
  return { correctedQuery, total: found.total, ids: found.ids, terms, brands, categories };
}

/** Catalogue words completing the last word typed, the commonest first. */
async function matchingTerms(db: Queryable, query: string): Promise<string[]> {
  const { latin, other } = searchWords(query);
  const last = [...latin, ...other].at(-1);
  if (!last) return [];
  const head = query.slice(0, Math.max(0, normalizeSearchText(query).lastIndexOf(last))).trim();
  const { rows } = await db.query<{ word: string }>(
    `select word from search_word where starts_with(word, $1) and word <> $1 order by products desc, word limit $2`,
    [last, SUGGESTIONS],
  );
  return rows.map((r) => (head ? `${head} ${r.word}` : r.word));
}

/** Brands sold in the country whose name holds the query, or nearly (trigrams). */
async function matchingBrands(db: Queryable, country: Country, query: string) {
  const text = normalizeSearchText(query);
  if (text.length < 2) return [];
  const { rows } = await db.query<{ slug: string; name: string }>(
    `select b.slug, b.name from brand b
     where (strpos(lower(b.name), $1) > 0 or public.similarity(lower(b.name), $1) >= $3)
       and exists (select 1 from shelf s where s.country = $2 and s.brand_id = b.id)
     order by strpos(lower(b.name), $1) = 1 desc, public.similarity(lower(b.name), $1) desc, b.name
     limit 4`,
    [text, country, MIN_SIMILARITY],
  );
  return rows;
}

/**
 * Categories whose name (in the page language, or the catalogue's English one) holds the
 * query, shallowest first, named in the page language. The tree is small (~150 rows).
 */
async function matchingCategories(db: Queryable, language: Language, query: string) {
  const text = normalizeSearchText(query);
  if (text.length < 2) return [];
  const { rows } = await db.query<{ path: string; name: string }>(`select path, name from category order by depth, position, path collate "C"`);
  return rows
    .map((row) => ({ path: row.path, name: categoryLabel(row.path, row.name, language), english: row.name }))
    .filter((c) => normalizeSearchText(c.name).includes(text) || normalizeSearchText(c.english).includes(text))
    .slice(0, 4)
    .map(({ path, name }) => ({ path, name }));
}

export async function popularQueries(db: Queryable, country: Country, language: Language): Promise<PopularQueries> {
  const [queries, brands] = await Promise.all([
    db.query<{ query: string; searches: number }>(
      `select query, searches from search_query_stat where country = $1 and language = $2 order by searches desc, query limit 8`,
      [country, language],
    ),
    db.query<{ slug: string; name: string }>(
      `select b.slug, b.name from shelf s join product p on p.id = s.product_id join brand b on b.id = s.brand_id
       where s.country = $1 group by b.slug, b.name order by sum(p.loves_count) desc, b.name limit 8`,
      [country],
    ),
  ]);
  return { queries: queries.rows, brands: brands.rows };
}

/** A submitted search that found products counts towards the site's popular searches. */
export async function recordSearch(db: Queryable, country: Country, language: Language, query: string): Promise<void> {
  await db.query(
    `insert into search_query_stat (country, language, query, searches) values ($1, $2, $3, 1)
     on conflict (country, language, query) do update set searches = search_query_stat.searches + 1`,
    [country, language, query],
  );
}
