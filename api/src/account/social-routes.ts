// POST auth/social (docs/product.md#rest-auth-and-user): sign in with Google. A Google account that no shopper has
// linked gets the message of docs/product.md#messages; linking happens at sign-up (googleIdToken).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BagClaims } from './bag-claims.ts';
import type { Db, Queryable } from '../db/db.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import { ApiError } from '../platform/http-errors.ts';
import type { AuthConfig } from './auth-config.ts';
import { tokensSchema } from '@beauty/contracts/account';
import { GoogleTokenVerifier } from './google-id-token.ts';
import { startSession } from './sessions.ts';

export const NOT_LINKED_MESSAGE = 'Your Google account is not yet linked. Please register to create a new account.';

export const socialBodySchema = z.object({ provider: z.literal('google'), id_token: z.string().min(1).max(8192) });

export async function linkedUser(db: Queryable, subject: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>(`select user_id from account_identity where provider = 'google' and subject = $1`, [subject]);
  return rows[0]?.user_id;
}

export async function linkGoogle(db: Queryable, userId: string, subject: string): Promise<boolean> {
  const { rowCount } = await db.query(`insert into account_identity (provider, subject, user_id) values ('google', $1, $2) on conflict do nothing`, [
    subject,
    userId,
  ]);
  return rowCount === 1;
}

export function googleVerifier(config: AuthConfig): GoogleTokenVerifier | undefined {
  return config.google ? new GoogleTokenVerifier(config.google) : undefined;
}

export const socialRoutes: FastifyPluginAsyncZod<{ db: Db; config: AuthConfig; verifier: GoogleTokenVerifier | undefined; bags: BagClaims }> = async (
  app,
  { db, config, verifier, bags },
) => {
  app.post(
    '/auth/social',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in with a Google ID token',
        headers: z.looseObject({ 'x-device-id': z.string().max(128).optional() }),
        body: socialBodySchema,
        response: { 200: tokensSchema, 400: errorBodySchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      if (!verifier) throw new ApiError(422, 'SOCIAL_NOT_LINKED', 'Google sign-in is not available.');
      const identity = await verifier.verify(request.body.id_token).catch((error: unknown) => {
        request.log.warn({ err: error }, 'Google keys unavailable');
        return undefined;
      });
      if (!identity) throw new ApiError(401, 'INVALID_CREDENTIALS', 'Authentication failed.');
      const userId = await linkedUser(db, identity.subject);
      if (!userId) throw new ApiError(422, 'SOCIAL_NOT_LINKED', NOT_LINKED_MESSAGE);
      const deviceId = request.headers['x-device-id'];
      if (deviceId) await bags.atSignIn(db, userId, deviceId);
      return startSession(db, config, userId, deviceId);
    },
  );
};
