// The top-level categories' names in the four interface languages (docs/product.md#locale: en, id, th,
// zh), for the header (content/layout.ts), the seeded pages and search, which matches a
// query in any of them. zh is served only in Hong Kong (docs/product.md#locale), so it is written in
// traditional characters as Hong Kong reads them. Category names below the top level are
// subcategory-labels.ts; categoryLabel() answers any category's name in a language, and
// every route that sends a category name (categories/, layouts/, the listing's facets,
// search) sends it in the request's language (decision 0001 "Headers": accept-language).
import type { Language } from '@beauty/contracts/locale';
import topCategoryLabels from './category-labels.json' with { type: 'json' };
import { SUBCATEGORY_LABELS } from './subcategory-labels.ts';

/** Top-level category names by slug, from category-labels.json. */
export const TOP_CATEGORY_LABELS: Record<string, Record<Language, string>> = topCategoryLabels;

/**
 * A category's name in the language, from its slug path ("makeup/eye/mascara"); the
 * catalogue's (English) name when the slug has no label, so a new category in the data
 * shows its own words rather than nothing.
 */
export function categoryLabel(path: string, name: string, language: Language): string {
  const slugs = path.split('/');
  const slug = slugs[slugs.length - 1] ?? '';
  const labels = slugs.length === 1 ? TOP_CATEGORY_LABELS[slug] : (SUBCATEGORY_LABELS[slug] ?? TOP_CATEGORY_LABELS[slug]);
  return labels?.[language] ?? name;
}
