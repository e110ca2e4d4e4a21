// GET products (a listing, or a batch by ids) and GET products/{idOrSlug}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { localeHeadersSchema } from '../locale/request-locale.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import { entityTagOf, sendTagged } from '../platform/entity-tags.ts';
import { notFound } from '../platform/http-errors.ts';
import { isPlausibleId, parseIdList } from '../platform/id-list.ts';
import {
  listingFilterQuerySchema,
  MAX_SLUG_LENGTH,
  productFiltersSchema,
  productListSchema,
  productQuerySchema,
  productSchema,
  type Product,
  type ProductList,
  type ProductSort,
} from '@beauty/contracts/catalog';
import type { Country } from '@beauty/contracts/locale';
import { noFacets } from './facet-repository.ts';
import { createFacetCache } from './facet-cache.ts';
import { parseListingFilter, type ListingFilter } from './listing-filter.ts';
import { relatedProducts, listingPage, productByIdOrSlug, productsByIds } from './product-repository.ts';
import { createVersionedCache } from './versioned-cache.ts';

const productParamsSchema = z.object({ idOrSlug: z.string().min(1).max(MAX_SLUG_LENGTH) });

/** Listing pages kept under the catalogue's version (decision 0123): up to 32 MB of their JSON. */
const LISTING_CACHE_BYTES = 32 * 1024 * 1024;
/** Products kept under the catalogue's version: up to 16 MB of their JSON. */
const PRODUCT_CACHE_CHARS = 16 * 1024 * 1024;

/** checkListings: listings skip the response serializer, so outside production (app.ts) they are checked against the contract here. */
export const productRoutes: FastifyPluginAsyncZod<{ db: Db; checkListings: boolean }> = async (app, { db, checkListings }) => {
  const facets = createFacetCache();
  const listings = createVersionedCache(
    async ({ country, filter, sort, offset, limit }: { country: Country; filter: ListingFilter; sort: ProductSort; offset: number; limit: number }) => {
      const { productJsons, total } = await listingPage(db, country, filter, sort, offset, limit);
      // Kept as the bytes sent, written product by product: one name with a ’ makes a page's
      // JSON a two-byte string of about 148 KB, and V8 makes every string of 128 KB or more in
      // its large-object space, about 0.7 ms each. Joining the parts as strings would make one,
      // and sending a kept string one every time (decision 0124).
      const parts = [
        '{"products":[',
        ...productJsons.flatMap((json, i) => (i === 0 ? [json] : [',', json])),
        `],"total":${total},"offset":${offset},"limit":${limit}}`,
      ];
      const body = Buffer.concat(parts.map((part) => Buffer.from(part)));
      if (checkListings) productListSchema.parse(JSON.parse(body.toString('utf8')));
      return { body, tag: entityTagOf(body) };
    },
    { maxEntries: 5000, maxSize: LISTING_CACHE_BYTES, sizeOf: (page) => page.body.length },
  );
  // A product page's product, checked against the contract once when read from the database
  // and kept as JSON (or as not found: a product added later moves the version).
  const products = createVersionedCache(
    async ({ country, idOrSlug }: { country: Country; idOrSlug: string }) => {
      const product = await productByIdOrSlug(db, country, idOrSlug);
      const json = product ? JSON.stringify(productSchema.parse(product)) : undefined;
      return { json, tag: json === undefined ? undefined : entityTagOf(json) };
    },
    { maxEntries: 5000, maxSize: PRODUCT_CACHE_CHARS, sizeOf: (answer) => answer.json?.length ?? 1 },
  );
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        headers: localeHeadersSchema,
        summary:
          'A listing (category path incl. descendants, brand slug, filters, sort, offset/limit) or a batch by ids (a listing carries an ETag: If-None-Match gives 304 while it is unchanged)',
        querystring: productQuerySchema,
        response: { 200: productListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { country } = request.siteLocale;
      const query = request.query;
      if (query.related_to !== undefined) {
        const products = isPlausibleId(query.related_to) ? await relatedProducts(db, country, query.related_to, query.limit) : [];
        return { products, total: products.length, offset: 0, limit: query.limit };
      }
      if (query.ids !== undefined) {
        // A batch keeps the order asked and leaves unknown ids out; it is not paginated.
        const ids = parseIdList(query.ids);
        const products = await productsByIds(db, country, ids);
        return { products, total: products.length, offset: 0, limit: Math.max(products.length, 1) };
      }
      const filter = parseListingFilter(query);
      if (!filter) return { products: [], total: 0, offset: query.offset, limit: query.limit };
      // The hot path of every listing: the database writes the products' JSON (listingPage), sent
      // as it is, where parsing it, checking it against the contract and writing it again cost
      // more than the query (decision 0121); a page asked again at the same catalogue version
      // is those bytes from memory (decisions 0123, 0124). Outside production a page is checked when read.
      const page = { country, filter, sort: query.sort, offset: query.offset, limit: query.limit };
      const { body, tag } = await listings(db, page, page);
      // A 304 when the caller holds this page (decision 0125). The type cannot say a Buffer is a ProductList.
      return sendTagged(request, reply, body, tag) as unknown as ProductList;
    },
  );

  app.get(
    '/products/filters',
    {
      schema: {
        tags: ['catalog'],
        headers: localeHeadersSchema,
        summary: "A listing's facets: brands, categories, price ranges (site currency), others and on sale, each with its count",
        querystring: listingFilterQuerySchema,
        response: { 200: productFiltersSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const filter = parseListingFilter(request.query);
      return filter ? facets(db, request.siteLocale.country, filter, request.siteLocale.language) : noFacets(request.siteLocale.country);
    },
  );

  app.get(
    '/products/:idOrSlug',
    {
      schema: {
        tags: ['catalog'],
        headers: localeHeadersSchema,
        summary: 'One product by id ("P448733") or slug (with an ETag: If-None-Match gives 304 while unchanged)',
        params: productParamsSchema,
        response: { 200: productSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { idOrSlug } = request.params;
      const asked = { country: request.siteLocale.country, idOrSlug };
      const { json, tag } = isPlausibleId(idOrSlug) ? await products(db, asked, asked) : { json: undefined, tag: undefined };
      if (json === undefined || tag === undefined) throw notFound('PRODUCT_NOT_FOUND', 'Resource not found!', { idOrSlug: idOrSlug.slice(0, 200) });
      return sendTagged(request, reply, json, tag) as unknown as Product;
    },
  );
};
