// Google sign-in: the ID token (a JWT signed RS256 by Google) is checked here with jose,
// never trusted as sent: the key is the JWKS's (GOOGLE_JWKS_URL; tests serve their own)
// named by the token's kid, the algorithm must be RS256 (so "none", HS256 keyed with the
// public key, or an ES256 key of the set are refused), the issuer Google's, the audience
// our GOOGLE_CLIENT_ID, the expiry passed with at most a minute of clock drift, and the
// email is used only if Google verified it. jose caches the keys and refetches when an
// unknown kid appears (Google rotates them), at most once a minute (cooldown) so a stream
// of made-up key ids cannot hammer Google. A key of the set jose cannot read (another key
// type, a malformed entry) is skipped: the good keys still verify.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const CACHE_MS = 60 * 60 * 1000;
const REFETCH_MIN_MS = 60 * 1000;
const FETCH_TIMEOUT_MS = 5_000;
const CLOCK_TOLERANCE_SECONDS = 60;

export interface GoogleConfig {
  clientId: string;
  jwksUrl: string;
}

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
});
export type GoogleIdentity = { subject: string; email: string | undefined };

export class GoogleTokenVerifier {
  readonly #keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly config: GoogleConfig) {
    this.#keys = createRemoteJWKSet(new URL(config.jwksUrl), {
      cacheMaxAge: CACHE_MS,
      cooldownDuration: REFETCH_MIN_MS,
      timeoutDuration: FETCH_TIMEOUT_MS,
    });
  }

  /**
   * The Google account the token proves, or undefined for any token that is not a valid
   * one for us. Throws only when the keys cannot be fetched (the route logs that).
   */
  async verify(token: string, now = Date.now()): Promise<GoogleIdentity | undefined> {
    if (token.length > 8192) return undefined;
    try {
      const { payload } = await jwtVerify(token, this.#keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: this.config.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: new Date(now),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return undefined;
      return { subject: claims.data.sub, email: claims.data.email_verified ? claims.data.email : undefined };
    } catch (error) {
      if (isKeysUnavailable(error)) throw error;
      return undefined;
    }
  }
}

/** The JWKS could not be fetched or read: an outage, not a bad token. */
function isKeysUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ERR_JWKS_TIMEOUT' || code === 'ERR_JWKS_INVALID' || (error instanceof Error && !('code' in error));
}
