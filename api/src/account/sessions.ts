// Sessions and rotating refresh tokens. A session is one sign-in; every refresh marks the
// presented token used and issues its successor. The successor is derived from the
// presented token with an HMAC under the server secret, so a request that lost the race
// (same token, within the grace window) is given the very same successor without the
// plaintext ever being stored. A used token presented after the grace window means the
// token was copied: the whole session (the family) is revoked.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { signAccessToken, type AccessClaims } from './access-token.ts';
import type { AuthConfig } from './auth-config.ts';
import type { Tokens } from '@beauty/contracts/account';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const successorOf = (config: AuthConfig, token: string) =>
  createHmac('sha256', config.jwtSecret).update(`refresh-successor:${token}`).digest('base64url');

export const unauthenticated = (reason: string) =>
  new ApiError(401, 'UNAUTHENTICATED', 'Authentication failed.', { reason });

function tokens(config: AuthConfig, userId: string, sessionId: string, refreshToken: string): Tokens {
  return {
    accessToken: signAccessToken(config.jwtSecret, { sub: userId, sid: sessionId }, config.accessTokenTtlSeconds),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: config.accessTokenTtlSeconds,
  };
}

async function insertRefreshToken(db: Queryable, config: AuthConfig, sessionId: string, token: string): Promise<void> {
  await db.query(
    `insert into refresh_token (token_hash, session_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))
     on conflict (token_hash) do nothing`,
    [hashToken(token), sessionId, config.refreshTokenTtlSeconds],
  );
}

export async function startSession(db: Db, config: AuthConfig, userId: string, deviceId: string | undefined): Promise<Tokens> {
  const sessionId = `S${randomUUID().replace(/-/g, '')}`;
  const refreshToken = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query(`insert into auth_session (id, user_id, device_id) values ($1, $2, $3)`, [sessionId, userId, deviceId ?? null]);
    await insertRefreshToken(tx, config, sessionId, refreshToken);
  });
  return tokens(config, userId, sessionId, refreshToken);
}

export interface RefreshBinding {
  /** flow=app: the (possibly expired) access token's claims; its session must be the token's. */
  bearer?: AccessClaims;
  deviceId?: string | undefined;
}

interface TokenState {
  session_id: string;
  user_id: string;
  device_id: string | null;
  revoked: boolean;
  expired: boolean;
  used_seconds_ago: number | null;
}

export async function rotateRefreshToken(db: Db, config: AuthConfig, refreshToken: string, binding: RefreshBinding): Promise<Tokens> {
  const hash = hashToken(refreshToken);
  const outcome = await db.transaction(async (tx) => {
    // Taking the row lock: of two requests with the same token, exactly one sees used_at null.
    const { rows } = await tx.query<TokenState>(
      `select rt.session_id, s.user_id, s.device_id, s.revoked_at is not null as revoked, rt.expires_at <= now() as expired,
         extract(epoch from (now() - rt.used_at))::float8 as used_seconds_ago
       from refresh_token rt join auth_session s on s.id = rt.session_id
       where rt.token_hash = $1
       for update of rt`,
      [hash],
    );
    const state = rows[0];
    if (!state) return { error: 'unknown' } as const;
    if (state.revoked) return { error: 'revoked' } as const;
    if (state.expired) return { error: 'expired' } as const;
    if (binding.bearer && binding.bearer.sid !== state.session_id) return { error: 'bearer_mismatch' } as const;
    if (binding.deviceId !== undefined && state.device_id !== null && binding.deviceId !== state.device_id) {
      return { error: 'device_mismatch' } as const;
    }
    const successor = successorOf(config, refreshToken);
    if (state.used_seconds_ago === null) {
      await tx.query(`update refresh_token set used_at = now() where token_hash = $1`, [hash]);
      await insertRefreshToken(tx, config, state.session_id, successor);
      return { state, successor } as const;
    }
    if (state.used_seconds_ago <= config.refreshGraceSeconds) return { state, successor } as const; // lost the race
    await tx.query(`update auth_session set revoked_at = now(), revoked_reason = 'refresh_token_reuse' where id = $1`, [state.session_id]);
    return { error: 'reused' } as const;
  });
  if ('error' in outcome) throw unauthenticated(`refresh_token_${outcome.error}`);
  return tokens(config, outcome.state.user_id, outcome.state.session_id, outcome.successor);
}

/** The live session of verified claims, or undefined when signed out or revoked. */
export async function isSessionLive(db: Queryable, claims: AccessClaims): Promise<boolean> {
  const { rows } = await db.query(`select 1 from auth_session where id = $1 and user_id = $2 and revoked_at is null`, [claims.sid, claims.sub]);
  return rows.length > 0;
}

export async function revokeSessions(db: Queryable, claims: AccessClaims, scope: 'current' | 'all'): Promise<number> {
  const { rowCount } =
    scope === 'all'
      ? await db.query(`update auth_session set revoked_at = now(), revoked_reason = 'sign_out_all' where user_id = $1 and revoked_at is null`, [claims.sub])
      : await db.query(`update auth_session set revoked_at = now(), revoked_reason = 'sign_out' where id = $1 and revoked_at is null`, [claims.sid]);
  return rowCount;
}
