// The welcome voucher is once per person, not once per account (decision 0138). Deleting an
// account erases the person (account/account-erasure.ts), so what stays behind is only a
// keyed hash of their normalised e-mail beside the order that took the voucher: enough to
// recognise the same address at a new sign-up, nothing to read an address back from. The
// key (EMAIL_HASH_SECRET, required in production) stays on the server, so the stored hashes
// cannot be tested against a list of addresses without it. The privacy page says so.
import { createHmac } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import { randomSecret } from '../../platform/secrets.ts';

// A process without the setting (tests, a bare `node dist/server.js` outside production)
// keys with a random secret of its own: claims then hold within the process only.
let hashKey = randomSecret();

/** server.ts sets the install's key from EMAIL_HASH_SECRET at boot. */
export function configureEmailHashing(secret: string | undefined): void {
  if (secret) hashKey = secret;
}

/** Mail providers that deliver every dotted spelling of a local part to the same mailbox. */
const DOTS_IGNORED = new Set(['gmail.com']);
/** Mail providers that deliver "name+anything@" to "name@". */
const PLUS_TAGS_IGNORED = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'fastmail.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
]);
const SAME_MAILBOX_DOMAIN: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/**
 * The one spelling of a mailbox: lowercased; at providers that ignore them, without dots
 * (Gmail) and without a +tag. "J.Ohn+x@GoogleMail.com" and "john@gmail.com" are one person.
 */
export function normalisedEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  const given = lower.slice(at + 1);
  const domain = SAME_MAILBOX_DOMAIN[given] ?? given;
  if (PLUS_TAGS_IGNORED.has(domain)) local = local.split('+')[0]!;
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** HMAC-SHA256 of the normalised e-mail under the server's key, base64url. */
export function emailHash(email: string): string {
  return createHmac('sha256', hashKey).update(normalisedEmail(email)).digest('base64url');
}

/**
 * Inside a checkout's transaction, before its perks are read: two live accounts of one
 * person (two spellings of one mailbox) checking out at the same instant take turns, so the
 * second sees the first's claim and is priced without the voucher. The member's own row
 * lock (ledger.ts lockMember) orders one account's checkouts; this orders one person's.
 */
export async function lockWelcomeVoucherOf(tx: Queryable, email: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`welcome-voucher:${emailHash(email)}`]);
}

/** Has this person (any spelling of their address, any account, deleted or not) taken the welcome voucher? */
export async function welcomeVoucherClaimed(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query<{ claimed: boolean }>(
    `select exists (
       select 1 from welcome_voucher_claim c join shop_order o on o.id = c.order_id
       where c.email_hash = $1 and o.status not in ('payment_failed', 'payment_blocked')
     ) as claimed`,
    [emailHash(email)],
  );
  return rows[0]?.claimed === true;
}

/** Records that the order took this person's welcome voucher (kept after the account goes). */
export async function recordWelcomeVoucherClaim(db: Queryable, email: string, orderId: string): Promise<void> {
  await db.query('insert into welcome_voucher_claim (email_hash, order_id) values ($1, $2) on conflict do nothing', [emailHash(email), orderId]);
}
