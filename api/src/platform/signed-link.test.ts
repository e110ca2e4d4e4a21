// Links already sitting in shoppers' inboxes must keep opening: each purpose's token is
// computed here with the very expression its module signed with before the signing moved to
// signed-link.ts (issue 34 item 2), and pinned as a literal too, so a change to the message,
// the algorithm or the encoding fails here before it breaks a mailed link.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './signed-link.ts';
import { isOrderToken, MEMBER_MAIL_LINK_DAYS, memberMailOrderToken, orderToken } from '../order/order-link.ts';
import { isManageToken, manageToken } from '../booking/manage-link.ts';
import { alertIdOfToken, alertLinkToken } from '../lists/alert-links.ts';

const secret = 'a-test-secret-of-32-characters-xx';
const DAY_MS = 86_400_000;

/** What a token may be garbled into; none of them may open anything, nor throw. */
function garbled(token: string): string[] {
  return [
    token.slice(0, -1), // truncated
    `${token}A`, // one too long
    '',
    `${token.slice(0, -1)}+`, // base64, not base64url
    `${token.slice(0, -1)}=`,
    `${token.slice(0, -1)}é`, // same length in characters, not in bytes
    `${token.slice(0, -1)}\uD800`, // a lone surrogate
    ' '.repeat(token.length),
  ];
}

// A guest's order key and a booking's manage link: one token per id, with no end.
describe.each([
  {
    link: 'the guest key of an order (purpose "order", order-link.ts)',
    purpose: 'order',
    id: 'O123',
    otherId: 'O124',
    pinned: 'Cvr5cbxxGgkzX1H3-2tm7DRMmjVJXJlF06dZ7U6JfIs',
    sign: orderToken,
    opens: isOrderToken,
    otherPurposes: [manageToken, (key: string, id: string) => signLink(key, 'order-mail', id)],
  },
  {
    link: 'the manage link of a booking (purpose "booking", manage-link.ts)',
    purpose: 'booking',
    id: 'R123',
    otherId: 'R124',
    pinned: 'g8GmJ5QyIVCHc4qYKCE6VRgtc5V9SnBBBZdPueMe4wk',
    sign: manageToken,
    opens: isManageToken,
    otherPurposes: [orderToken],
  },
])('$link', ({ purpose, id, otherId, pinned, sign, opens, otherPurposes }) => {
  // The module's expression before issue 34 item 2:
  const before = createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

  it('is the token signed before, and opens what it names', () => {
    expect(before).toBe(pinned);
    expect(sign(secret, id)).toBe(before);
    expect(opens(secret, id, before)).toBe(true);
  });

  it('opens nothing else, is no token of another purpose, nor of another secret', () => {
    expect(opens(secret, otherId, before)).toBe(false);
    for (const other of otherPurposes) expect(opens(secret, id, other(secret, id))).toBe(false);
    expect(opens('another-secret-of-32-characters-x', id, before)).toBe(false);
  });

  it('refuses a truncated, empty, missing or garbled token without throwing', () => {
    for (const token of garbled(before)) expect(opens(secret, id, token)).toBe(false);
    expect(opens(secret, id, undefined)).toBe(false);
  });
});

describe('a member\'s order mail link (purpose "order-mail")', () => {
  const orderId = 'O123';
  const sentAt = new Date('2026-12-01T09:30:00Z');
  const endsAt = Math.floor((sentAt.getTime() + MEMBER_MAIL_LINK_DAYS * DAY_MS) / 1000);
  // order-link.ts before issue 34 item 2 (memberSignature, then "<end>.<signature>"):
  const signature = createHmac('sha256', secret).update(`order-mail:${orderId}:${endsAt}`).digest('base64url');
  const before = `${endsAt}.${signature}`;
  const daysLater = (days: number) => new Date(sentAt.getTime() + days * DAY_MS);

  it('is the token signed before, and opens its order until its end', () => {
    expect(before).toBe('1798709400.9LKO2G78xsNhoMIvLE9lmbAQVxgcV6Pnj849R7kB-OE');
    expect(memberMailOrderToken(secret, orderId, sentAt)).toBe(before);
    expect(isOrderToken(secret, orderId, before, daysLater(29))).toBe(true);
    expect(isOrderToken(secret, orderId, before, daysLater(30))).toBe(false);
  });

  it('opens no other order, no other end, and is no token of another purpose', () => {
    const now = daysLater(1);
    expect(isOrderToken(secret, 'O124', before, now)).toBe(false);
    expect(isOrderToken(secret, orderId, `${endsAt + 86_400}.${signature}`, now)).toBe(false);
    expect(isOrderToken(secret, orderId, `${endsAt}.${orderToken(secret, orderId)}`, now)).toBe(false);
    expect(isOrderToken(secret, orderId, signature, now)).toBe(false);
  });

  it('refuses a truncated, empty or garbled token without throwing', () => {
    const now = daysLater(1);
    for (const token of garbled(signature)) expect(isOrderToken(secret, orderId, `${endsAt}.${token}`, now)).toBe(false);
    for (const token of garbled(before)) expect(isOrderToken(secret, orderId, token, now)).toBe(false);
  });
});

describe('the confirm and unsubscribe links of an alert (purposes "alert-confirm", "alert-unsubscribe")', () => {
  const alertId = 'AL-1';
  // alert-links.ts before issue 34 item 2 (mac, then "<alert id>.<mac>"):
  const mac = (purpose: 'confirm' | 'unsubscribe') => createHmac('sha256', secret).update(`alert-${purpose}:${alertId}`).digest('base64url');
  const confirm = `${alertId}.${mac('confirm')}`;
  const unsubscribe = `${alertId}.${mac('unsubscribe')}`;

  it('are the tokens signed before, and name their alert', () => {
    expect(confirm).toBe('AL-1.aPDhef2ZCRPMIOL1KzOQkip1u0dhhrH2dWE9LuJ0N4I');
    expect(unsubscribe).toBe('AL-1.PF6FZhccNpFU3u-JoHjBedIK7atjZg0TmAxZmNk8Yyo');
    expect(alertLinkToken(secret, 'confirm', alertId)).toBe(confirm);
    expect(alertLinkToken(secret, 'unsubscribe', alertId)).toBe(unsubscribe);
    expect(alertIdOfToken(secret, 'confirm', confirm)).toBe(alertId);
    expect(alertIdOfToken(secret, 'unsubscribe', unsubscribe)).toBe(alertId);
  });

  it('name no other alert, and a confirm link cannot unsubscribe nor the other way round', () => {
    expect(alertIdOfToken(secret, 'confirm', `AL-2.${mac('confirm')}`)).toBeUndefined();
    expect(alertIdOfToken(secret, 'unsubscribe', confirm)).toBeUndefined();
    expect(alertIdOfToken(secret, 'confirm', unsubscribe)).toBeUndefined();
    expect(alertIdOfToken(secret, 'confirm', `${alertId}.${orderToken(secret, alertId)}`)).toBeUndefined();
  });

  it('refuse a truncated, empty or garbled token without throwing', () => {
    for (const token of garbled(mac('confirm'))) expect(alertIdOfToken(secret, 'confirm', `${alertId}.${token}`)).toBeUndefined();
    for (const token of ['', '.', `.${mac('confirm')}`, alertId, confirm.slice(0, -1)]) expect(alertIdOfToken(secret, 'confirm', token)).toBeUndefined();
  });
});

describe('signLink and verifyLink', () => {
  it('sign "<purpose>:<parts joined by \':\'>" with HMAC-SHA256 in base64url', () => {
    expect(signLink(secret, 'p', 'a', 7)).toBe(createHmac('sha256', secret).update('p:a:7').digest('base64url'));
    expect(verifyLink(secret, signLink(secret, 'p', 'a', 7), 'p', 'a', 7)).toBe(true);
    expect(verifyLink(secret, signLink(secret, 'p', 'a', 7), 'p', 'a', 8)).toBe(false);
    expect(verifyLink(secret, signLink(secret, 'p', 'a', 7), 'q', 'a', 7)).toBe(false);
  });

  it('answer false, never throw, on anything a query string can carry', () => {
    const token = signLink(secret, 'p', 'a');
    for (const given of [...garbled(token), undefined, 'x'.repeat(10_000), '\u0000'.repeat(token.length)]) {
      expect(verifyLink(secret, given, 'p', 'a')).toBe(false);
    }
  });
});
