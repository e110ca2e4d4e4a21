// How tokens are made: the signing secrets (validated at boot, env.ts) and lifetimes.
import { randomSecret } from '../platform/secrets.ts';
import type { GoogleConfig } from './google-id-token.ts';
import { OWASP_SCRYPT, type ScryptCost } from './password-hash.ts';

export interface AuthConfig {
  /** HS256 key for access tokens; also derives refresh-token successors. At least 32 characters. */
  jwtSecret: string;
  /**
   * Rotation: the key before jwtSecret, still accepted for access tokens it signed (they
   * name it by `kid`) until it is removed, at the earliest one access-token lifetime after
   * the new key went live. Never used to sign.
   */
  previousJwtSecret?: string | undefined;
  /** Access tokens are short-lived: a stolen one is worth minutes. */
  accessTokenTtlSeconds: number;
  /**
   * The absolute session lifetime, from sign-in (docs/product.md#cookies: the cookies live 60 days).
   * Refreshing does not extend it: past it the refresh is 401 and the shopper signs in again.
   */
  refreshTokenTtlSeconds: number;
  /**
   * A request that lost a refresh race, or whose answer was lost on the way, gets the same
   * successor within this window (immediate parent only). Longer than the gateway's REST
   * timeout (10 s) plus a retry, so a refresh whose answer timed out can be retried.
   */
  refreshGraceSeconds: number;
  /** Password-reset and unlock links. */
  linkTtlSeconds: number;
  scryptCost: ScryptCost;
  /** Google sign-in (auth/social); off when GOOGLE_CLIENT_ID is unset. */
  google?: GoogleConfig | undefined;
}

/**
 * Lifetimes and a random key of this process: an app built without AUTH_JWT_SECRET (a
 * test, a bare `node dist/server.js` outside production) signs with a key nobody else
 * knows, and its tokens end with the process. `pnpm start` passes a stable one.
 */
export const defaultAuthConfig = (): AuthConfig => ({
  jwtSecret: randomSecret(),
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 60 * 24 * 60 * 60,
  refreshGraceSeconds: 30,
  linkTtlSeconds: 60 * 60,
  scryptCost: OWASP_SCRYPT,
});
