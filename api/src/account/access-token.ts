// The access token: a short-lived HS256 JWT, made and checked with jose. Checking is
// strict: exactly our header (alg HS256, typ JWT and the kid of one of our keys; so "none",
// RS256-with-a-public-key, jku/jwk/x5u pointing elsewhere and HS512 are refused before any
// signature is looked at), the signature under the key the kid names (the current one or,
// during a rotation, the previous one), our issuer and audience, and the expiry. Nothing
// personal goes in it: the web keeps header.payload in a readable cookie (docs/product.md#cookies
// jwt-data), so the payload carries opaque ids only.
import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const ISSUER = 'beauty-api';
export const AUDIENCE = 'beauty-web';
/** Our own clocks only (api replicas): a little drift, no more. */
const CLOCK_TOLERANCE_SECONDS = 5;

/** The signing key and, during a rotation, the one before it. */
export interface SigningKeys {
  current: string;
  previous?: string | undefined;
}

const headerSchema = z.strictObject({ alg: z.literal('HS256'), typ: z.literal('JWT'), kid: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) });
const claimsSchema = z.object({
  sub: z.string().min(1).max(64), // user id
  sid: z.string().min(1).max(64), // session (refresh-token family) id
  role: z.literal('staff').optional(), // staff accounts only (decision 0070); shoppers carry none
  iss: z.literal(ISSUER),
  aud: z.literal(AUDIENCE),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

/** A public name for a key: a hash prefix, so tokens say which key signed them without telling anything about it. */
export const keyId = (secret: string) => createHash('sha256').update(`access-token-kid:${secret}`).digest('base64url').slice(0, 12);
const keyBytes = (secret: string) => new TextEncoder().encode(secret);
const asKeys = (keys: SigningKeys | string): SigningKeys => (typeof keys === 'string' ? { current: keys } : keys);

export async function signAccessToken(
  keys: SigningKeys | string,
  claims: { sub: string; sid: string; role?: 'staff' | undefined },
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const { current } = asKeys(keys);
  const iat = Math.floor(now / 1000);
  return new SignJWT(claims.role ? { sid: claims.sid, role: claims.role } : { sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keyId(current) })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(keyBytes(current));
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
export async function verifyAccessToken(keys: SigningKeys | string, token: string, { now = Date.now(), ignoreExpiry = false } = {}): Promise<TokenCheck> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return { ok: false, reason: 'malformed' };
  const header = headerSchema.safeParse(decode(parts[0]!));
  if (!header.success) return { ok: false, reason: 'malformed' };
  const { current, previous } = asKeys(keys);
  const secret = [current, previous].find((key) => key !== undefined && keyId(key) === header.data.kid);
  if (secret === undefined) return { ok: false, reason: 'signature' }; // not a key of ours (or one retired)
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, keyBytes(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: 'JWT',
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: new Date(now),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    // jose checks the signature first: an expired token here is a genuine one of ours.
    if (error instanceof errors.JWTExpired) {
      if (!ignoreExpiry) return { ok: false, reason: 'expired' };
      payload = error.payload;
    } else if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'signature' };
    } else {
      return { ok: false, reason: 'malformed' }; // a claim that is not ours (iss, aud, nbf in the future, …)
    }
  }
  const claims = claimsSchema.safeParse(payload);
  return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'malformed' };
}
