// The generated product pictures (decision 0117), outside /api/web/v1 because they play
// the CDN's part (decision 0001); web proxies /images/ here.
//   GET /images/products/{productId}/{variantId}/{view}.v{N}.svg — one variant's packshot,
//     texture close-up or box view, drawn by version N of the generator. The URL names
//     everything the picture depends on, so it is cached for a year, immutable; an older N
//     (a page cached before the drawings changed) gets today's picture, briefly cached.
//   GET /images/products/{productId}.svg — the first scheme, kept for links made before it:
//     the default variant's packshot.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@beauty/contracts/platform';
import { PRODUCT_IMAGE_VERSION, type ProductImageView } from '@beauty/contracts/product-images';
import type { Db } from '../db/db.ts';
import { notFound } from '../platform/http-errors.ts';
import { svgPictureAnswer } from '../platform/openapi.ts';
import { isPlausibleId } from '../platform/id-list.ts';
import { productImageSvg, type ImageProduct } from './product-image.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const VIEW_FILE = /^(packshot|texture|box)\.v([1-9]\d{0,3})\.svg$/;

interface ImageRow {
  id: string;
  name: string;
  brand_name: string;
  category_path: string | null;
  swatch_color: string | null;
  variant_name: string;
  variation_type: string;
}

/** The product with one of its variants: the given one, or the default. */
async function imageProduct(db: Db, productId: string, variantId: string | null): Promise<ImageProduct | null> {
  const { rows } = await db.query<ImageRow>(
    `select p.id, p.name, b.name as brand_name, c.path as category_path, v.swatch_color,
            v.name as variant_name, p.variation_type
     from product p
     join brand b on b.id = p.brand_id
     left join category c on c.id = p.category_id
     join variant v on v.product_id = p.id and (case when $2::text is null then v.is_default else v.id = $2 end)
     where p.id = $1`,
    [productId, variantId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    brandName: row.brand_name,
    categoryPath: row.category_path,
    swatchColor: row.swatch_color,
    variantName: row.variation_type === 'none' ? null : row.variant_name,
  };
}

const svgHeaders = (cacheControl: string) => ({
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': cacheControl,
  'x-content-type-options': 'nosniff',
  // An SVG opened directly must not run anything: it holds text from the catalogue.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
});

export const productImageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/images/products/:productId/:variantId/:file',
    {
      schema: {
        tags: ['images'],
        summary: "A generated picture of a product's variant (SVG): view packshot, texture or box; cached as immutable",
        params: z.object({ productId: z.string().max(128), variantId: z.string().max(128), file: z.string().max(40) }),
        response: { 200: svgPictureAnswer, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { productId, variantId, file } = request.params;
      const match = VIEW_FILE.exec(file);
      const version = Number(match?.[2]);
      // A version not drawn yet has no picture: caching one under its name would be wrong.
      if (!match || version > PRODUCT_IMAGE_VERSION || !isPlausibleId(productId) || !isPlausibleId(variantId)) {
        throw notFound('NOT_FOUND', 'Image not found');
      }
      const product = await imageProduct(db, productId, variantId);
      if (!product) throw notFound('NOT_FOUND', 'Image not found');
      return reply
        .headers(svgHeaders(version === PRODUCT_IMAGE_VERSION ? IMMUTABLE : 'public, max-age=3600'))
        .send(productImageSvg(product, match[1] as ProductImageView));
    },
  );

  app.get(
    '/images/products/:file',
    {
      schema: {
        tags: ['images'],
        summary: "A product's packshot by the first URL scheme (SVG), cached as immutable",
        params: z.object({ file: z.string().max(80) }),
        response: { 200: svgPictureAnswer, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const productId = /^(.+)\.svg$/.exec(request.params.file)?.[1];
      if (!productId || !isPlausibleId(productId)) throw notFound('NOT_FOUND', 'Image not found');
      const product = await imageProduct(db, productId, null);
      if (!product) throw notFound('NOT_FOUND', 'Image not found');
      return reply.headers(svgHeaders(IMMUTABLE)).send(productImageSvg(product));
    },
  );
};
