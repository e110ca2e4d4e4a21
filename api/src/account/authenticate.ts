// Who a request is: the bearer access token, verified, and its session still live (so
// signing out takes effect at once, not when the token expires). Anything else is 401
// UNAUTHENTICATED, never a 500: a tampered token is just not a session.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.ts';
import { type AccessClaims, verifyAccessToken } from './access-token.ts';
import type { AuthConfig } from './auth-config.ts';
import { CLIENT_IP_HEADER } from '@beauty/contracts/account';
import { isSessionLive, unauthenticated } from './sessions.ts';

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(header) : null;
  return match?.[1];
}

export async function authenticate(db: Queryable, config: AuthConfig, request: FastifyRequest): Promise<AccessClaims> {
  const token = bearerOf(request);
  if (!token) throw unauthenticated('missing');
  const check = verifyAccessToken(config.jwtSecret, token);
  if (!check.ok) throw unauthenticated(check.reason);
  if (!(await isSessionLive(db, check.claims))) throw unauthenticated('signed_out');
  return check.claims;
}

/**
 * The shopper's address for throttling: the gateway forwards it (it is the api's only
 * client, and the api is not reachable from outside); else the socket's address.
 */
export function clientAddress(request: FastifyRequest): string {
  const forwarded = request.headers[CLIENT_IP_HEADER];
  const value = typeof forwarded === 'string' && /^[0-9a-fA-F:.]{2,45}$/.test(forwarded) ? forwarded : request.ip;
  return value;
}
