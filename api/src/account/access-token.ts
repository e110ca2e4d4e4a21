// The access token: a short-lived HS256 JWT made and checked with node:crypto alone.
// Checking is strict: exactly our header (alg HS256, so "none" and key confusion are
// refused before anything else), a constant-time signature compare, our issuer and
// audience, and an expiry. Nothing personal goes in it: the web keeps header.payload in
// a readable cookie (spec §3 jwt-data), so the payload carries opaque ids only.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const ISSUER = 'beauty-api';
export const AUDIENCE = 'beauty-web';

const headerSchema = z.strictObject({ alg: z.literal('HS256'), typ: z.literal('JWT') });
const claimsSchema = z.object({
  sub: z.string().min(1).max(64), // user id
  sid: z.string().min(1).max(64), // session (refresh-token family) id
  iss: z.literal(ISSUER),
  aud: z.literal(AUDIENCE),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const sign = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest();

export function signAccessToken(secret: string, claims: { sub: string; sid: string }, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(JSON.stringify({ ...claims, iss: ISSUER, aud: AUDIENCE, iat, exp: iat + ttlSeconds })).toString('base64url');
  return `${HEADER}.${payload}.${sign(secret, `${HEADER}.${payload}`).toString('base64url')}`;
}

export type TokenCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const decode = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
};

/** `ignoreExpiry` only for the app refresh flow, where the bearer is the expired token. */
export function verifyAccessToken(secret: string, token: string, { now = Date.now(), ignoreExpiry = false } = {}): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  if (!headerSchema.safeParse(decode(header)).success) return { ok: false, reason: 'malformed' };
  const expected = sign(secret, `${header}.${payload}`);
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'signature' };
  const claims = claimsSchema.safeParse(decode(payload));
  if (!claims.success) return { ok: false, reason: 'malformed' };
  if (!ignoreExpiry && claims.data.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims.data };
}
