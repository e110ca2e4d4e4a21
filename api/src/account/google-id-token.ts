// Google sign-in: the ID token (a JWT signed RS256 by Google) is checked here, never
// trusted as sent: its signature against a key of the JWKS (GOOGLE_JWKS_URL; tests serve
// their own), its issuer, its audience (our GOOGLE_CLIENT_ID), its expiry, and a verified
// email. Keys are cached and fetched again when an unknown key id appears (Google rotates
// them), at most once a minute so a stream of made-up key ids cannot hammer Google.
import { createPublicKey, type JsonWebKey, type KeyObject, verify } from 'node:crypto';
import { z } from 'zod';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const CACHE_MS = 60 * 60 * 1000;
const REFETCH_MIN_MS = 60 * 1000;

export interface GoogleConfig {
  clientId: string;
  jwksUrl: string;
}

const headerSchema = z.object({ alg: z.literal('RS256'), kid: z.string().min(1).max(200) });
const claimsSchema = z.object({
  iss: z.string(),
  aud: z.string(),
  sub: z.string().min(1).max(255),
  exp: z.number(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
});
export type GoogleIdentity = { subject: string; email: string | undefined };

const jwksSchema = z.object({ keys: z.array(z.looseObject({ kid: z.string(), kty: z.literal('RSA') })) });

export class GoogleTokenVerifier {
  #keys = new Map<string, KeyObject>();
  #fetchedAt = 0;
  #fetching: Promise<void> | undefined;

  constructor(private readonly config: GoogleConfig) {}

  async #refresh(force: boolean): Promise<void> {
    const age = Date.now() - this.#fetchedAt;
    if (!force && age < CACHE_MS) return;
    if (force && age < REFETCH_MIN_MS) return;
    this.#fetching ??= (async () => {
      try {
        const response = await fetch(this.config.jwksUrl, { signal: AbortSignal.timeout(5_000) });
        const jwks = jwksSchema.parse(await response.json());
        this.#keys = new Map(jwks.keys.map((key) => [key.kid, createPublicKey({ key: key as JsonWebKey, format: 'jwk' })]));
        this.#fetchedAt = Date.now();
      } finally {
        this.#fetching = undefined;
      }
    })();
    await this.#fetching;
  }

  /** The Google account the token proves, or undefined for any token that is not a valid one for us. */
  async verify(token: string, now = Date.now()): Promise<GoogleIdentity | undefined> {
    const parts = token.split('.');
    if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return undefined;
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    const header = headerSchema.safeParse(decode(headerPart));
    if (!header.success) return undefined;
    await this.#refresh(false);
    if (!this.#keys.has(header.data.kid)) await this.#refresh(true);
    const key = this.#keys.get(header.data.kid);
    if (!key) return undefined;
    const signed = verify('RSA-SHA256', Buffer.from(`${headerPart}.${payloadPart}`), key, Buffer.from(signaturePart, 'base64url'));
    if (!signed) return undefined;
    const claims = claimsSchema.safeParse(decode(payloadPart));
    if (!claims.success) return undefined;
    const { iss, aud, sub, exp, email, email_verified } = claims.data;
    if (!GOOGLE_ISSUERS.includes(iss) || aud !== this.config.clientId || exp * 1000 <= now) return undefined;
    return { subject: sub, email: email_verified ? email : undefined };
  }
}

function decode(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}
