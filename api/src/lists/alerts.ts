// Waitlist entries and launch reminders (one table, shopper_alert; decision 0080). A
// member is on the list at once, under the account's address; a guest is on it once they
// follow the confirmation link mailed to the address they gave (double opt-in), and the
// answer to a guest never says whether that address was already on it. Anyone leaves
// through the unsubscribe link of a mail, signed in or not.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import type { Alert, AlertState } from '@beauty/contracts/lists';
import { alertIdOfToken, type AlertLinkPurpose } from './alert-links.ts';
import { queueAlertMail, type AlertRow } from './alert-mail.ts';
import { RECIPIENT_WINDOW_MS } from '../platform/mail/recipient-cap.ts';

export type AlertKind = 'waitlist' | 'launch';

export interface Shopper {
  userId?: string | undefined;
  /** A guest's address (a member's is read from the account). */
  email?: string | undefined;
  country: string;
  language: string;
}

export interface AlertTarget {
  productId: string;
  variantId: string | null;
}

export async function listAlerts(db: Queryable, kind: AlertKind, userId: string, country: string): Promise<Alert[]> {
  const { rows } = await db.query<{ product_id: string; variant_id: string | null; created_at: Date }>(
    `select product_id, variant_id, created_at from shopper_alert
     where kind = $1 and user_id = $2 and country = $3 and notified_at is null order by created_at desc`,
    [kind, userId, country],
  );
  return rows.map((r) => ({ productId: r.product_id, variantId: r.variant_id, createdAt: new Date(r.created_at).toISOString() }));
}

/** The waitlist's target: a variant sold here and out of stock here. */
export async function waitlistTarget(db: Queryable, variantId: string, country: string): Promise<AlertTarget> {
  const { rows } = await db.query<{ product_id: string; priced: boolean; quantity: number | null }>(
    `select v.product_id, vp.variant_id is not null as priced, s.quantity
     from variant v left join variant_price vp on vp.variant_id = v.id and vp.country = $2
     left join stock s on s.variant_id = v.id and s.country = $2 where v.id = $1`,
    [variantId, country],
  );
  const row = rows[0];
  if (!row || !row.priced) throw new ApiError(404, 'VARIANT_NOT_FOUND', 'Variant not found.', { variantId });
  if ((row.quantity ?? 0) > 0) throw new ApiError(422, 'NOT_OUT_OF_STOCK', 'This is in stock: add it to your bag instead.', { variantId });
  return { productId: row.product_id, variantId };
}

/** The reminder's target: a product coming soon that has not launched yet. */
export async function launchTarget(db: Queryable, productId: string): Promise<AlertTarget> {
  const { rows } = await db.query<{ coming_soon: boolean; launched: boolean }>(
    `select 'coming_soon' = any(p.badges) as coming_soon, l.launched_at is not null as launched
     from product p left join product_launch l on l.product_id = p.id where p.id = $1`,
    [productId],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product not found.', { productId });
  if (!row.coming_soon || row.launched) throw new ApiError(422, 'NOT_COMING_SOON', 'This product is already available.', { productId });
  return { productId, variantId: null };
}

/** Puts the shopper on the list: 'on' for a member, 'pending_confirmation' for a guest. */
export async function joinAlert(db: Db, secret: string, kind: AlertKind, shopper: Shopper, target: AlertTarget, at: Date): Promise<AlertState> {
  return db.transaction(async (tx) => {
    if (shopper.userId) {
      const { rows } = await tx.query<{ email: string }>(`select email from account_user where id = $1`, [shopper.userId]);
      const email = rows[0]?.email;
      if (!email) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in again.');
      await tx.query(
        `insert into shopper_alert (id, kind, user_id, email, country, language, product_id, variant_id, confirmed_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         on conflict (kind, user_id, country, coalesce(variant_id, product_id)) where user_id is not null and notified_at is null do nothing`,
        [randomUUID(), kind, shopper.userId, email, shopper.country, shopper.language, target.productId, target.variantId, at],
      );
      return { state: 'on' };
    }
    if (!shopper.email) throw new ApiError(422, 'EMAIL_REQUIRED', 'Please enter your e-mail address.');
    const { rows } = await tx.query<AlertRow>(
      `insert into shopper_alert (id, kind, email, country, language, product_id, variant_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (kind, lower(email), country, coalesce(variant_id, product_id)) where user_id is null and notified_at is null do nothing
       returning id, email, language, country, product_id, variant_id`,
      [randomUUID(), kind, shopper.email, shopper.country, shopper.language, target.productId, target.variantId, at],
    );
    // Only a new entry is mailed: asking again sends nothing more to that address. A new
    // entry joins a confirmation already on its way (any list, any product, in the last
    // hour): that mail's link confirms every pending entry of the address, so a flood of
    // requests is one mail. The outbox caps the rest (decision 0136).
    const entry = rows[0];
    if (entry && !(await hasRecentPendingEntry(tx, entry, at))) {
      await queueAlertMail(tx, secret, kind === 'waitlist' ? 'waitlist_confirm' : 'launch_reminder_confirm', entry);
    }
    return { state: 'pending_confirmation' };
  });
}

async function hasRecentPendingEntry(tx: Queryable, entry: AlertRow, at: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from shopper_alert
     where user_id is null and confirmed_at is null and notified_at is null and lower(email) = lower($1) and id <> $2
       and created_at > $3::timestamptz - make_interval(secs => $4::float8 / 1000) limit 1`,
    [entry.email, entry.id, at, RECIPIENT_WINDOW_MS],
  );
  return rows.length > 0;
}

/** A member leaves a list; a guest cannot name an entry (they leave through the mail's link). */
export async function leaveAlert(
  db: Queryable,
  kind: AlertKind,
  userId: string,
  country: string,
  target: { productId?: string; variantId?: string },
): Promise<AlertState> {
  await db.query(
    `delete from shopper_alert where kind = $1 and user_id = $2 and country = $3 and notified_at is null
     and (($4::text is not null and variant_id = $4) or ($5::text is not null and product_id = $5 and variant_id is null))`,
    [kind, userId, country, target.variantId ?? null, target.productId ?? null],
  );
  return { state: 'off' };
}

/**
 * Follows a mail's link: confirm (double opt-in) or unsubscribe, of either list (the token
 * names the entry). A link that names nothing (forged, or its entry gone) is 410.
 */
export async function followAlertLink(db: Queryable, secret: string, purpose: AlertLinkPurpose, token: string, at: Date): Promise<AlertState> {
  const alertId = alertIdOfToken(secret, purpose, token);
  const gone = new ApiError(410, 'LINK_INVALID', 'This link is no longer valid.');
  if (!alertId) throw gone;
  if (purpose === 'unsubscribe') {
    const { rowCount } = await db.query(`delete from shopper_alert where id = $1 and notified_at is null`, [alertId]);
    // A mail already sent took the shopper off the list: the link still says "you are off it".
    if (rowCount === 0) {
      const { rows } = await db.query(`select 1 from shopper_alert where id = $1`, [alertId]);
      if (!rows[0]) throw gone;
    }
    return { state: 'off' };
  }
  const { rows } = await db.query<{ email: string; user_id: string | null }>(
    `update shopper_alert set confirmed_at = coalesce(confirmed_at, $2) where id = $1 returning email, user_id`,
    [alertId, at],
  );
  const confirmed = rows[0];
  if (!confirmed) throw gone;
  // The address's other pending entries joined this confirmation instead of getting a mail each.
  if (!confirmed.user_id) {
    await db.query(
      `update shopper_alert set confirmed_at = $2 where user_id is null and confirmed_at is null and notified_at is null and lower(email) = lower($1)`,
      [confirmed.email, at],
    );
  }
  return { state: 'on' };
}
