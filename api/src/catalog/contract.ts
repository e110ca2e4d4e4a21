// The REST contract of the catalogue (spec §7: brands/, categories/, products, variants).
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

/** Query of GET brands/: ids (comma list) batches look-ups; slug finds one. */
export const brandQuerySchema = z.object({
  ids: z.string().optional(),
  slug: z.string().optional(),
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
  inStock: z.boolean(), // any variant in stock in the site's country
  imageUrl: z.string(), // a root-relative path, e.g. /images/products/P448733.svg (the api serves it; web proxies /images/ to the api as a CDN would)
  variationType: z.enum(VARIATION_TYPES),
  defaultVariantId: z.string(),
  size: z.string().nullable(),
  highlights: z.array(z.string()),
  ingredients: z.string().nullable(),
  launchedAt: z.string(), // ISO date; drives the Newest sort
});
export type Product = z.infer<typeof productSchema>;

export const PRODUCT_SORTS = ['featured', 'newest', 'price_desc', 'price_asc', 'top_rated'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const MAX_PAGE_SIZE = 96;

/** Query of GET products: a listing, or a batch by ids (comma list, order kept). */
export const productQuerySchema = z.object({
  category: z.string().max(200).optional(), // category path, e.g. "makeup/face"
  brand: z.string().max(100).optional(), // brand slug
  ids: z.string().max(4000).optional(),
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
  isDefault: z.boolean(),
  price: moneySchema,
  salePrice: moneySchema.nullable(),
  stockStatus: z.enum(STOCK_STATUSES),
  maxQuantity: z.number().int().min(0).max(MAX_LINE_QUANTITY), // min(stock, MAX_LINE_QUANTITY)
});
export type Variant = z.infer<typeof variantSchema>;
export const variantListSchema = z.object({ variants: z.array(variantSchema) });

/** Query of GET variants: by variant ids or by product ids (comma lists). */
export const variantQuerySchema = z.object({
  ids: z.string().max(4000).optional(),
  product_ids: z.string().max(4000).optional(),
});
