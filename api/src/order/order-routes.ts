// Orders (docs/product.md#rest-orders-and-sandbox GET orders/{id}; "Your orders" of the account dashboard, docs/product.md#shop):
// - GET orders/{id}: the holder of the order's signed link (the confirmation's, or an order
//   mail's while it lasts, decision 0146) sees it, and so does the member who placed it, signed in. Anyone else gets 404, the same answer as an
//   unknown id, so an id reveals nothing (not 403).
// - GET orders/: the signed-in member's own orders on this country site, newest first.
// - GET orders/last-delivery/: the recipient and address a member's checkout starts with (decision 0151).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthConfig } from '../account/auth-config.ts';
import { authenticate } from '../account/authenticate.ts';
import type { Db } from '../db/db.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import { orderQuerySchema, orderSchema } from '@beauty/contracts/checkout';
import { ApiError } from '../platform/http-errors.ts';
import { lastDeliverySchema, orderListQuerySchema, orderListSchema } from '@beauty/contracts/order';
import { isOrderOf, lastDelivery, listMemberOrders } from './member-orders.ts';
import { isOrderToken } from './order-link.ts';
import { readOrder } from './order-repository.ts';
import { signedInUserId } from '../account/signed-in-member.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

export interface OrderRouteOptions {
  db: Db;
  orderLinkSecret: string;
  auth: AuthConfig;
  /** A member's mail link ends (decision 0146): the sandbox clock moves it in tests. */
  clock: Clock;
}

const doc = routeDocs('order');

export const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (app, { db, orderLinkSecret, auth, clock }) => {
  app.get(
    '/orders/',
    doc("The signed-in member's own orders on this country site, newest first", orderListSchema, errorAnswers(400, 401), { querystring: orderListQuerySchema }),
    async (request) => {
      const claims = await authenticate(db, auth, request);
      return listMemberOrders(db, claims.sub, request.siteLocale.country, request.query.limit, request.query.cursor);
    },
  );

  app.get(
    '/orders/last-delivery/',
    doc("The recipient of the signed-in member's latest order on this site, and the latest address delivered to", lastDeliverySchema, errorAnswers(401)),
    async (request) => {
      const claims = await authenticate(db, auth, request);
      return lastDelivery(db, claims.sub, request.siteLocale.country);
    },
  );

  app.get(
    '/orders/:id',
    doc('An order, for the holder of its signed link or the member who placed it', orderSchema, errorAnswers(400, 401, 404), {
      params: z.object({ id: z.string().min(1).max(64) }),
      querystring: orderQuerySchema,
    }),
    async (request) => {
      const { id } = request.params;
      let mayRead = isOrderToken(orderLinkSecret, id, request.query.token, clock.now());
      if (!mayRead) {
        // A bearer that fails is 401 (the gateway refreshes and asks again), never a quiet 404.
        const userId = await signedInUserId(db, auth, request);
        mayRead = userId !== undefined && (await isOrderOf(db, id, userId));
      }
      // The same answer for "no such order" and "not yours": an id reveals nothing.
      const order = mayRead ? await readOrder(db, id) : undefined;
      if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'Order not found.');
      return order;
    },
  );
};
