// The content calls of docs/product.md#rest-catalogue-and-content: contentful/content-entries/ (published, for shoppers),
// contentful/preview/content-entries/ and preview/overlays/ (newest version, behind the
// preview token), sea-falcon/all-user-segments/ and featured-products/. A page is looked
// up by type and slug (?page_type=&slug=) or by entry id, always in the request's country
// and language; user_segments picks the blocks.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { localeHeadersSchema, type RequestLocale } from '../locale/request-locale.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import { notFound } from '../platform/http-errors.ts';
import {
  CONTENT_SLUG,
  PAGES_INDEX_SLUG,
  type ContentEntry,
  type PageType,
  contentEntryQuerySchema,
  contentEntrySchema,
  contentLookupQuerySchema,
  featuredProductsBodySchema,
  featuredProductsSchema,
  overlayBlockSchema,
  userSegmentListSchema,
} from '@beauty/contracts/content';
import { findEntry, findEntryById, type StoredEntry, type Version } from './entry-repository.ts';
import { featuredProducts } from './featured-products.ts';
import { PREVIEW_TOKEN_HEADER, previewGate } from './preview-token.ts';
import { overlayOf, serveBlocks, serveOverlay } from './serve-blocks.ts';
import { parseSegments } from './segments.ts';
import { listSegments } from './segment-repository.ts';
import { errorAnswers } from '../platform/error-answers.ts';

export interface ContentRouteOptions {
  db: Db;
  /** CONTENT_PREVIEW_TOKEN; unset turns preview off. */
  previewToken: string | undefined;
}

const PAGE_TYPES_BY_ID: readonly PageType[] = ['homepage', 'pages', 'brands', 'about'];
/** The slug a page type has when the URL names none (docs/product.md#page-types: slugUrl is optional). */
const DEFAULT_SLUG: Partial<Record<PageType, string>> = { homepage: 'home', about: 'about', pages: PAGES_INDEX_SLUG };

const landingPageNotFound = () => notFound('NOT_FOUND', 'Landing Page not found');
const idParams = z.object({ id: z.string().max(200) });
const previewHeaders = localeHeadersSchema.extend({ [PREVIEW_TOKEN_HEADER]: z.string().max(512).optional() });
const errors = errorAnswers(400, 403, 404);

function warnInvalid(log: FastifyBaseLogger, entry: StoredEntry): void {
  if (entry.invalidBlocks.length > 0) log.warn({ entry: entry.id, blocks: entry.invalidBlocks }, 'content blocks fail the contract and were left out');
}

export const contentRoutes: FastifyPluginAsyncZod<ContentRouteOptions> = async (app, { db, previewToken }) => {
  const requirePreview = previewGate(previewToken);

  async function servePage(
    entry: StoredEntry | undefined,
    locale: RequestLocale,
    segmentsParam: string | undefined,
    version: Version,
    log: FastifyBaseLogger,
  ): Promise<ContentEntry> {
    if (!entry || entry.pageType === 'overlay' || entry.pageType === 'layout') throw landingPageNotFound();
    warnInvalid(log, entry);
    const blocks = await serveBlocks(db, locale, entry, parseSegments(segmentsParam), version);
    const { invalidBlocks: _, pageType, ...rest } = entry;
    return { ...rest, pageType, blocks };
  }

  for (const { prefix, version } of [
    { prefix: '/contentful/content-entries', version: 'published' as const },
    { prefix: '/contentful/preview/content-entries', version: 'newest' as const },
  ]) {
    const preview = version === 'newest';
    const onRequest = preview ? [requirePreview] : [];
    const what = preview ? 'Preview: the newest version (draft or published) of' : 'The published version of';

    app.get(
      `${prefix}/`,
      {
        onRequest,
        schema: {
          tags: ['content'],
          headers: preview ? previewHeaders : localeHeadersSchema,
          summary: `${what} a page by type and slug, with the blocks for user_segments`,
          querystring: contentLookupQuerySchema,
          response: { 200: contentEntrySchema, ...errors },
        },
      },
      async (request) => {
        const { page_type: pageType, user_segments } = request.query;
        const slug = (request.query.slug ?? DEFAULT_SLUG[pageType] ?? '').trim().toLowerCase();
        // Any URL can be typed: a slug that cannot exist is simply not found.
        if (!CONTENT_SLUG.test(slug) || slug.length > 100) throw landingPageNotFound();
        const entry = await findEntry(db, request.siteLocale, pageType, slug, version);
        return servePage(entry, request.siteLocale, user_segments, version, request.log);
      },
    );

    app.get(
      `${prefix}/:id`,
      {
        onRequest,
        schema: {
          tags: ['content'],
          headers: preview ? previewHeaders : localeHeadersSchema,
          summary: `${what} a page by entry id, with the blocks for user_segments`,
          params: idParams,
          querystring: contentEntryQuerySchema,
          response: { 200: contentEntrySchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!CONTENT_SLUG.test(id)) throw landingPageNotFound();
        const entry = await findEntryById(db, request.siteLocale, id, version, PAGE_TYPES_BY_ID);
        return servePage(entry, request.siteLocale, request.query.user_segments, version, request.log);
      },
    );
  }

  app.get(
    '/preview/overlays/:id',
    {
      onRequest: [requirePreview],
      schema: {
        tags: ['content'],
        headers: previewHeaders,
        summary: 'Preview: the newest version of an overlay entry',
        params: idParams,
        response: { 200: overlayBlockSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const entry = CONTENT_SLUG.test(id) ? await findEntryById(db, request.siteLocale, id, 'newest', ['overlay']) : undefined;
      const content = entry && overlayOf(entry);
      if (!entry || !content) throw notFound('NOT_FOUND', 'Resource not found!', { id: id.slice(0, 200) });
      warnInvalid(request.log, entry);
      return serveOverlay(content, entry.status, { id: entry.id, userSegments: content.userSegments });
    },
  );

  app.get(
    '/sea-falcon/all-user-segments/',
    {
      schema: {
        tags: ['content'],
        headers: localeHeadersSchema,
        summary: 'Every user segment content can be aimed at',
        response: { 200: userSegmentListSchema, 400: errorBodySchema },
      },
    },
    async () => ({ segments: await listSegments(db) }),
  );

  app.post(
    '/featured-products/',
    {
      schema: {
        tags: ['content'],
        headers: localeHeadersSchema,
        summary: "The products of a page's carousels, each selection by its rule, sold in the request's country",
        body: featuredProductsBodySchema,
        response: { 200: featuredProductsSchema, 400: errorBodySchema },
      },
    },
    async (request) => featuredProducts(db, request.siteLocale.country, request.body),
  );
};
