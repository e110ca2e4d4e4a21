// GET categories/: the whole tree as a flat list, parents before children and siblings in
// merchandised order. productCount includes the products of every descendant. Names are in
// the request's language (category-labels.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.ts';
import { localeHeadersSchema } from '../locale/request-locale.ts';
import { categoryListSchema, type Category } from '@beauty/contracts/catalog';
import { categoryLabel } from './category-labels.ts';
import { errorBodySchema } from '@beauty/contracts/platform';

interface CategoryRow {
  id: string;
  slug: string;
  path: string;
  name: string;
  parent_id: string | null;
  depth: number;
  own_count: number;
}

export const categoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/categories/',
    {
      schema: {
        tags: ['catalog'],
        headers: localeHeadersSchema,
        summary: 'The category tree (flat, parents first)',
        response: { 200: categoryListSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { language } = request.siteLocale;
      const { rows } = await db.query<CategoryRow>(
        `select c.id, c.slug, c.path, c.name, c.parent_id, c.depth, coalesce(n.own_count, 0)::int as own_count
         from category c
         left join (select category_id, count(*) as own_count from product group by category_id) n on n.category_id = c.id
         order by c.depth, c.position, c.path collate "C"`,
      );
      const categories: Category[] = rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        path: r.path,
        name: categoryLabel(r.path, r.name, language),
        parentId: r.parent_id,
        depth: Number(r.depth),
        productCount: r.own_count,
      }));
      // Roll counts up the tree, deepest first, so each parent includes its descendants.
      const byId = new Map(categories.map((c) => [c.id, c]));
      for (const c of [...categories].sort((a, b) => b.depth - a.depth)) {
        const parent = c.parentId ? byId.get(c.parentId) : undefined;
        if (parent) parent.productCount += c.productCount;
      }
      return { categories };
    },
  );
};
