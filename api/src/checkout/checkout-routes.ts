// Checkout (issue 5): POST checkout/ with an Idempotency-Key header, the stores for click
// and collect, and the payment provider's webhook.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthConfig } from '../account/auth-config.ts';
import { requireBagKey } from '../cart/bag-key.ts';
import { bagHeadersSchema } from '../cart/device-id.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import { orderToken } from '../order/order-link.ts';
import { checkoutBodySchema, placedOrderSchema, storeListSchema, webhookBodySchema, webhookResultSchema } from '@beauty/contracts/checkout';
import { receiveWebhook } from './payment-webhook.ts';
import { placeOrder, type CheckoutDeps } from './place-order.ts';

export interface CheckoutOptions extends CheckoutDeps {
  orderLinkSecret: string;
}

const checkoutHeadersSchema = bagHeadersSchema.extend({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9._:-]{8,100}$/)
    .optional()
    .describe(
      'One key per checkout attempt: a retry with it returns the same order; reused with a different body, 422 IDEMPOTENCY_KEY_REUSED. Without it the server derives one from the bag and its attempt',
    ),
});

export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutOptions & { auth: AuthConfig }> = async (app, options) => {
  app.post(
    '/checkout/',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Place an order for this bag and pay for it',
        headers: checkoutHeadersSchema,
        body: checkoutBodySchema,
        response: { 200: placedOrderSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      // A member's order is theirs by the verified bearer alone (a failing one is 401 before anything is taken).
      const shopper = await request.bagShopper();
      const key = requireBagKey(request.headers, request.siteLocale, shopper);
      const idempotencyKey = request.headers['idempotency-key'];
      const userId = shopper.userId;
      const order = await placeOrder(options, key, idempotencyKey, request.body, userId);
      return { order, accessToken: orderToken(options.orderLinkSecret, order.id) };
    },
  );

  app.get(
    '/checkout/stores',
    { schema: { tags: ['checkout'], summary: 'Stores of this country for click and collect', response: { 200: storeListSchema, 400: errorBodySchema } } },
    async (request) => {
      // The one store list (decision 0090): the stores of this country that do click and collect.
      const { rows } = await options.db.query<{ id: string; name: string; address: string }>(
        'select id, name, address from store where country = $1 and click_and_collect order by position, id',
        [request.siteLocale.country],
      );
      return { stores: rows };
    },
  );

  app.post(
    '/checkout/payment-webhook',
    {
      schema: {
        tags: ['checkout'],
        summary: "The payment provider's outcome of a payment",
        body: webhookBodySchema,
        response: { 200: webhookResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ received: true as const, orderStatus: await receiveWebhook(options.db, options.payments, request.body) }),
  );
};
