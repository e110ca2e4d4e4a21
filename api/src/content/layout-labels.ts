// The words of the footer in the four interface languages (docs/product.md#locale: en, id, th, zh). zh
// is served only in Hong Kong (docs/product.md#locale), so it is written in traditional characters as
// Hong Kong reads them. The header's category names are catalog/category-labels.ts.
import type { Language } from '@beauty/contracts/locale';
import footerLabels from './layout-labels.json' with { type: 'json' };

/** By key, from layout-labels.json. */
export const FOOTER_LABELS = footerLabels satisfies Record<string, Record<Language, string>>;
