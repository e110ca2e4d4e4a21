// Category listings live under the content page "categories" (decision 0001 "Routes").
export function categoryHref(path: string): string {
  return `/pages/categories/${path}`;
}

export function productHref(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}
