// A shopper's query as a condition on the shelf `s`: every word must match a word of the
// product's document, as a prefix (so "lipst" finds lipsticks while typing). Latin words
// go through the english configuration (stems: "lipsticks" finds "lipstick"), Thai and
// Chinese words through the simple one, both cut by search-text.ts.
import { searchWords } from './search-text.ts';

/** SQL true for shelf rows whose product matches `query`; "false" when it holds no word. */
export function searchCondition(query: string, bind: (value: unknown) => string): string {
  const { latin, other } = searchWords(query);
  const parts: string[] = [];
  // Words hold only letters, marks and digits (search-text.ts), so quoting them is enough.
  if (latin.length > 0) parts.push(`to_tsquery('english', ${bind(latin.map((w) => `${w}:*`).join(' & '))})`);
  if (other.length > 0) parts.push(`to_tsquery('simple', ${bind(other.map((w) => `'${w}':*`).join(' & '))})`);
  if (parts.length === 0) return 'false';
  return `s.product_id in (select product_id from search_doc where tsv @@ (${parts.join(' && ')}))`;
}
