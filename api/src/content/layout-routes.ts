// GET layouts/: header, footer and navigation-guard config in the request's language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { localeHeadersSchema } from '../locale/request-locale.ts';
import { layoutSchema } from './contract.ts';
import { buildLayout, type NavCategory } from './layout.ts';

// Preview sends user_segments (spec §7); the layout does not vary by segment yet.
const layoutQuerySchema = z.looseObject({ user_segments: z.string().max(1000).optional() });

export const layoutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/layouts/',
    {
      schema: {
        tags: ['content'],
        headers: localeHeadersSchema,
        summary: 'Header navigation, footer links and smart-link exemptions',
        querystring: layoutQuerySchema,
        response: { 200: layoutSchema },
      },
    },
    async (request) => {
      const { rows } = await db.query<{ slug: string; path: string; name: string; depth: number; parent_path: string | null }>(
        `select c.slug, c.path, c.name, c.depth, parent.path as parent_path
         from category c left join category parent on parent.id = c.parent_id
         where c.depth <= 2
         order by c.depth, c.position, c.path collate "C"`,
      );
      const categories: NavCategory[] = rows.map((r) => ({ slug: r.slug, path: r.path, name: r.name, depth: Number(r.depth), parentPath: r.parent_path }));
      return buildLayout(categories, request.siteLocale.language);
    },
  );
};
