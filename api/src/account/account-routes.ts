// The signed-in shopper (docs/product.md#rest-auth-and-user: GET user, GET account, DELETE sessions). Every answer is
// about the bearer's own account: no route takes a user id, so no shopper can ask for
// another's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import type { AuthConfig } from './auth-config.ts';
import { authenticate } from './authenticate.ts';
import { accountSchema, userSchema } from '@beauty/contracts/account';
import { revokeSessions, unauthenticated } from './sessions.ts';
import { findUserById } from './user-repository.ts';
import type { BagClaims } from './bag-claims.ts';

const deviceHeaders = z.looseObject({ 'x-device-id': z.string().max(128).optional() });

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; config: AuthConfig; bags: BagClaims }> = async (app, { db, config, bags }) => {
  const currentUser = async (request: Parameters<typeof authenticate>[2]) => {
    const claims = await authenticate(db, config, request);
    const user = await findUserById(db, claims.sub);
    if (!user) throw unauthenticated('deleted');
    return user;
  };

  app.get(
    '/user',
    { schema: { tags: ['account'], summary: 'Who the bearer is (ids only)', response: { 200: userSchema, 401: errorBodySchema } } },
    async (request) => {
      const user = await currentUser(request);
      return { id: user.id, isEmployee: user.isEmployee };
    },
  );

  app.get(
    '/account',
    { schema: { tags: ['account'], summary: "The bearer's own account", response: { 200: accountSchema, 401: errorBodySchema } } },
    async (request) => (await currentUser(request)).account,
  );

  app.delete(
    '/sessions',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out this session, or every session with scope=all (the bags of x-device-id become the member’s)',
        headers: deviceHeaders,
        querystring: z.object({ scope: z.enum(['current', 'all']).default('current') }),
        response: { 200: z.object({ revoked: z.number().int() }), 401: errorBodySchema },
      },
    },
    async (request) => {
      const claims = await authenticate(db, config, request);
      // The bag (and a reward held in it) stays the member's, not the next one's to sign in on this device.
      const deviceId = request.headers['x-device-id'];
      if (deviceId) await bags.atSignOut(db, claims.sub, deviceId);
      return { revoked: await revokeSessions(db, claims, request.query.scope) };
    },
  );
};
