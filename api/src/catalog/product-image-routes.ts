// GET /images/products/{productId}.svg: outside /api/web/v1 because it plays the CDN's
// part (decision 0001); web proxies /images/ here. The picture of a product never
// changes for a given id, so it is cached for a year, immutable.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@beauty/contracts/platform';
import type { Db } from '../db/db.ts';
import { notFound } from '../platform/http-errors.ts';
import { svgPictureAnswer } from '../platform/openapi.ts';
import { isPlausibleId } from '../platform/id-list.ts';
import { productImageSvg, type ImageProduct } from './product-image.ts';

const paramsSchema = z.object({ file: z.string().max(80) });

export const productImageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/images/products/:file',
    { schema: { tags: ['images'], summary: 'A generated product picture (SVG), cached as immutable', params: paramsSchema, response: { 200: svgPictureAnswer, 404: errorBodySchema } } },
    async (request, reply) => {
      const match = /^(.+)\.svg$/.exec(request.params.file);
      const productId = match?.[1];
      if (!productId || !isPlausibleId(productId)) throw notFound('NOT_FOUND', 'Image not found');
      const { rows } = await db.query<{ id: string; name: string; brand_name: string; category_path: string | null; swatch_color: string | null }>(
        `select p.id, p.name, b.name as brand_name, c.path as category_path, dv.swatch_color
         from product p
         join brand b on b.id = p.brand_id
         left join category c on c.id = p.category_id
         left join variant dv on dv.product_id = p.id and dv.is_default
         where p.id = $1`,
        [productId],
      );
      const row = rows[0];
      if (!row) throw notFound('NOT_FOUND', 'Image not found');
      const product: ImageProduct = { id: row.id, name: row.name, brandName: row.brand_name, categoryPath: row.category_path, swatchColor: row.swatch_color };
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened directly must not run anything: it holds text from the catalogue.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(productImageSvg(product));
    },
  );
};
