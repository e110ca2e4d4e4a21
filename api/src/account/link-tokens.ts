// Single-use, expiring links mailed to the owner (password reset, unlock). The mail goes
// to the one outbox (migration 0055), which the mail sender reads.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { hashToken } from './sessions.ts';

export type LinkPurpose = 'password_reset' | 'unlock';

export async function createLinkToken(db: Queryable, userId: string, purpose: LinkPurpose, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into account_link_token (token_hash, user_id, purpose, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), userId, purpose, ttlSeconds],
  );
  return token;
}

/** Uses the link once: the user id, or why not ('invalid' covers unknown and already used). */
export async function consumeLinkToken(db: Queryable, token: string, purpose: LinkPurpose): Promise<{ userId: string } | { error: 'invalid' | 'expired' }> {
  const { rows } = await db.query<{ user_id: string; expired: boolean }>(
    `update account_link_token set used_at = now()
     where token_hash = $1 and purpose = $2 and used_at is null
     returning user_id, expires_at <= now() as expired`,
    [hashToken(token), purpose],
  );
  const row = rows[0];
  if (!row) return { error: 'invalid' };
  return row.expired ? { error: 'expired' } : { userId: row.user_id };
}

export async function queueMail(db: Queryable, recipient: string, template: string, payload: Record<string, unknown>): Promise<void> {
  await db.query(`insert into outbox (kind, recipient, payload) values ($2, $1, $3)`, [recipient, template, JSON.stringify(payload)]);
}

/** Reads a link without using it (to check a new password before spending the link). */
export async function peekLinkToken(db: Queryable, token: string, purpose: LinkPurpose): Promise<{ userId: string } | { error: 'invalid' | 'expired' }> {
  const { rows } = await db.query<{ user_id: string; expired: boolean }>(
    `select user_id, expires_at <= now() as expired from account_link_token where token_hash = $1 and purpose = $2 and used_at is null`,
    [hashToken(token), purpose],
  );
  const row = rows[0];
  if (!row) return { error: 'invalid' };
  return row.expired ? { error: 'expired' } : { userId: row.user_id };
}
