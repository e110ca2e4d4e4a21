// Which page the shopper asks from: a product page's slug lets the assistant answer "is
// this good for oily skin?" about that product.
export function assistantPage(pathname: string): { productSlug?: string; path: string } {
  const product = /^\/products\/([^/?#]+)/.exec(pathname);
  const path = pathname.slice(0, 500);
  return product ? { productSlug: decodeURIComponent(product[1]!).slice(0, 200), path } : { path };
}
