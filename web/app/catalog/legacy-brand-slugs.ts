// Legacy brand slugs and the canonical slug each redirects to (301, keeping the rest of the
// path, the query and the hash): the list of docs/product.md#legacy-brand-slugs, then ours (docs/decisions/0010). Ours are
// the short or old names shoppers and old links use for brands of this catalogue. Every
// target is a brand the shop carries: the old names of brands it does not (Mugler,
// Starskin, This Works) are not redirected, and answer the brand page's 404 (decision 0143).
export const LEGACY_BRAND_SLUGS: Readonly<Record<string, string>> = {
  // docs/product.md#legacy-brand-slugs
  'one-slash-size-beauty': 'one-size',
  'giorgio-armani': 'armani-beauty',
  armani: 'armani-beauty',
  milk: 'milk-makeup',
  gucci: 'gucci-beauty',
  burberry: 'burberry-beauty',
  // ours
  fenty: 'fenty-beauty-by-rihanna',
  'fenty-beauty': 'fenty-beauty-by-rihanna',
  'rare-beauty': 'rare-beauty-by-selena-gomez',
  kiehls: 'kiehls-since-1851',
  'jo-malone': 'jo-malone-london',
  ysl: 'yves-saint-laurent',
  'ysl-beauty': 'yves-saint-laurent',
  kilian: 'kilian-paris',
  'marc-jacobs': 'marc-jacobs-fragrances',
  'dolce-and-gabbana': 'dolce-gabbana',
  'pat-mcgrath': 'pat-mcgrath-labs',
  benefit: 'benefit-cosmetics',
  'bumble-bumble': 'bumble-and-bumble',
  'one-size-by-patrick-starrr': 'one-size',
};

/**
 * The canonical path for a brand path whose slug is a legacy one, else null. `rest` is the
 * category segments after the slug; the caller adds the query and the hash.
 */
export function canonicalBrandPath(slug: string, rest: readonly string[]): string | null {
  const canonical = LEGACY_BRAND_SLUGS[slug.toLowerCase()];
  return canonical ? brandHref(canonical, rest) : null;
}

export function brandHref(slug: string, categorySegments: readonly string[] = []): string {
  return ['/brands', slug, ...categorySegments].map((s, i) => (i === 0 ? s : encodeURIComponent(s))).join('/');
}
