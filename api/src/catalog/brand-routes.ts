// GET brands/: every brand (alphabetical), or ?ids=a,b (in the order asked), or ?slug=x.
// productCount counts the products on the site country's shelf.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.ts';
import { localeHeadersSchema } from '../locale/request-locale.ts';
import { errorAnswers } from '../platform/error-answers.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { parseIdList } from '../platform/id-list.ts';
import { brandListSchema, brandQuerySchema, type Brand } from '@beauty/contracts/catalog';
import { SLUG_PATTERN } from './slug.ts';

interface BrandRow {
  id: string;
  slug: string;
  name: string;
  product_count: number;
}

const doc = routeDocs('catalog');

export const brandRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/brands/',
    doc('Brands: all, by ids (comma list, order kept) or by slug', brandListSchema, errorAnswers(400), {
      headers: localeHeadersSchema,
      querystring: brandQuerySchema,
    }),
    async (request) => {
      const { ids, slug } = request.query;
      const params: unknown[] = [request.siteLocale.country];
      let where = '';
      // The shelf is counted for the brands asked only (its (country, brand) index), not the whole country's.
      let counted = '';
      const idList = parseIdList(ids);
      if (ids !== undefined) {
        params.push(idList);
        where = 'where b.id = any($2::text[])';
        counted = 'and brand_id = any($2::text[])';
      } else if (slug !== undefined) {
        const wanted = slug.trim().toLowerCase();
        if (!SLUG_PATTERN.test(wanted)) return { brands: [] };
        params.push(wanted);
        where = 'where b.slug = $2';
        counted = 'and brand_id = (select id from brand where slug = $2)';
      }
      const { rows } = await db.query<BrandRow>(
        `select b.id, b.slug, b.name, coalesce(n.product_count, 0)::int as product_count
         from brand b
         left join (select brand_id, count(*) as product_count from shelf where country = $1 ${counted} group by brand_id) n on n.brand_id = b.id
         ${where}
         order by b.slug collate "C"`, // slugs are ASCII: the same order on every database
        params,
        { prepared: true }, // three shapes: all, by ids, by slug
      );
      const brands: Brand[] = rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, productCount: r.product_count }));
      if (ids !== undefined) {
        const byId = new Map(brands.map((b) => [b.id, b]));
        return { brands: idList.flatMap((id) => byId.get(id) ?? []) };
      }
      return { brands };
    },
  );
};
