// GET categories/: the whole tree as a flat list, parents before children and siblings in
// merchandised order. productCount includes the products of every descendant.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.ts';
import { categoryListSchema } from './contract.ts';

interface CategoryRow {
  id: string;
  slug: string;
  path: string;
  name: string;
  parent_id: string | null;
  depth: number;
  product_count: number;
}

export const categoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/categories/',
    { schema: { tags: ['catalog'], summary: 'The category tree (flat, parents first)', response: { 200: categoryListSchema } } },
    async () => {
      const { rows } = await db.query<CategoryRow>(
        `select c.id, c.slug, c.path, c.name, c.parent_id, c.depth,
           (select count(*)::int from product p join category pc on pc.id = p.category_id
            where pc.path = c.path or starts_with(pc.path, c.path || '/')) as product_count
         from category c
         order by c.depth, c.position, c.path collate "C"`,
      );
      return {
        categories: rows.map((r) => ({
          id: r.id,
          slug: r.slug,
          path: r.path,
          name: r.name,
          parentId: r.parent_id,
          depth: Number(r.depth),
          productCount: r.product_count,
        })),
      };
    },
  );
};
