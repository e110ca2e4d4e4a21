// The shop's paths that links in several domains build: a product page from the bag, the
// lists, search and the catalogue, a category listing from search and the menu. Kept among the
// foundations so none of those imports the catalogue for a string (routes.ts maps the paths).
// Category listings live under the content page "categories" (decision 0001 "Routes").
export function categoryHref(path: string): string {
  return `/pages/categories/${path}`;
}

export function productHref(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}
