// Who a request is: the bearer access token, verified, and its session still live (so
// signing out takes effect at once, not when the token expires). Anything else is 401
// UNAUTHENTICATED, never a 500: a tampered token is just not a session.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.ts';
import { type AccessClaims, type SigningKeys, verifyAccessToken } from './access-token.ts';
import type { AuthConfig } from './auth-config.ts';
import { isSessionLive, unauthenticated } from './sessions.ts';
import { ApiError } from '../platform/http-errors.ts';

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(header) : null;
  return match?.[1];
}

/** The keys access tokens may be signed with: the current one and, during a rotation, the previous one. */
export const signingKeys = (config: AuthConfig): SigningKeys => ({ current: config.jwtSecret, previous: config.previousJwtSecret });

export async function authenticate(db: Queryable, config: AuthConfig, request: FastifyRequest): Promise<AccessClaims> {
  const token = bearerOf(request);
  if (!token) throw unauthenticated('missing');
  const check = await verifyAccessToken(signingKeys(config), token);
  if (!check.ok) throw unauthenticated(check.reason);
  if (!(await isSessionLive(db, config, check.claims))) throw unauthenticated('signed_out');
  return check.claims;
}

/**
 * A staff member: a live session whose token says role=staff and whose account still has
 * the role (the database decides, so revoking the role works before the token expires).
 * A shopper gets 403 STAFF_ONLY; no token at all is 401 as everywhere.
 */
export async function requireStaff(db: Queryable, config: AuthConfig, request: FastifyRequest): Promise<AccessClaims> {
  const claims = await authenticate(db, config, request);
  const { rows } = await db.query<{ role: string }>(`select role from account_user where id = $1`, [claims.sub]);
  if (claims.role !== 'staff' || rows[0]?.role !== 'staff') throw new ApiError(403, 'STAFF_ONLY', 'This is for staff only.');
  return claims;
}

/** The shopper's address for throttling: vouched for by our gateway, else the socket's (platform/limits/buyer-ip.ts). */
export function clientAddress(request: FastifyRequest): string {
  return request.buyerIp;
}
