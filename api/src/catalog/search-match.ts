// A shopper's query as a condition on the shelf `s`: every word must match a word of the
// product's document, as a prefix (so "lipst" finds lipsticks while typing). Latin words
// go through the english configuration (stems: "lipsticks" finds "lipstick"), Thai and
// Chinese words through the simple one, both cut by search-text.ts.
import { searchWords } from './search-text.ts';

/** The tsquery of `query` as SQL (its text bound as parameters); null when it holds no word. */
export function searchTsquery(query: string, bind: (value: unknown) => string): string | null {
  const { latin, other } = searchWords(query);
  const parts: string[] = [];
  // Words hold only letters, marks and digits (search-text.ts), so quoting them is enough.
  if (latin.length > 0) parts.push(`to_tsquery('english', ${bind(latin.map((w) => `${w}:*`).join(' & '))})`);
  if (other.length > 0) parts.push(`to_tsquery('simple', ${bind(other.map((w) => `'${w}':*`).join(' & '))})`);
  return parts.length === 0 ? null : `(${parts.join(' && ')})`;
}

/** SQL true for shelf rows whose product matches `query`; "false" when it holds no word. */
export function searchCondition(query: string, bind: (value: unknown) => string): string {
  const tsquery = searchTsquery(query, bind);
  if (tsquery === null) return 'false';
  // `= any(array(…))`, not `in (select …)`: the matches are read once from the GIN index
  // (an init plan) and then looked up on the shelf by its primary key. With `in`, the
  // planner is free to hash-join against the country's whole shelf (PGlite did: 50,000
  // rows read to count 1,400 lipsticks, 45-70 ms) or to walk the featured index probing
  // search_doc row by row; decision 0010 has the measurements.
  return `s.product_id = any(array(select product_id from search_doc where tsv @@ ${tsquery}))`;
}
