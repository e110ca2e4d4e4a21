// How tokens are made: the signing secret (validated at boot, env.ts) and lifetimes.
import type { GoogleConfig } from './google-id-token.ts';
import { OWASP_SCRYPT, type ScryptCost } from './password-hash.ts';

export interface AuthConfig {
  /** HS256 key for access tokens; also derives refresh-token successors. At least 32 characters. */
  jwtSecret: string;
  /** Access tokens are short-lived: a stolen one is worth minutes. */
  accessTokenTtlSeconds: number;
  /** A session lasts as long as the cookies that carry it (spec §3: 60 days). */
  refreshTokenTtlSeconds: number;
  /** A request that lost a refresh race within this window gets the same successor. */
  refreshGraceSeconds: number;
  /** Password-reset and unlock links. */
  linkTtlSeconds: number;
  scryptCost: ScryptCost;
  /** Google sign-in (auth/social); off when GOOGLE_CLIENT_ID is unset. */
  google?: GoogleConfig | undefined;
}

/** Only outside production (env.ts refuses it there). */
export const DEV_JWT_SECRET = 'dev-only-secret-do-not-use-in-production-0123456789';

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  jwtSecret: DEV_JWT_SECRET,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 60 * 24 * 60 * 60,
  refreshGraceSeconds: 10,
  linkTtlSeconds: 60 * 60,
  scryptCost: OWASP_SCRYPT,
};
