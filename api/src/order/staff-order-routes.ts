// Staff move an order after payment (issue 11 item 1): POST staff/orders/{id}/state, for
// accounts with the staff role only (requireStaff: the role is checked in the database on
// every call). The order's id or its number ("SG1000042") names it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../platform/error-answers.ts';
import { z } from 'zod';
import type { AuthConfig } from '../account/auth-config.ts';
import { requireStaff } from '../account/authenticate.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import { fulfilmentMoveSchema, orderFulfilmentResultSchema } from '@beauty/contracts/fulfilment';
import { ApiError } from '../platform/http-errors.ts';
import { moveOrder, type FulfilmentHook } from './fulfilment.ts';

/** An order id or number, to the order's id. */
export async function orderIdOf(db: Queryable, idOrNumber: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from shop_order where id = $1 or number = $1 limit 1', [idOrNumber]);
  if (!rows[0]) throw new ApiError(404, 'ORDER_NOT_FOUND', 'Order not found.');
  return rows[0].id;
}

export const orderStateParams = z.object({ id: z.string().trim().min(1).max(64) });
export const orderStateResponses = { 200: orderFulfilmentResultSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) };

export const staffOrderRoutes: FastifyPluginAsyncZod<{ db: Db; auth: AuthConfig; clock: Clock; hooks: readonly FulfilmentHook[] }> = async (
  app,
  { db, auth, clock, hooks },
) => {
  app.post(
    '/staff/orders/:id/state',
    {
      schema: {
        tags: ['order', 'staff'],
        summary: 'Staff: move a confirmed order (packed, shipped with tracking, delivered, cancelled or returned, whole or per line)',
        params: orderStateParams,
        body: fulfilmentMoveSchema,
        response: orderStateResponses,
      },
    },
    async (request) => {
      await requireStaff(db, auth, request);
      return moveOrder(db, await orderIdOf(db, request.params.id), request.body, clock.now(), hooks);
    },
  );
};
