// The mails of the waitlist and reminders, as outbox rows (the one outbox, written in the
// transaction that causes the mail; the sender of platform/mail delivers each once). The
// payload holds all the mail needs, in the shopper's language and country: product, brand
// and shade names, and paths on the country's site (the sender puts the origin in front).
import type { Queryable } from '../db/db.ts';
import type { ListMailKind, ListMailPayload } from '@beauty/contracts/lists';
import { writeOutboxRow } from '../platform/mail/outbox.ts';
import { alertLinkToken } from './alert-links.ts';

export interface AlertRow {
  id: string;
  email: string;
  language: string;
  country: string;
  product_id: string;
  variant_id: string | null;
}

/** Path of the page that takes the mail's links (web/app/lists/routes/alert-link.tsx). */
export const alertLinkPath = (action: 'confirm' | 'unsubscribe', token: string) => `/lists/${action}?token=${encodeURIComponent(token)}`;

export async function queueAlertMail(tx: Queryable, secret: string, kind: ListMailKind, alert: AlertRow): Promise<void> {
  const { rows } = await tx.query<{ name: string; slug: string; brand_name: string; variant_name: string | null }>(
    `select p.name, p.slug, b.name as brand_name, v.name as variant_name
     from product p join brand b on b.id = p.brand_id left join variant v on v.id = $2 where p.id = $1`,
    [alert.product_id, alert.variant_id],
  );
  const product = rows[0];
  if (!product) return; // the product was deleted: nothing to tell
  const confirms = kind === 'waitlist_confirm' || kind === 'launch_reminder_confirm';
  const payload: ListMailPayload = {
    language: alert.language,
    country: alert.country,
    productName: product.name,
    brandName: product.brand_name,
    variantName: product.variant_name,
    productPath: `/products/${product.slug}`,
    unsubscribePath: alertLinkPath('unsubscribe', alertLinkToken(secret, 'unsubscribe', alert.id)),
    ...(confirms ? { confirmPath: alertLinkPath('confirm', alertLinkToken(secret, 'confirm', alert.id)) } : {}),
  };
  await writeOutboxRow(tx, kind, alert.email, payload);
}

/**
 * Mails the alerts `due` selects (shopper_alert ids, at most $1 of them, claimed FOR UPDATE
 * SKIP LOCKED) and marks them notified, in the caller's transaction: each is mailed once
 * however many replicas run the job. Says how many it mailed.
 */
export async function mailDueAlerts(tx: Queryable, secret: string, kind: ListMailKind, due: string, batchSize: number, now: Date): Promise<number> {
  const { rows } = await tx.query<AlertRow>(
    `with due as (${due})
     update shopper_alert a set notified_at = $2 from due where a.id = due.id
     returning a.id, a.email, a.language, a.country, a.product_id, a.variant_id`,
    [batchSize, now],
  );
  for (const alert of rows) await queueAlertMail(tx, secret, kind, alert);
  return rows.length;
}
