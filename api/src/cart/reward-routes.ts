// The rewards boutique (docs/product.md#rest-catalogue-and-content): GET rewards/ (the country's rewards, with the member's
// tier locks and points), GET and POST cart/beauty-pass-offers/ (the reward in the bag:
// put one in, take it out). Redeeming needs a registered member (docs/product.md#rewards-rules, docs/product.md#guests-and-members): the member
// is the verified bearer's, never an id from the input.
// It stands in cart (above loyalty in the room order) because it reads and writes the bag.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../platform/error-answers.ts';
import type { Db } from '../db/db.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import { cartSchema } from '@beauty/contracts/cart';
import { beautyPassOfferBodySchema, beautyPassOffersSchema, rewardListSchema } from '@beauty/contracts/loyalty-rewards';
import { ApiError } from '../platform/http-errors.ts';
import { isPlausibleId } from '../platform/id-list.ts';
import { bagKey, requireBagKey } from './bag-key.ts';
import type { BagShopper } from './bag-shopper.ts';
import { bagHeadersSchema } from './device-id.ts';
import { readCart } from './cart-repository.ts';
import { tierOf } from '../loyalty/perks.ts';
import { availablePoints, cartIdOf, holdReward, listRewards, offerNotFound, releaseBagReward } from '../loyalty/rewards.ts';

function requireMember(shopper: BagShopper): string {
  if (!shopper.userId) throw new ApiError(403, 'MEMBER_ONLY', 'Sign in to your Beauty Pass account to redeem rewards.');
  return shopper.userId;
}

const writeResponses = { 200: cartSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) };

export const rewardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/rewards/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'The rewards boutique of this country: points, tier, stock; locked and member points for a signed-in member',
        response: { 200: rewardListSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { userId, at } = await request.bagShopper();
      const tier = userId ? await tierOf(db, userId, at) : null;
      return {
        rewards: await listRewards(db, request.siteLocale.country, tier, request.siteLocale.language),
        member: userId && tier ? { tier, availablePoints: await availablePoints(db, userId, at) } : null,
      };
    },
  );

  app.get(
    '/cart/beauty-pass-offers/',
    {
      schema: {
        tags: ['loyalty'],
        summary: "The member's rewards seen from the bag: the one it holds, the ones they may add, their available points",
        headers: bagHeadersSchema,
        response: { 200: beautyPassOffersSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const shopper = await request.bagShopper();
      const userId = requireMember(shopper);
      const key = bagKey(request.headers, request.siteLocale, shopper);
      const tier = await tierOf(db, userId, shopper.at);
      return {
        reward: key ? (await readCart(db, key)).reward : null,
        rewards: await listRewards(db, request.siteLocale.country, tier, request.siteLocale.language),
        availablePoints: await availablePoints(db, userId, shopper.at),
      };
    },
  );

  app.post(
    '/cart/beauty-pass-offers/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Put a reward in the bag (its points and one unit are reserved until the order) or take it out',
        headers: bagHeadersSchema,
        body: beautyPassOfferBodySchema,
        response: writeResponses,
      },
    },
    async (request) => {
      const shopper = await request.bagShopper();
      const key = requireBagKey(request.headers, request.siteLocale, shopper);
      const userId = requireMember(shopper);
      if (request.body.action === 'remove') {
        const cartId = await cartIdOf(db, key.deviceId, key.country);
        if (cartId) await releaseBagReward(db, cartId, shopper.at);
        return readCart(db, key);
      }
      if (!isPlausibleId(request.body.rewardId)) throw offerNotFound();
      await holdReward(db, { deviceId: key.deviceId, country: key.country, userId, at: shopper.at }, request.body.rewardId);
      return readCart(db, key);
    },
  );
};
