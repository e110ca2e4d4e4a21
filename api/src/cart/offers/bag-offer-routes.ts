// The bag's offers (docs/product.md#rest-bag): GET cart/offers (the promotions panel's codes and, for a
// member, the Beauty Pass perks as they stand against this bag and the reward it holds;
// the gifts with purchase for everyone), GET cart/bag/ (the bag and its offers in one
// answer, for the bag page), and GET/POST multiple-gwps/ (gifts with purchase: pick one).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db.ts';
import { COUNTRY_CURRENCY } from '@beauty/contracts/locale';
import { cartSchema, offerListSchema, type Cart } from '@beauty/contracts/cart';
import { gwpBodySchema, gwpListSchema } from '@beauty/contracts/loyalty-rewards';
import { bagKey, requireBagKey } from '../bag-key.ts';
import { bagHeadersSchema } from '../device-id.ts';
import { emptyCart, readCart, type BagKey } from '../cart-repository.ts';
import { listOffers } from '../promotions/promotion-repository.ts';
import { isPlausibleId } from '../../platform/id-list.ts';
import { offerNotFound } from '../../loyalty/rewards.ts';
import { chooseGwp, listGwps, removeGwp } from './gwp-repository.ts';
import type { Queryable } from '../../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import type { RequestLocale } from '../../locale/request-locale.ts';
import { routeDocs } from '../../platform/route-docs.ts';
import { errorAnswers } from '../../platform/error-answers.ts';

const goodsOf = (cart: Cart) => cart.summary.subtotal.amount - cart.summary.discount.amount;

async function offersFor(db: Queryable, { country, language }: RequestLocale, cart: Cart) {
  const currency = COUNTRY_CURRENCY[country];
  const promotions = await listOffers(db, country);
  return {
    offers: promotions.map((p) => ({
      code: p.code,
      kind: p.kind,
      value: p.value,
      currency,
      minOrder: { amount: p.minOrder, currency },
      firstTimeOnly: p.firstTimeOnly,
      brandSlug: p.brandSlug,
      expiresAt: p.expiresAt?.toISOString() ?? null,
    })),
    perks: cart.perks,
    reward: cart.reward,
    gwps: await listGwps(db, country, language, currency, goodsOf(cart), cart.gwp?.choiceId ?? null),
  };
}

const bagOf = (db: Queryable, key: BagKey | undefined, country: Country) => (key ? readCart(db, key) : Promise.resolve(emptyCart(country)));

const writeErrors = errorAnswers(400, 401, 404, 409, 422);

const doc = routeDocs('cart');

export const bagOfferRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/cart/offers',
    doc(
      "Offers for this bag: the country's promo codes; a member's perks as they apply to it and the reward it holds; gifts with purchase",
      offerListSchema,
      errorAnswers(400, 401),
      { headers: bagHeadersSchema },
    ),
    async (request) => {
      const country = request.siteLocale.country;
      const key = bagKey(request.headers, request.siteLocale, await request.bagShopper());
      return offersFor(db, request.siteLocale, await bagOf(db, key, country));
    },
  );

  app.get(
    '/cart/bag/',
    doc(
      'The bag page in one call: the bag, priced for the signed-in member, and its offers',
      z.object({ cart: cartSchema, offers: offerListSchema }),
      errorAnswers(400, 401),
      {
        headers: bagHeadersSchema,
      },
    ),
    async (request) => {
      const country = request.siteLocale.country;
      const cart = await bagOf(db, bagKey(request.headers, request.siteLocale, await request.bagShopper()), country);
      return { cart, offers: await offersFor(db, request.siteLocale, cart) };
    },
  );

  app.get(
    '/multiple-gwps/',
    doc('Gifts with purchase of this country: thresholds, the gifts to pick from, and whether this bag qualifies', gwpListSchema, errorAnswers(400, 401), {
      headers: bagHeadersSchema,
    }),
    async (request) => {
      const country = request.siteLocale.country;
      const cart = await bagOf(db, bagKey(request.headers, request.siteLocale, await request.bagShopper()), country);
      return { gwps: await listGwps(db, country, request.siteLocale.language, cart.currency, goodsOf(cart), cart.gwp?.choiceId ?? null) };
    },
  );

  app.post(
    '/multiple-gwps/',
    doc('Choose one gift with purchase for this bag (replacing another), or none', cartSchema, writeErrors, { headers: bagHeadersSchema, body: gwpBodySchema }),
    async (request) => {
      const key = requireBagKey(request.headers, request.siteLocale, await request.bagShopper());
      if (request.body.action === 'remove') return removeGwp(db, key);
      if (!isPlausibleId(request.body.choiceId)) throw offerNotFound();
      return chooseGwp(db, key, request.body.choiceId);
    },
  );
};
