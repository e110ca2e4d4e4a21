// GET catalog/barcodes/{code} (issue 18, decision 0119): the product and shade a scanned
// pack names, for the kiosk's scanner. Only a variant sold in the request's country (priced
// there) is found, like every catalogue read; anything else is 404 BARCODE_NOT_FOUND.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@beauty/contracts/platform';
import { barcodeMatchSchema, barcodeParamsSchema } from '@beauty/contracts/kiosk';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { asStoredBarcode } from './barcode.ts';

export const barcodeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/catalog/barcodes/:code',
    {
      schema: {
        tags: ['catalog'],
        summary: "The product and variant a pack's barcode names (EAN-13, EAN-8, or a UPC-A read as EAN-13), if sold in this country",
        params: barcodeParamsSchema,
        response: { 200: barcodeMatchSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const code = asStoredBarcode(request.params.code);
      const { rows } = await db.query<{ id: string; product_id: string }>(
        `select v.id, v.product_id from variant v
         join variant_price vp on vp.variant_id = v.id and vp.country = $2
         where v.barcode = $1`,
        [code, request.siteLocale.country],
      );
      const match = rows[0];
      if (!match) throw new ApiError(404, 'BARCODE_NOT_FOUND', 'No product sold here has this barcode.', { code: request.params.code });
      return { code, productId: match.product_id, variantId: match.id };
    },
  );
};
