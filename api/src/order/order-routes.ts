// GET orders/{id} (spec §7): an order is shown to whoever holds its signed link (the
// confirmation's), and to nobody else; members' own orders join here with issue 4.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { orderQuerySchema, orderSchema } from '../checkout/contract.ts';
import { errorBodySchema } from '../platform/contract.ts';
import { ApiError } from '../platform/http-errors.ts';
import { isOrderToken } from './order-link.ts';
import { readOrder } from './order-repository.ts';

export const orderRoutes: FastifyPluginAsyncZod<{ db: Db; orderLinkSecret: string }> = async (app, { db, orderLinkSecret }) => {
  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['order'],
        summary: 'An order, for the holder of its signed link',
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: orderQuerySchema,
        response: { 200: orderSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      // The same answer for "no such order" and "not yours": an id reveals nothing.
      const order = isOrderToken(orderLinkSecret, id, request.query.token) ? await readOrder(db, id) : undefined;
      if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'Order not found.');
      return order;
    },
  );
};
