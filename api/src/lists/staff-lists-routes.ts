// Staff calls of the lists (decision 0070: requireStaff, under /staff/): put a variant's
// stock back (the back-in-stock job then mails its waitlist), and set when a coming-soon
// product launches (the launch job mails its reminders once that time has passed).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthConfig } from '../account/auth-config.ts';
import { requireStaff } from '../account/authenticate.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { launchDateResultSchema, launchDateSchema, restockResultSchema, restockSchema } from '@beauty/contracts/lists';
import { restock } from './restock.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

export interface StaffListsRouteOptions {
  db: Db;
  auth: AuthConfig;
}

const errors = errorAnswers(400, 401, 403, 404);

const doc = routeDocs('staff');

export const staffListsRoutes: FastifyPluginAsyncZod<StaffListsRouteOptions> = async (app, { db, auth }) => {
  app.put(
    '/staff/variants/:variantId/stock',
    doc('Set a variant’s stock in a country (its waitlist is mailed by the next job run)', restockResultSchema, errors, {
      params: z.object({ variantId: z.string().min(1).max(64) }),
      body: restockSchema,
    }),
    async (request) => {
      await requireStaff(db, auth, request);
      return { ...(await restock(db, request.params.variantId, request.body.country, request.body.quantity)), mailed: 0 };
    },
  );

  app.put(
    '/staff/products/:productId/launch',
    doc('When a coming-soon product launches (its reminders are mailed once that time has passed)', launchDateResultSchema, errors, {
      params: z.object({ productId: z.string().min(1).max(64) }),
      body: launchDateSchema,
    }),
    async (request) => {
      await requireStaff(db, auth, request);
      const { productId } = request.params;
      const launchesAt = new Date(request.body.launchesAt);
      const { rows } = await db.query<{ id: string }>(`select id from product where id = $1`, [productId]);
      if (!rows[0]) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product not found.', { productId });
      await db.query(
        `insert into product_launch (product_id, launches_at) values ($1, $2)
         on conflict (product_id) do update set launches_at = excluded.launches_at`,
        [productId, launchesAt],
      );
      return { productId, launchesAt: launchesAt.toISOString() };
    },
  );
};
