// The retailer's canonical brand slugs where they differ from the slug of the data set's
// brand name: the targets of the legacy-slug redirects of docs/product.md#legacy-brand-slugs (web/app/catalog/
// legacy-brand-slugs.ts) must be real brand pages.
export const CANONICAL_BRAND_SLUGS: Readonly<Record<string, string>> = {
  'one-size-by-patrick-starrr': 'one-size',
  gucci: 'gucci-beauty',
  burberry: 'burberry-beauty',
};

export const canonicalBrandSlug = (slug: string) => CANONICAL_BRAND_SLUGS[slug] ?? slug;
