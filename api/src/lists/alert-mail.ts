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
