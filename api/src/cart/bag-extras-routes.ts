// Samples, promo codes and the promotions panel (docs/product.md#rest-bag: GET/POST cart/samples,
// POST cart/discount-coupon/). Writes need the device id like every
// bag write; each answers with the whole bag after the change.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../platform/error-answers.ts';
import { z } from 'zod';
import type { AuthConfig } from '../account/auth-config.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { isPlausibleId } from '../platform/id-list.ts';
import { bagKey, requireBagKey } from './bag-key.ts';
import { limitCodeGuess } from './code-attempts.ts';
import { readCart } from './cart-repository.ts';
import { addSampleBodySchema, cartSchema, couponBodySchema, couponResultSchema, MAX_SAMPLES, sampleListSchema } from '@beauty/contracts/cart';
import { bagHeadersSchema } from './device-id.ts';
import { applyCoupon, removeCoupon } from './promotions/coupon-repository.ts';
import { addSample, listSamples, removeSample, selectedSampleIds } from './sample-repository.ts';
import { routeDocs } from '../platform/route-docs.ts';

const writeErrors = errorAnswers(400, 401, 404, 409, 422, 429);

const doc = routeDocs('cart');

export const bagExtrasRoutes: FastifyPluginAsyncZod<{ db: Db; auth: AuthConfig }> = async (app, { db, auth }) => {
  app.get(
    '/cart/samples',
    doc("The country's free samples and the ones this bag holds", sampleListSchema, errorAnswers(400), { headers: bagHeadersSchema }),
    async (request) => {
      const key = bagKey(request.headers, request.siteLocale);
      return {
        samples: await listSamples(db, request.siteLocale.country),
        maxSamples: MAX_SAMPLES,
        selected: key ? await selectedSampleIds(db, key) : [],
      };
    },
  );

  app.post(
    '/cart/samples',
    doc('Add a free sample (at most MAX_SAMPLES per bag)', cartSchema, writeErrors, { headers: bagHeadersSchema, body: addSampleBodySchema }),
    async (request) => {
      const key = requireBagKey(request.headers, request.siteLocale, await request.bagShopper());
      const { sampleId } = request.body;
      if (!isPlausibleId(sampleId)) throw new ApiError(422, 'SAMPLE_NOT_FOUND', 'This sample is not available.', { sampleId: sampleId.slice(0, 64) });
      await addSample(db, key, sampleId);
      return readCart(db, key);
    },
  );

  app.delete(
    '/cart/samples/:id',
    doc('Remove a free sample', cartSchema, writeErrors, { headers: bagHeadersSchema, params: z.object({ id: z.string().min(1).max(64) }) }),
    async (request) => {
      const key = requireBagKey(request.headers, request.siteLocale, await request.bagShopper());
      await removeSample(db, key, request.params.id);
      return readCart(db, key);
    },
  );

  app.post(
    '/cart/discount-coupon/',
    doc('Apply a promo code (it replaces the bag’s only when it saves more: 409 PROMO_ONE_PER_ORDER otherwise) or remove it', couponResultSchema, writeErrors, {
      headers: bagHeadersSchema,
      body: couponBodySchema,
    }),
    async (request) => {
      const key = requireBagKey(request.headers, request.siteLocale, await request.bagShopper());
      if (request.body.action === 'remove') return removeCoupon(db, key);
      // A member's bearer lets "first-time customers only" be decided now (by user id).
      const code = request.body.code;
      return limitCodeGuess(db, 'promo', key, request.buyerIp, () => applyCoupon(db, key, code, key.userId));
    },
  );
  // GET cart/offers (codes, perks, reward, gifts) is in offers/bag-offer-routes.ts.
};
