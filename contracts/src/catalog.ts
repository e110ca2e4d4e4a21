// The REST contract of the catalogue (docs/product.md#rest-catalogue-and-content: brands/, categories/, products, variants).
// The api validates its requests and responses with these schemas (and derives its
// OpenAPI document from them); the gateway validates what it receives with the same ones.
import { z } from 'zod';

/** Money is an integer number of minor units (cents, satang, sen) plus its ISO 4217 code. */
export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof moneySchema>;

export const brandSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandListSchema = z.object({ brands: z.array(brandSchema) });

/**
 * The longest slug or slug path the api takes: every product, brand and category slug is
 * far shorter (slug.ts), so a client may answer "not found" for a longer one without asking.
 */
export const MAX_SLUG_LENGTH = 200;

/** Query of GET brands/: ids (comma list) batches look-ups; slug finds one. */
export const brandQuerySchema = z.object({
  ids: z.string().max(4000).optional(),
  slug: z.string().max(MAX_SLUG_LENGTH).optional(),
});

export const categorySchema = z.object({
  id: z.string(),
  slug: z.string(), // own segment, e.g. "face-primer"
  path: z.string(), // full slug path, e.g. "makeup/face/face-primer"
  name: z.string(),
  parentId: z.string().nullable(),
  depth: z.number().int().min(1).max(3),
  productCount: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.object({ categories: z.array(categorySchema) });

export const VARIATION_TYPES = ['shade', 'size', 'type', 'none'] as const;
export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
/** At or below this many units a product shows "Only a few items left in stock". */
export const LOW_STOCK_THRESHOLD = 5;
/** The most of one variant a single bag line may hold. */
export const MAX_LINE_QUANTITY = 10;

/** Badges of docs/product.md#badges beyond the data's flags (catalog/product-badges.ts). */
export const PRODUCT_BADGES = ['coming_soon', 'priority_access', 'app_exclusive', 'selected_only'] as const;
export type ProductBadge = (typeof PRODUCT_BADGES)[number];

export const productSchema = z.object({
  id: z.string(), // the data set's product id, e.g. "P448733"
  slug: z.string(),
  name: z.string(),
  brandId: z.string(),
  categoryId: z.string().nullable(), // the deepest category the product sits in
  rating: z.number().nullable(),
  reviewCount: z.number().int().nonnegative(),
  lovesCount: z.number().int().nonnegative(),
  price: moneySchema, // default variant's regular price in the site's currency
  salePrice: moneySchema.nullable(),
  isNew: z.boolean(),
  isExclusive: z.boolean(),
  isOnlineOnly: z.boolean(),
  isLimitedEdition: z.boolean(),
  badges: z.array(z.enum(PRODUCT_BADGES)),
  inStock: z.boolean(), // any variant in stock in the site's country
  imageUrl: z.string(), // a root-relative path, e.g. /images/products/P448733/P448733-1/packshot.v2.svg (product-images.ts; the api serves it; web proxies /images/ to the api as a CDN would)
  variationType: z.enum(VARIATION_TYPES),
  defaultVariantId: z.string(),
  size: z.string().nullable(),
  highlights: z.array(z.string()),
  ingredients: z.string().nullable(),
  launchedAt: z.string(), // ISO date; drives the Newest sort
});
export type Product = z.infer<typeof productSchema>;

/**
 * The "others" filters: the data's flags (new, exclusive, online only, limited edition)
 * and its most common highlights. A product carries each as a tag on its shelf row
 * (catalog/shelf-tags.ts); selecting several narrows to products having all of them.
 */
export const OTHER_FILTERS = [
  'new',
  'exclusive',
  'online_only',
  'limited_edition',
  'vegan',
  'cruelty_free',
  'clean',
  'fragrance_free',
  'paraben_free',
] as const;
export type OtherFilter = (typeof OTHER_FILTERS)[number];

/**
 * The listing filters, shared by GET products and GET products/filters/. Within one
 * group the options widen (any of the brands), across groups they narrow; "others" are
 * each a narrowing of their own (all of them).
 */
export const listingFilterQuerySchema = z.object({
  category: z.string().max(200).optional(), // category path of the page, e.g. "makeup/face", with descendants
  brand: z.string().max(100).optional(), // brand slug of the page
  q: z.string().max(400).optional(), // a search: every word must match (search/search-match.ts)
  brands: z.string().max(4000).optional(), // comma list of brand slugs: any of them
  categories: z.string().max(4000).optional(), // comma list of category paths: any of them (with descendants)
  price: z.string().max(200).optional(), // comma list of ranges in whole units of the site's currency, "25-50" (50 excluded) or "200-"
  others: z.string().max(200).optional(), // comma list of OTHER_FILTERS: all of them
  on_sale: z.enum(['true', 'false']).optional(),
});
export type ListingFilterQuery = z.infer<typeof listingFilterQuerySchema>;

const facetCount = z.number().int().nonnegative();

/** GET products/filters/: each option with how many products the listing would show if it were chosen too. */
export const productFiltersSchema = z.object({
  total: facetCount, // products passing every chosen filter
  brands: z.array(z.object({ slug: z.string(), name: z.string(), count: facetCount })),
  categories: z.array(z.object({ path: z.string(), name: z.string(), count: facetCount })),
  priceRanges: z.array(z.object({ key: z.string(), min: moneySchema, max: moneySchema.nullable(), count: facetCount })),
  others: z.array(z.object({ key: z.enum(OTHER_FILTERS), count: facetCount })),
  onSale: z.object({ count: facetCount }),
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;

export const PRODUCT_SORTS = ['featured', 'newest', 'price_desc', 'price_asc', 'top_rated'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const MAX_PAGE_SIZE = 96;

/** Query of GET products: a listing, or a batch by ids (comma list, order kept). */
export const productQuerySchema = listingFilterQuerySchema.extend({
  ids: z.string().max(4000).optional(),
  /** Products like this one (its category, then its parent's), itself left out; paginated like a listing. */
  related_to: z.string().max(200).optional(),
  sort: z.enum(PRODUCT_SORTS).default('featured'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(24),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

export const productListSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const variantSchema = z.object({
  id: z.string(), // e.g. "P448733-2"
  productId: z.string(),
  sku: z.string(),
  name: z.string(), // the shade, size or type as the shopper reads it
  type: z.enum(VARIATION_TYPES),
  swatchColor: z.string().nullable(), // "#b5651d" for shades
  barcode: z.string().nullable(), // the pack's EAN-13 (catalog/barcode.ts); null until one is given
  isDefault: z.boolean(),
  price: moneySchema,
  salePrice: moneySchema.nullable(),
  stockStatus: z.enum(STOCK_STATUSES),
  maxQuantity: z.number().int().min(0).max(MAX_LINE_QUANTITY), // min(stock, MAX_LINE_QUANTITY)
});
export type Variant = z.infer<typeof variantSchema>;
export const variantListSchema = z.object({ variants: z.array(variantSchema) });
export type VariantList = z.infer<typeof variantListSchema>;

/** GET catalog/version: a counter (as text: it is a bigint) that moves with every change a guest could see. */
export const catalogVersionSchema = z.object({ version: z.string().regex(/^\d{1,19}$/) });
export type CatalogVersion = z.infer<typeof catalogVersionSchema>;

/** Query of GET variants: by variant ids or by product ids (comma lists). */
export const variantQuerySchema = z.object({
  ids: z.string().max(4000).optional(),
  product_ids: z.string().max(4000).optional(),
});
