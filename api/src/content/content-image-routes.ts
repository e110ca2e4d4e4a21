// GET /images/content/{key}-{w}x{h}.svg: beside the product pictures, outside /api/web/v1
// because it plays the CDN's part (decision 0001; web proxies /images/ here). A picture
// never changes for a given URL, so it is cached for a year, immutable.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@beauty/contracts/platform';
import { notFound } from '../platform/http-errors.ts';
import { svgPictureAnswer } from '../platform/openapi.ts';
import { contentImageSvg } from './content-image.ts';

const paramsSchema = z.object({ file: z.string().max(100) });
const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{2,4})x(\d{2,4})\.svg$/;

export const contentImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/content/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'A generated content picture (SVG), cached as immutable',
        params: paramsSchema,
        response: { 200: svgPictureAnswer, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const [width, height] = [Number(match?.[2]), Number(match?.[3])];
      if (!match || key(match).length > 60 || !(width >= 16 && width <= 2400 && height >= 16 && height <= 2400)) {
        throw notFound('NOT_FOUND', 'Image not found');
      }
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(contentImageSvg(key(match), width, height));
    },
  );
};

const key = (match: RegExpExecArray) => match[1]!;
