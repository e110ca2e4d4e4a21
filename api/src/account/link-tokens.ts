// Single-use, expiring links mailed to the owner (password reset, unlock). The mail goes
// to the one outbox (platform/mail/outbox.ts queueMail), which the mail sender reads.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Queryable } from '../db/db.ts';
import type { MailTemplate } from '../platform/mail/mail-template.ts';
import { hashToken } from './sessions.ts';

export type LinkPurpose = 'password_reset' | 'unlock';

export async function createLinkToken(db: Queryable, userId: string, purpose: LinkPurpose, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(`insert into account_link_token (token_hash, user_id, purpose, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`, [
    hashToken(token),
    userId,
    purpose,
    ttlSeconds,
  ]);
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

/**
 * Mails a link to the account with this e-mail key, if there is one and `send` is true, in
 * ONE statement whichever the case: the token is made and the statement runs for unknown
 * e-mails too, so the answer's timing does not tell whether the account exists
 * (reliability 25, decision 0052).
 */
export async function mailLinkIfAccountExists<S extends z.ZodType>(
  db: Queryable,
  link: {
    emailKey: string;
    send: boolean;
    purpose: LinkPurpose;
    ttlSeconds: number;
    template: MailTemplate<S>;
    payload: (token: string) => Omit<z.input<S>, 'firstName'>;
  },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  // Checked against the template here, for known and unknown e-mails alike (the same work
  // either way); the statement adds the account's first name.
  const payload = link.template.payload.parse({ ...link.payload(token), firstName: 'Ana' }) as Record<string, unknown>;
  delete payload.firstName;
  await db.query(
    `with account as (select id, email, first_name from account_user where email_key = $1 and $2::boolean),
       link as (
         insert into account_link_token (token_hash, user_id, purpose, expires_at)
         select $3, id, $4, now() + make_interval(secs => $5) from account returning user_id
       )
     insert into outbox (kind, recipient, payload)
     select $6, account.email, $7::jsonb || jsonb_build_object('firstName', left(account.first_name, 100))
     from account join link on link.user_id = account.id`,
    [link.emailKey, link.send, hashToken(token), link.purpose, link.ttlSeconds, link.template.kind, JSON.stringify(payload)],
  );
}
