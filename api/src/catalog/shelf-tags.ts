// The "others" filters (contract OTHER_FILTERS) as tags on a product's shelf row: the
// data's flags, and highlights as the data set spells them. One SQL expression over
// `product p`, used when the shelf is rebuilt (shelf.ts).
import type { OtherFilter } from '@beauty/contracts/catalog';

const FLAG_TAGS: Partial<Record<OtherFilter, string>> = {
  new: 'p.is_new',
  exclusive: 'p.is_exclusive',
  online_only: 'p.is_online_only',
  limited_edition: 'p.is_limited_edition',
};

/** Highlights of the data set (as written there) that stand for an "others" filter. */
export const HIGHLIGHT_TAGS: Partial<Record<OtherFilter, string>> = {
  vegan: 'Vegan',
  cruelty_free: 'Cruelty-Free',
  clean: 'Clean at Sephora',
  fragrance_free: 'Fragrance Free',
  paraben_free: 'Without Parabens',
};

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** text[] of the product's tags; the keys and highlights above are constants, never input. */
export const SHELF_TAGS_SQL = `array_remove(array[${[
  ...Object.entries(FLAG_TAGS).map(([tag, column]) => `case when ${column} then ${quote(tag)} end`),
  ...Object.entries(HIGHLIGHT_TAGS).map(([tag, highlight]) => `case when p.highlights ? ${quote(highlight)} then ${quote(tag)} end`),
].join(', ')}]::text[], null)`;
