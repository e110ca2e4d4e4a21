// The catalogue's REST calls (docs/product.md#rest-catalogue-and-content: brands/, categories/, products, variants), each
// validated with the api's own contract schema. Resolvers and loaders call these; no
// other file spells a catalogue path. Brands by id and the category tree go through the
// shared public cache (platform/public-rest.ts); products and variants carry prices and
// stock and always come from the api (an unchanged one as a 304: platform/revalidated-answers.ts).
import {
  type ListingFilterQuery as RestListingFilterQuery,
  type ProductSort,
  productFiltersSchema,
  brandListSchema,
  brandSchema,
  categoryListSchema,
  productListSchema,
  productSchema,
  variantListSchema,
} from '@beauty/contracts/catalog';
import type { PublicRest, PublicScope } from '../platform/public-rest.ts';
import type { RestClient } from '../platform/rest-client.ts';

/** The filters of GET products and GET products/filters/ (contract listingFilterQuerySchema), comma lists joined. */
export type ListingFilterQuery = Partial<Record<keyof RestListingFilterQuery, string>>;

export interface ListingQuery extends ListingFilterQuery {
  sort: ProductSort;
  offset: number;
  limit: number;
}

/** The two ways to the api: direct, and through the public cache. GatewayContext has both. */
export interface CatalogUpstream {
  rest: RestClient;
  publicRest: PublicRest;
}

export const catalogApi = ({ rest, publicRest }: CatalogUpstream, scope: PublicScope) => ({
  /** Every brand, or the one with this slug (not cached: rarely asked, and a whole list). */
  brands: async (query: { slug?: string } = {}) =>
    (await rest.request(scope, { path: 'brands/', query: { slug: query.slug }, schema: brandListSchema })).brands,

  /** GET brands/?ids=…, each brand cached on its own: a listing's batch asks only for the misses. */
  brandsByIds: (ids: string[]) =>
    publicRest.getByIds(scope, {
      path: 'brands/',
      idsParam: 'ids',
      ids,
      schema: brandListSchema,
      items: (answer) => answer.brands,
      itemSchema: brandSchema,
      idOf: (brand) => brand.id,
    }),

  categories: async () => (await publicRest.get(scope, { path: 'categories/', schema: categoryListSchema })).categories,

  listProducts: (query: ListingQuery) => rest.request(scope, { path: 'products', query: { ...query }, schema: productListSchema }),

  /** GET products/filters/: the listing's facets, counted by the api. */
  productFilters: (query: ListingFilterQuery) => rest.request(scope, { path: 'products/filters/', query: { ...query }, schema: productFiltersSchema }),

  /** GET products/{slug}: 404 PRODUCT_NOT_FOUND for an unknown slug. */
  productBySlug: (slug: string) => rest.request(scope, { path: `products/${encodeURIComponent(slug)}`, schema: productSchema }),

  // The listing's page size applies to id look-ups too, so ask for as many as we name.
  productsByIds: async (ids: string[]) =>
    (
      await rest.request(scope, {
        path: 'products',
        query: { ids: ids.join(','), limit: ids.length },
        schema: productListSchema,
      })
    ).products,

  /** GET products?related_to=: products like this one, for its page. */
  relatedProducts: async (productId: string, limit: number) =>
    (await rest.request(scope, { path: 'products', query: { related_to: productId, limit }, schema: productListSchema })).products,

  variants: async (query: { ids: string[] } | { productIds: string[] }) =>
    (
      await rest.request(scope, {
        path: 'variants',
        query: 'ids' in query ? { ids: query.ids.join(',') } : { product_ids: query.productIds.join(',') },
        schema: variantListSchema,
      })
    ).variants,
});
