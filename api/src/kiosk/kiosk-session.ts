// A member's session at a kiosk (decision 0119): an auth_session like any sign-in, marked
// with the device ("kiosk/<device id>"), and an access token of at most ten minutes with NO
// refresh token, so it ends by itself when the shopper walks away. Every member route takes
// it as it takes any access token (authenticate.ts: a valid token of a live session); it
// never carries the staff role, even for a staff member's card. Signing out revokes the
// session row, which authenticate.ts checks on every call, so the token stops at once.
import { randomUUID } from 'node:crypto';
import type { KioskSession } from '@beauty/contracts/kiosk';
import type { Queryable } from '../db/db.ts';
import type { AuthConfig } from '../account/auth-config.ts';
import { signAccessToken, type AccessClaims } from '../account/access-token.ts';
import { KIOSK_SESSION_MAX_SECONDS } from './kiosk-limits.ts';

/**
 * The session's device_id. With a "/", which no bag key may hold (cart/device-id.ts), so a
 * guest bag can never be taken for this session's (cart/member-bag.ts merges the guest bags of
 * a member's session devices).
 */
export const kioskSessionDevice = (deviceId: string) => `kiosk/${deviceId}`;

export async function startKioskSession(db: Queryable, config: AuthConfig, userId: string, deviceId: string): Promise<KioskSession> {
  const sessionId = `S${randomUUID().replace(/-/g, '')}`;
  await db.query(`insert into auth_session (id, user_id, device_id) values ($1, $2, $3)`, [sessionId, userId, kioskSessionDevice(deviceId)]);
  const expiresIn = Math.min(KIOSK_SESSION_MAX_SECONDS, config.accessTokenTtlSeconds);
  return { accessToken: await signAccessToken(config.jwtSecret, { sub: userId, sid: sessionId }, expiresIn), expiresIn };
}

/** Ends the bearer's session if it is this kiosk's; false when it is not (another device's, or a web session). */
export async function endKioskSession(db: Queryable, claims: AccessClaims, deviceId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update auth_session set revoked_at = coalesce(revoked_at, now()), revoked_reason = coalesce(revoked_reason, 'kiosk_sign_out')
     where id = $1 and user_id = $2 and device_id = $3`,
    [claims.sid, claims.sub, kioskSessionDevice(deviceId)],
  );
  return rowCount > 0;
}
