// The catalogue's REST calls (spec §7: brands/, categories/, products, variants), each
// validated with the api's own contract schema. Resolvers and loaders call these; no
// other file spells a catalogue path.
import {
  type ProductSort,
  brandListSchema,
  categoryListSchema,
  productListSchema,
  productSchema,
  variantListSchema,
} from '@beauty/api/contract/catalog';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

export interface ListingQuery {
  category?: string | undefined;
  brand?: string | undefined;
  sort: ProductSort;
  offset: number;
  limit: number;
}

export const catalogApi = (rest: RestClient, scope: RequestScope) => ({
  brands: async (query: { ids?: string[]; slug?: string } = {}) =>
    (
      await rest.request(scope, {
        path: 'brands/',
        query: { ids: query.ids?.join(','), slug: query.slug },
        schema: brandListSchema,
      })
    ).brands,

  categories: async () => (await rest.request(scope, { path: 'categories/', schema: categoryListSchema })).categories,

  listProducts: (query: ListingQuery) => rest.request(scope, { path: 'products', query: { ...query }, schema: productListSchema }),

  /** GET products/{slug}: 404 PRODUCT_NOT_FOUND for an unknown slug. */
  productBySlug: (slug: string) =>
    rest.request(scope, { path: `products/${encodeURIComponent(slug)}`, schema: productSchema }),

  // The listing's page size applies to id look-ups too, so ask for as many as we name.
  productsByIds: async (ids: string[]) =>
    (
      await rest.request(scope, {
        path: 'products',
        query: { ids: ids.join(','), limit: ids.length },
        schema: productListSchema,
      })
    ).products,

  variants: async (query: { ids: string[] } | { productIds: string[] }) =>
    (
      await rest.request(scope, {
        path: 'variants',
        query: 'ids' in query ? { ids: query.ids.join(',') } : { product_ids: query.productIds.join(',') },
        schema: variantListSchema,
      })
    ).variants,
});
