// The links of the waitlist and reminder mails: "<alert id>.<HMAC>", one purpose each, so
// a confirm link cannot unsubscribe and neither can be made up for someone else's alert.
// Deleting the alert (unsubscribing) is what makes a link used: it then finds no row.
// The signing is platform/signed-link.ts; 'alert-confirm' and 'alert-unsubscribe' are the
// purposes links already mailed were signed with.
import { signLink, verifyLink } from '../platform/signed-link.ts';

export type AlertLinkPurpose = 'confirm' | 'unsubscribe';

export function alertLinkToken(secret: string, purpose: AlertLinkPurpose, alertId: string): string {
  return `${alertId}.${signLink(secret, `alert-${purpose}`, alertId)}`;
}

/** The alert id a token names, when its signature is right for this purpose. */
export function alertIdOfToken(secret: string, purpose: AlertLinkPurpose, token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot < 1) return undefined;
  const alertId = token.slice(0, dot);
  return verifyLink(secret, token.slice(dot + 1), `alert-${purpose}`, alertId) ? alertId : undefined;
}
