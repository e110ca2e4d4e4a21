// URL slugs for brands, categories and products: lower-case ASCII words joined by "-".
// Accents fold to their base letter ("Estée" → "estee"); apostrophes vanish rather than
// split a word ("Kiehl's" → "kiehls"); every other run of symbols becomes one "-".

/** The characters a slug (or a slug path, with "/") can hold: anything else is not ours. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_PATH_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A product slug: its name (at most ~80 characters, cut at a word) plus its id, so it is unique and stable. */
export function productSlug(name: string, productId: string): string {
  let base = slugify(name);
  if (base.length > 80) base = base.slice(0, 80).replace(/-[a-z0-9]*$/, '');
  const id = slugify(productId);
  return base ? `${base}-${id}` : id;
}
