// The one cap on mail a stranger can cause (decision 0136). Anyone can type someone else's
// address into a sign-up, a gift card, a guest booking or a guest "tell me when": each of
// those mails is "stranger-caused", and one address gets at most one of them per window,
// whatever the kind. A later one waits for the next free window (a gift card or a booking
// still arrives, an hour later); past MAX_BACKLOG_MS of waiting it is kept as dead, never
// sent, so a burst cannot line up a day of mail for one inbox. Mail about an order the
// shopper paid for, a password reset (limited on its own, decision 0052), a kiosk code or
// the Beauty Pass is not in this class.

export const STRANGER_CAUSED_KINDS: ReadonlySet<string> = new Set([
  'account_welcome',
  'gift_card_delivery',
  'waitlist_confirm',
  'launch_reminder_confirm',
  'booking_confirmed',
  'booking_rescheduled',
  'booking_cancelled',
  'booking_reminder',
]);

/** One stranger-caused mail per address in this long. */
export const RECIPIENT_WINDOW_MS = 60 * 60 * 1000;
/** A stranger-caused mail that would wait longer than this for its window is not sent. */
export const MAX_BACKLOG_MS = 24 * 60 * 60 * 1000;
export const HELD_ERROR = 'held: too many stranger-caused mails to this address';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as far as we can tell: NFKC-folded, trimmed, lower case,
 * without a "+tag" (every big provider delivers a+1@ and a+2@ to a@), and for Gmail without
 * the dots it ignores. Two spellings of one inbox share one window.
 */
export function recipientKey(address: string): string {
  const folded = address.normalize('NFKC').trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  if (at < 1) return folded;
  let local = folded.slice(0, at);
  let domain = folded.slice(at + 1).replace(/\.$/, '');
  local = local.split('+')[0] || local;
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
