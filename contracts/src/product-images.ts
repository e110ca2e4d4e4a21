// Where a product's generated pictures live (decision 0117): one URL per product, variant,
// view and drawing version. The api draws and serves them; the gateway and the REST product
// name them with these helpers, so the scheme is written once.

/** Bumped whenever the drawings change: the URLs are cached as immutable. */
export const PRODUCT_IMAGE_VERSION = 2;

/** The gallery of every product, in order: its packshot, a close-up of its texture or shade, and it with its box. */
export const PRODUCT_IMAGE_VIEWS = ['packshot', 'texture', 'box'] as const;
export type ProductImageView = (typeof PRODUCT_IMAGE_VIEWS)[number];

/** e.g. /images/products/P448733/P448733-1/packshot.v2.svg (root-relative; web proxies /images/ to the api). */
export function productImagePath(productId: string, variantId: string, view: ProductImageView = 'packshot'): string {
  return `/images/products/${encodeURIComponent(productId)}/${encodeURIComponent(variantId)}/${view}.v${PRODUCT_IMAGE_VERSION}.svg`;
}
