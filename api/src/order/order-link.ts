// The signed links of an order (decision 0146):
// - the guest's key (the confirmation page's link and a guest's order mails): an HMAC of the
//   order id, good as long as the order, because a guest has no other way back to it;
// - a member's mail link: an HMAC of the id and an end, good for MEMBER_MAIL_LINK_DAYS from
//   the mail's sending; after that the member signs in (a member has an account to open
//   the order with, so a forwarded or leaked mail does not open their address for ever).
// Nobody can guess one for another order. The signing itself is platform/signed-link.ts;
// the purposes 'order' and 'order-mail' are the messages links already mailed were signed with.
import type { MailLinkSigner } from '../platform/mail/mail-template.ts';
import { signLink, verifyLink } from '../platform/signed-link.ts';

export const MEMBER_MAIL_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

export function orderToken(secret: string, orderId: string): string {
  return signLink(secret, 'order', orderId);
}

/** "<end in epoch seconds>.<HMAC of the id and that end>". */
export function memberMailOrderToken(secret: string, orderId: string, sentAt: Date): string {
  const endsAt = Math.floor((sentAt.getTime() + MEMBER_MAIL_LINK_DAYS * DAY_MS) / 1000);
  return `${endsAt}.${memberSignature(secret, orderId, endsAt)}`;
}

function memberSignature(secret: string, orderId: string, endsAt: number): string {
  return signLink(secret, 'order-mail', orderId, endsAt);
}

/** Does this token open this order now: the guest's key, or a member's mail link before its end? */
export function isOrderToken(secret: string, orderId: string, token: string | undefined, now: Date = new Date()): boolean {
  if (!token) return false;
  const member = /^(\d{1,12})\.([\w-]{1,100})$/.exec(token);
  if (!member) return verifyLink(secret, token, 'order', orderId);
  const endsAt = Number(member[1]);
  return verifyLink(secret, member[2], 'order-mail', orderId, endsAt) && now.getTime() < endsAt * 1000;
}

/** The order page as an order mail links it: always signed, the kind of key by whose order it is. */
export function orderMailPath(secret: string, orderId: string, member: boolean, sentAt: Date): string {
  const token = member ? memberMailOrderToken(secret, orderId, sentAt) : orderToken(secret, orderId);
  return `/orders/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`;
}

/** The mail sender's signer for order links, for one run at its time. */
export function orderMailLinks(secret: string): (sentAt: Date) => MailLinkSigner {
  return (sentAt) => ({ orderPath: (orderId, member) => orderMailPath(secret, orderId, member, sentAt) });
}
