// The guest bag (docs/product.md#rest-bag): GET cart/, GET cart/items-count/, POST cart/line-items/,
// PATCH and DELETE cart/line-items/{id}. A bag is a device id and the site country.
// Reading without a device id shows an empty bag (a guest who never added anything);
// writing without one is 400 DEVICE_ID_REQUIRED.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.ts';
import { ApiError, notFound } from '../platform/http-errors.ts';
import { isPlausibleId } from '../platform/id-list.ts';
import { bagKey, requireBagKey } from './bag-key.ts';
import { addLine, countItems, emptyCart, readCart, removeLine, updateLine } from './cart-repository.ts';
import { addLineBodySchema, cartSchema, itemsCountSchema, lineParamsSchema, updateLineBodySchema } from '@beauty/contracts/cart';
import { bagHeadersSchema } from './device-id.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

/** Ids that cannot be ours are answered without asking the database. */
function requirePlausibleLineId(id: string): string {
  if (!isPlausibleId(id)) throw notFound('LINE_NOT_FOUND', 'This item is no longer in your bag.', { lineId: id.slice(0, 64) });
  return id;
}

const writeErrors = errorAnswers(400, 404, 409, 422);

const doc = routeDocs('cart');

export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/cart/', doc('The bag of this device in the site country', cartSchema, errorAnswers(400), { headers: bagHeadersSchema }), async (request) => {
    const key = bagKey(request.headers, request.siteLocale, await request.bagShopper());
    return key ? readCart(db, key) : emptyCart(request.siteLocale.country);
  });

  app.get(
    '/cart/items-count/',
    doc('How many items the bag holds (sum of quantities)', itemsCountSchema, errorAnswers(400), { headers: bagHeadersSchema }),
    async (request) => {
      const key = bagKey(request.headers, request.siteLocale);
      return { count: key ? await countItems(db, key) : 0 };
    },
  );

  app.post(
    '/cart/line-items/',
    doc('Add a variant (raises its line when already in the bag)', cartSchema, writeErrors, { headers: bagHeadersSchema, body: addLineBodySchema }),
    async (request) => {
      const key = requireBagKey(request.headers, request.siteLocale, await request.bagShopper());
      const { variantId, quantity } = request.body;
      if (!isPlausibleId(variantId)) {
        throw new ApiError(422, 'VARIANT_NOT_FOUND', 'This product is not available.', { variantId: variantId.slice(0, 64) });
      }
      return addLine(db, key, variantId, quantity);
    },
  );

  app.patch(
    '/cart/line-items/:id',
    doc("Set a line's quantity", cartSchema, writeErrors, { headers: bagHeadersSchema, params: lineParamsSchema, body: updateLineBodySchema }),
    async (request) => {
      const key = requireBagKey(request.headers, request.siteLocale, await request.bagShopper());
      return updateLine(db, key, requirePlausibleLineId(request.params.id), request.body.quantity);
    },
  );

  app.delete(
    '/cart/line-items/:id',
    doc('Remove a line', cartSchema, writeErrors, { headers: bagHeadersSchema, params: lineParamsSchema }),
    async (request) => {
      const key = requireBagKey(request.headers, request.siteLocale, await request.bagShopper());
      return removeLine(db, key, requirePlausibleLineId(request.params.id));
    },
  );
};
