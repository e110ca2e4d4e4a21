// Sandbox (outside production only, like every /sandbox call): make the signed-in member an
// employee and give them bonus points, so end-to-end tests can show the staff discount and
// redeem a reward without a database of their own. The member comes from the bearer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/db.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import { ApiError } from '../../platform/http-errors.ts';
import { recordPoints } from '../ledger.ts';

export const sandboxMemberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/sandbox/users/beauty-pass',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox: the signed-in member becomes an employee and/or gets bonus points',
        body: z.object({ isEmployee: z.boolean().optional(), bonusPoints: z.number().int().min(1).max(100_000).optional() }),
        response: { 200: z.object({ ok: z.literal(true) }), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const { userId, at } = await request.bagShopper();
      if (!userId) throw new ApiError(403, 'MEMBER_ONLY', 'Sign in first.');
      if (request.body.isEmployee !== undefined) await db.query('update account_user set is_employee = $2 where id = $1', [userId, request.body.isEmployee]);
      if (request.body.bonusPoints) {
        await recordPoints(db, {
          userId,
          country: request.siteLocale.country,
          source: 'bonus_points',
          points: request.body.bonusPoints,
          reference: `sandbox:${randomUUID()}`,
          note: 'sandbox',
          at,
        });
      }
      return { ok: true as const };
    },
  );
};
