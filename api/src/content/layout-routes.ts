// GET layouts/: header, footer and navigation-guard config in the request's language, and
// the content-managed announcement for user_segments. preview=true (behind the preview
// token) shows the newest announcement, draft or published.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { localeHeadersSchema, type RequestLocale } from '../locale/request-locale.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import { notFound } from '../platform/http-errors.ts';
import { type Announcement, layoutSchema } from '@beauty/contracts/content';
import { findEntry, type Version } from './entry-repository.ts';
import { buildLayout, type NavCategory } from './layout.ts';
import { PREVIEW_TOKEN_HEADER, previewGate } from './preview-token.ts';
import { isVisibleTo, parseSegments } from './segments.ts';

// Preview sends user_segments (docs/product.md#rest-catalogue-and-content) as a comma list; the gateway sends the shopper's.
const layoutQuerySchema = z.looseObject({
  user_segments: z.string().max(1000).optional(),
  preview: z.enum(['true', 'false']).optional(),
});

/** The layout entry of a country and language is slug "main" (content/seed). */
export const LAYOUT_SLUG = 'main';

/**
 * The announcement of the country and language's layout entry, for `segments`. No entry
 * (none published, or in preview none at all) is docs/product.md#errors "Layout not found": the
 * layout is content-managed, and a locale nobody made one for has none (decision 0148).
 */
async function announcementFor(db: Db, locale: RequestLocale, segments: ReadonlySet<string>, version: Version): Promise<Announcement | null> {
  const entry = await findEntry(db, locale, 'layout', LAYOUT_SLUG, version);
  if (!entry) throw notFound('NOT_FOUND', 'Layout not found', { country: locale.country, language: locale.language });
  const block = entry.blocks.find((b) => b.type === 'announcement' && isVisibleTo(b, segments));
  return block?.type === 'announcement' ? { text: block.text, link: block.link } : null;
}

export const layoutRoutes: FastifyPluginAsyncZod<{ db: Db; previewToken?: string | undefined }> = async (app, { db, previewToken }) => {
  const requirePreview = previewGate(previewToken);
  app.get(
    '/layouts/',
    {
      schema: {
        tags: ['content'],
        headers: localeHeadersSchema.extend({ [PREVIEW_TOKEN_HEADER]: z.string().max(512).optional() }),
        summary: 'Header navigation, footer links, smart-link exemptions and the announcement',
        querystring: layoutQuerySchema,
        response: { 200: layoutSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const preview = request.query.preview === 'true';
      if (preview) await requirePreview(request);
      const [{ rows }, announcement] = await Promise.all([
        db.query<{ slug: string; path: string; name: string; depth: number; parent_path: string | null }>(
          `select c.slug, c.path, c.name, c.depth, parent.path as parent_path
           from category c left join category parent on parent.id = c.parent_id
           where c.depth <= 2
           order by c.depth, c.position, c.path collate "C"`,
        ),
        announcementFor(db, request.siteLocale, parseSegments(request.query.user_segments), preview ? 'newest' : 'published'),
      ]);
      const categories: NavCategory[] = rows.map((r) => ({ slug: r.slug, path: r.path, name: r.name, depth: Number(r.depth), parentPath: r.parent_path }));
      return buildLayout(categories, request.siteLocale.language, announcement);
    },
  );
};
