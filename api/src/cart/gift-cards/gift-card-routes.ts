// E-gift cards (issue 5): POST cart/gift-cards/ buys one for a recipient (e-mailed through
// the outbox); POST cart/gift-card/ redeems one on this bag, or takes it off.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.ts';
import type { PaymentProvider } from '../../platform/payment-provider.ts';
import { requireBagKey } from '../bag-key.ts';
import { cartSchema, giftCardBodySchema, giftCardPurchaseBodySchema, giftCardPurchaseSchema } from '@beauty/contracts/cart';
import { bagHeadersSchema } from '../device-id.ts';
import { applyGiftCard, buyGiftCard, removeGiftCard } from './gift-card-repository.ts';
import { limitCodeGuess } from '../code-attempts.ts';
import { errorAnswers } from '../../platform/error-answers.ts';

const errors = errorAnswers(400, 404, 409, 422, 429);

export const giftCardRoutes: FastifyPluginAsyncZod<{ db: Db; payments: PaymentProvider }> = async (app, { db, payments }) => {
  app.post(
    '/cart/gift-cards/',
    {
      schema: {
        tags: ['cart'],
        summary: 'Buy an e-gift card for a recipient',
        body: giftCardPurchaseBodySchema,
        response: { 200: giftCardPurchaseSchema, ...errors },
      },
    },
    async (request) => buyGiftCard(db, payments, request.siteLocale, request.body),
  );

  app.post(
    '/cart/gift-card/',
    {
      schema: {
        tags: ['cart'],
        summary: 'Redeem an e-gift card on this bag, or take it off',
        headers: bagHeadersSchema,
        body: giftCardBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      const key = requireBagKey(request.headers, request.siteLocale, await request.bagShopper());
      if (request.body.action !== 'apply') return removeGiftCard(db, key);
      const code = request.body.code;
      return limitCodeGuess(db, 'gift-card', key, request.buyerIp, () => applyGiftCard(db, key, code));
    },
  );
};
