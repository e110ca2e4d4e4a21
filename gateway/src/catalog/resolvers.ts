// The catalogue: listings, products, brands and categories. Field resolvers rename the
// REST DTOs (codegen mappers) into the schema's shape and fetch relations through the
// request's loaders.
import { MAX_PAGE_SIZE, MAX_SLUG_LENGTH } from '@beauty/contracts/catalog';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { pageSize, positionalConnection, startAfter } from '../platform/connections.ts';
import { badUserInput, isNotFound } from '../platform/graphql-errors.ts';
import { recordNotFound } from '../platform/scoped-loader.ts';
import { catalogApi } from './catalog-api.ts';
import { OTHER_FILTER, PRODUCT_BADGE, REST_SORT, STOCK_STATUS, VARIATION_TYPE } from './enums.ts';
import { listingFilterQuery } from './listing-filter-input.ts';
import { variantImages, variantImageUrl } from './product-images.ts';

const MAX_OFFSET = 100_000;

const badInput = (message: string, argument: string) => badUserInput(message, { argument });

/** NOT_FOUND becomes null: an unknown product is an answer, not a failure. */
async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

type ListingArgs = Parameters<typeof listingFilterQuery>[0] & { sort?: keyof typeof REST_SORT | null };

/** One page of a listing from the api, its products primed for the request's loaders: what products and productConnection both read. */
async function listingPage(ctx: GatewayContext, { sort, ...filters }: ListingArgs, offset: number, limit: number) {
  const list = await catalogApi(ctx, ctx.publicScope).listProducts({ ...listingFilterQuery(filters), sort: REST_SORT[sort ?? 'FEATURED'], offset, limit });
  ctx.loaders.primeProducts(list.products);
  return list;
}

export const catalogResolvers: Resolvers = {
  Query: {
    async products(_, { category, brand, query, filter, sort, first, offset }, ctx) {
      const limit = first ?? 24;
      const from = offset ?? 0;
      // Checked here so the shopper gets a GraphQL error naming the argument, before a REST call.
      if (limit < 1 || limit > MAX_PAGE_SIZE) throw badInput(`first must be between 1 and ${MAX_PAGE_SIZE}`, 'first');
      if (from < 0 || from > MAX_OFFSET) throw badInput(`offset must be between 0 and ${MAX_OFFSET}`, 'offset');
      return listingPage(ctx, { category, brand, query, filter, sort }, from, limit);
    },
    async productConnection(_, { category, brand, query, filter, sort, first, after }, ctx) {
      const limit = pageSize(first, 24, MAX_PAGE_SIZE);
      const start = startAfter(after);
      if (start > MAX_OFFSET) throw badInput(`after may stand at most ${MAX_OFFSET} products in`, 'after');
      const list = await listingPage(ctx, { category, brand, query, filter, sort }, start, limit);
      return positionalConnection(list.products, start, list.total);
    },
    productFilters: (_, args, ctx) => catalogApi(ctx, ctx.publicScope).productFilters(listingFilterQuery(args)),
    async product(_, { slug, id }, ctx) {
      if (id != null && slug == null) return orNull(ctx.loaders.product(id));
      if (slug == null || id != null) throw badInput('Give exactly one of slug and id', 'slug');
      if (slug.length > MAX_SLUG_LENGTH) return null; // any URL can be typed: not found, not a 400
      const product = await orNull(catalogApi(ctx, ctx.publicScope).productBySlug(slug));
      if (product) ctx.loaders.primeProducts([product]);
      return product;
    },
    brands: (_, __, ctx) => catalogApi(ctx, ctx.publicScope).brands(),
    async brand(_, { slug }, ctx) {
      if (slug.length > MAX_SLUG_LENGTH) return null;
      const [brand] = await catalogApi(ctx, ctx.publicScope).brands({ slug });
      return brand ?? null;
    },
    categories: (_, __, ctx) => ctx.loaders.categories(),
    async category(_, { path }, ctx) {
      return (await ctx.loaders.categories()).find((c) => c.path === path) ?? null;
    },
  },

  ProductList: {
    nodes: (list) => list.products,
    totalCount: (list) => list.total,
    hasMore: (list) => list.offset + list.products.length < list.total,
  },

  ProductFilters: {
    totalCount: (filters) => filters.total,
    others: (filters) => filters.others.map((o) => ({ key: OTHER_FILTER[o.key], count: o.count })),
    onSaleCount: (filters) => filters.onSale.count,
  },

  Product: {
    brand: (product, _, ctx) => ctx.loaders.brand(product.brandId),
    async category(product, _, ctx) {
      if (product.categoryId === null) return null;
      return (await ctx.loaders.categories()).find((c) => c.id === product.categoryId) ?? null;
    },
    variationType: (product) => VARIATION_TYPE[product.variationType],
    images: (product) => variantImages(product.id, product.defaultVariantId),
    badges: (product) => product.badges.map((badge) => PRODUCT_BADGE[badge]),
    async relatedProducts(product, { first }, ctx) {
      const limit = first ?? 8;
      if (limit < 1 || limit > 24) throw badInput('first must be between 1 and 24', 'first');
      const related = await catalogApi(ctx, ctx.publicScope).relatedProducts(product.id, limit);
      ctx.loaders.primeProducts(related);
      return related;
    },
    variants: (product, _, ctx) => ctx.loaders.variantsOfProduct(product.id),
    async defaultVariant(product, _, ctx) {
      // Through the by-product loader, so a listing asking for both costs one call.
      const variants = await ctx.loaders.variantsOfProduct(product.id);
      const found = variants.find((v) => v.id === product.defaultVariantId);
      if (!found) throw recordNotFound('Variant', product.defaultVariantId);
      return found;
    },
  },

  Variant: {
    type: (variant) => VARIATION_TYPE[variant.type],
    stockStatus: (variant) => STOCK_STATUS[variant.stockStatus],
    product: (variant, _, ctx) => ctx.loaders.product(variant.productId),
    imageUrl: (variant) => variantImageUrl(variant.productId, variant.id),
    images: (variant) => variantImages(variant.productId, variant.id),
  },

  Category: {
    async parent(category, _, ctx) {
      if (category.parentId === null) return null;
      return (await ctx.loaders.categories()).find((c) => c.id === category.parentId) ?? null;
    },
    async children(category, _, ctx) {
      return (await ctx.loaders.categories()).filter((c) => c.parentId === category.id);
    },
  },
};
