// The links of the waitlist and reminder mails: "<alert id>.<HMAC>", one purpose each, so
// a confirm link cannot unsubscribe and neither can be made up for someone else's alert.
// Deleting the alert (unsubscribing) is what makes a link used: it then finds no row.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type AlertLinkPurpose = 'confirm' | 'unsubscribe';

const mac = (secret: string, purpose: AlertLinkPurpose, alertId: string) =>
  createHmac('sha256', secret).update(`alert-${purpose}:${alertId}`).digest('base64url');

export function alertLinkToken(secret: string, purpose: AlertLinkPurpose, alertId: string): string {
  return `${alertId}.${mac(secret, purpose, alertId)}`;
}

/** The alert id a token names, when its signature is right for this purpose. */
export function alertIdOfToken(secret: string, purpose: AlertLinkPurpose, token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot < 1) return undefined;
  const alertId = token.slice(0, dot);
  const expected = Buffer.from(mac(secret, purpose, alertId));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? alertId : undefined;
}
