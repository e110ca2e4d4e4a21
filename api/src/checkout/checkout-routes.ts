// Checkout (issue 5): POST checkout/ with an Idempotency-Key header, the stores for click
// and collect, and the payment provider's webhook.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthConfig } from '../account/auth-config.ts';
import type { Db } from '../db/db.ts';
import { requireBagKey } from '../cart/bag-key.ts';
import { bagHeadersSchema } from '../cart/device-id.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import { ApiError } from '../platform/http-errors.ts';
import { orderToken } from '../order/order-link.ts';
import { signedInUserId } from '../order/signed-in-member.ts';
import { checkoutBodySchema, placedOrderSchema, storeListSchema, webhookBodySchema, webhookResultSchema } from '@beauty/contracts/checkout';
import type { PaymentProvider } from './payment-provider.ts';
import { receiveWebhook } from './payment-webhook.ts';
import { placeOrder } from './place-order.ts';

export interface CheckoutOptions {
  db: Db;
  payments: PaymentProvider;
  paymentTimeoutMs: number;
  orderLinkSecret: string;
}

const checkoutHeadersSchema = bagHeadersSchema.extend({
  'idempotency-key': z.string().regex(/^[A-Za-z0-9._:-]{8,100}$/).optional().describe('One key per checkout attempt: a retry with it returns the same order'),
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
      const key = requireBagKey(request.headers, request.siteLocale);
      const idempotencyKey = request.headers['idempotency-key'];
      if (!idempotencyKey) throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'The Idempotency-Key header is required to check out.');
      // A member's order is theirs by the verified bearer alone (a failing one is 401 before anything is taken).
      const userId = await signedInUserId(options.db, options.auth, request);
      const order = await placeOrder(options, key, idempotencyKey, request.body, userId);
      return { order, accessToken: orderToken(options.orderLinkSecret, order.id) };
    },
  );

  app.get(
    '/checkout/stores',
    { schema: { tags: ['checkout'], summary: 'Stores of this country for click and collect', response: { 200: storeListSchema } } },
    async (request) => {
      const { rows } = await options.db.query<{ id: string; name: string; address: string }>('select id, name, address from store where country = $1 order by id', [request.siteLocale.country]);
      return { stores: rows };
    },
  );

  app.post(
    '/checkout/payment-webhook',
    { schema: { tags: ['checkout'], summary: "The payment provider's outcome of a payment", body: webhookBodySchema, response: { 200: webhookResultSchema, 400: errorBodySchema } } },
    async (request) => ({ received: true as const, orderStatus: await receiveWebhook(options.db, options.payments, request.body) }),
  );
};
