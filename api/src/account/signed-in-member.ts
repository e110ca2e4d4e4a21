// Who placed or asks for an order, when anyone did: the user id comes only from a verified
// bearer token, never from a body or a header the client could set. No bearer is a guest;
// a bearer that fails (expired, forged, signed out) is 401, not a guest, so the gateway
// refreshes and retries instead of quietly placing a member's order as a guest's.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.ts';
import { authenticate, bearerOf } from './authenticate.ts';
import type { AuthConfig } from './auth-config.ts';

export async function signedInUserId(db: Queryable, config: AuthConfig, request: FastifyRequest): Promise<string | undefined> {
  if (bearerOf(request) === undefined && request.headers.authorization === undefined) return undefined;
  return (await authenticate(db, config, request)).sub;
}
