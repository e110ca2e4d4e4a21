// Sessions and rotating refresh tokens. A session is one sign-in; every refresh marks the
// presented token used and issues its successor. The successor is derived from the
// presented token with an HMAC under the server secret, so a request that lost the race
// (same token, within the grace window) is given the very same successor without the
// plaintext ever being stored. A used token presented after the grace window means the
// token was copied: the whole session (the family) is revoked. A session ends for good
// refreshTokenTtlSeconds after sign-in (its created_at), however often it was refreshed.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { signAccessToken, type AccessClaims } from './access-token.ts';
import type { AuthConfig } from './auth-config.ts';
import type { Tokens } from '@beauty/contracts/account';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const successorOf = (config: AuthConfig, token: string) => createHmac('sha256', config.jwtSecret).update(`refresh-successor:${token}`).digest('base64url');

export const unauthenticated = (reason: string) => new ApiError(401, 'UNAUTHENTICATED', 'Authentication failed.', { reason });

/** Staff accounts get role=staff in their access tokens; read at every issue, so a role change shows at the next refresh. */
async function roleOf(db: Queryable, userId: string): Promise<'staff' | undefined> {
  const { rows } = await db.query<{ role: string }>(`select role from account_user where id = $1`, [userId]);
  return rows[0]?.role === 'staff' ? 'staff' : undefined;
}

async function tokens(db: Queryable, config: AuthConfig, userId: string, sessionId: string, refreshToken: string): Promise<Tokens> {
  const role = await roleOf(db, userId);
  return {
    accessToken: await signAccessToken(config.jwtSecret, { sub: userId, sid: sessionId, role }, config.accessTokenTtlSeconds),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: config.accessTokenTtlSeconds,
  };
}

/** Every token of a family expires when the session does: sign-in plus the absolute lifetime. */
async function insertRefreshToken(db: Queryable, config: AuthConfig, sessionId: string, token: string): Promise<void> {
  await db.query(
    `insert into refresh_token (token_hash, session_id, expires_at)
     select $1, id, created_at + make_interval(secs => $3) from auth_session where id = $2
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
  return tokens(db, config, userId, sessionId, refreshToken);
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
  /** The successor is there and was itself used: the presented token is a grandparent (or older). */
  successor_used: boolean;
}

/** Why a refresh was refused; 'reused' also revoked the family (a security event the route logs). */
export class RefreshRefused extends Error {
  constructor(
    readonly reason: 'unknown' | 'revoked' | 'expired' | 'bearer_mismatch' | 'device_mismatch' | 'reused',
    readonly sessionId?: string,
  ) {
    super(`refresh_token_${reason}`);
  }
}

export async function rotateRefreshToken(db: Db, config: AuthConfig, refreshToken: string, binding: RefreshBinding): Promise<Tokens> {
  const hash = hashToken(refreshToken);
  const successor = successorOf(config, refreshToken);
  type Outcome = { state: TokenState; successor: string } | { error: RefreshRefused['reason']; sessionId?: string };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // Taking the row lock: of two requests with the same token, exactly one sees used_at null.
    // Expired: the token's own expiry or the session's absolute end, whichever is first.
    const { rows } = await tx.query<TokenState>(
      `select rt.session_id, s.user_id, s.device_id, s.revoked_at is not null as revoked,
         (rt.expires_at <= now() or s.created_at + make_interval(secs => $3) <= now()) as expired,
         extract(epoch from (now() - rt.used_at))::float8 as used_seconds_ago,
         exists (select 1 from refresh_token n where n.token_hash = $2 and n.used_at is not null) as successor_used
       from refresh_token rt join auth_session s on s.id = rt.session_id
       where rt.token_hash = $1
       for update of rt`,
      [hash, hashToken(successor), config.refreshTokenTtlSeconds],
    );
    const state = rows[0];
    if (!state) return { error: 'unknown' };
    if (state.revoked) return { error: 'revoked' };
    if (state.expired) return { error: 'expired' };
    if (binding.bearer && binding.bearer.sid !== state.session_id) return { error: 'bearer_mismatch' };
    if (binding.deviceId !== undefined && state.device_id !== null && binding.deviceId !== state.device_id) {
      return { error: 'device_mismatch' };
    }
    if (state.used_seconds_ago === null) {
      await tx.query(`update refresh_token set used_at = now() where token_hash = $1`, [hash]);
      await insertRefreshToken(tx, config, state.session_id, successor);
      return { state, successor };
    }
    // Lost the race (or the answer was lost on the way): the same successor, but only for
    // the immediate parent, only while its successor is unused, only within the grace window.
    if (state.used_seconds_ago <= config.refreshGraceSeconds && !state.successor_used) return { state, successor };
    await tx.query(`update auth_session set revoked_at = now(), revoked_reason = 'refresh_token_reuse' where id = $1`, [state.session_id]);
    return { error: 'reused', sessionId: state.session_id };
  });
  if ('error' in outcome) throw new RefreshRefused(outcome.error, outcome.sessionId);
  return tokens(db, config, outcome.state.user_id, outcome.state.session_id, outcome.successor);
}

/**
 * Whether the session of verified claims is live: not signed out, not revoked (password
 * reset, refresh-token reuse) and within its absolute lifetime. One primary-key read per
 * authenticated call: what makes sign-out take effect at once (decision 0051).
 */
export async function isSessionLive(db: Queryable, config: AuthConfig, claims: AccessClaims): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth_session where id = $1 and user_id = $2 and revoked_at is null and created_at + make_interval(secs => $3) > now()`,
    [claims.sid, claims.sub, config.refreshTokenTtlSeconds],
    { prepared: true },
  );
  return rows.length > 0;
}

export async function revokeSessions(db: Queryable, claims: AccessClaims, scope: 'current' | 'all'): Promise<number> {
  const { rowCount } =
    scope === 'all'
      ? await db.query(`update auth_session set revoked_at = now(), revoked_reason = 'sign_out_all' where user_id = $1 and revoked_at is null`, [claims.sub])
      : await db.query(`update auth_session set revoked_at = now(), revoked_reason = 'sign_out' where id = $1 and revoked_at is null`, [claims.sid]);
  return rowCount;
}
