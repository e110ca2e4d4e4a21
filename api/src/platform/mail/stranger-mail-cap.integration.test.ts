// The one cap on mail a stranger can cause (decision 0136), on a real database through
// REST: ten guest "tell me when" requests for one stranger's address are one confirmation
// mail (and its link confirms all ten), one buyer IP cannot spray addresses, the cap holds
// across mail kinds and spellings of one inbox, and a member's own order mail is not capped.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BUYER_IP_HEADER, INTERNAL_HOP_HEADER } from '@beauty/contracts/platform';
import { TEST_CARDS } from '../payment-provider.ts';
import { startLoyaltyApp } from '../../test-support/loyalty.test-support.ts';
import { appForSuite, LOCAL_HOP_SECRET, TEST_DATABASES } from '../../test-support/app.test-support.ts';

vi.setConfig({ testTimeout: 120_000 });
const HOUR = 60 * 60 * 1000;

describe.each(TEST_DATABASES)('stranger-caused mail on $name', (database) => {
  let waitlistVariants: string[];
  let comingSoon: string[];
  // The job clock a little ahead of the database's now(), which stamps each row's due time.
  const api = appForSuite(() => startLoyaltyApp(database, new Date(Date.now() + 10 * 60 * 1000)));
  beforeAll(async () => {
    const stock = await api.db.query<{ variant_id: string }>(
      `select vp.variant_id from variant_price vp left join stock s on s.variant_id = vp.variant_id and s.country = 'SG'
       where vp.country = 'SG' and coalesce(s.quantity, 0) = 0 order by vp.variant_id limit 40`,
    );
    waitlistVariants = stock.rows.map((r) => r.variant_id);
    const soon = await api.db.query<{ id: string }>(
      `select p.id from product p left join product_launch l on l.product_id = p.id where 'coming_soon' = any(p.badges) and l.launched_at is null order by p.id limit 5`,
    );
    comingSoon = soon.rows.map((r) => r.id);
  });

  /** A guest request from one buyer IP, as our own web and gateway vouch for it. */
  const fromIp = (ip: string) => ({ [BUYER_IP_HEADER]: ip, [INTERNAL_HOP_HEADER]: LOCAL_HOP_SECRET });
  const joinWaitlist = (email: string, variantId: string, ip: string) =>
    api.call('PUT', 'waitlist/', { headers: fromIp(ip), body: { variantId, on: true, email } });
  const remindMe = (email: string, productId: string, ip: string) =>
    api.call('POST', 'notification-subscription/subscribe', { headers: fromIp(ip), body: { productId, email } });
  const mailsTo = async (recipientLike: string) =>
    (
      await api.db.query<{ kind: string; sent: boolean; payload: Record<string, string> }>(
        `select kind, sent_at is not null as sent, payload from outbox where lower(recipient) like $1 order by id`,
        [recipientLike],
      )
    ).rows;

  it('ten guest requests for one stranger’s address queue one confirmation mail, whose link confirms them all', async () => {
    const victim = `victim-${randomUUID().slice(0, 8)}@example.com`;
    const ip = '203.0.113.10';
    for (const variantId of waitlistVariants.slice(0, 7)) expect((await joinWaitlist(victim, variantId, ip)).body).toEqual({ state: 'pending_confirmation' });
    for (const productId of comingSoon.slice(0, 3)) expect((await remindMe(victim, productId, ip)).body).toEqual({ state: 'pending_confirmation' });

    const mails = await mailsTo(victim);
    expect(mails.map((m) => m.kind)).toEqual(['waitlist_confirm']);
    await api.runJobs();
    expect((await mailsTo(victim)).filter((m) => m.sent)).toHaveLength(1);

    const token = new URL(mails[0]!.payload.confirmPath!, 'http://x').searchParams.get('token')!;
    expect((await api.call('PUT', 'waitlist/', { body: { confirmToken: token } })).body).toEqual({ state: 'on' });
    const { rows } = await api.db.query<{ confirmed: number }>(
      `select count(*)::int as confirmed from shopper_alert where email = $1 and confirmed_at is not null`,
      [victim],
    );
    expect(rows[0]!.confirmed).toBe(10);
  });

  it('throttles one buyer IP asking for confirmations to many addresses', async () => {
    const ip = '203.0.113.20';
    const statuses: number[] = [];
    for (const [i, variantId] of waitlistVariants.slice(0, 12).entries())
      statuses.push((await joinWaitlist(`spray-${i}-${randomUUID().slice(0, 6)}@example.com`, variantId, ip)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another shopper's address is not held back by that IP.
    expect((await joinWaitlist(`other-${randomUUID().slice(0, 6)}@example.com`, waitlistVariants[0]!, '203.0.113.21')).status).toBe(200);
  });

  it('holds every stranger-caused kind to one mail an hour per inbox, whatever the spelling', async () => {
    const local = `ana.${randomUUID().slice(0, 6)}`;
    const ip = '203.0.113.30';
    await joinWaitlist(`${local}@gmail.com`, waitlistVariants[20]!, ip); // a list confirmation
    const gift = await api.call('POST', 'cart/gift-cards/', {
      headers: fromIp(ip),
      body: {
        amount: 5000,
        recipientName: 'Ana',
        recipientEmail: `${local.toUpperCase()}+gift@GMail.com`,
        senderName: 'Ben',
        message: '',
        cardNumber: TEST_CARDS.approved,
      },
    });
    expect(gift.status).toBe(200);
    const signUp = await api.call('POST', 'auth/register/', {
      deviceId: randomUUID(),
      body: {
        email: `${local.replace('.', '')}@googlemail.com`,
        password: 'Lumi#2024',
        passwordConfirmation: 'Lumi#2024',
        firstName: 'Ana',
        lastName: 'Lim',
        consents: { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true },
      },
    });
    expect(signUp.status).toBe(201);
    const inbox = async () => (await mailsTo(`%${local.replace('.', '%')}%`)).filter((m) => m.sent).map((m) => m.kind);

    await api.runJobs();
    expect(await inbox()).toEqual(['waitlist_confirm']);
    api.clock.advance(HOUR + 1000);
    await api.runJobs();
    expect(await inbox()).toEqual(['waitlist_confirm', 'gift_card_delivery']);
    api.clock.advance(HOUR + 1000);
    await api.runJobs();
    expect(await inbox()).toEqual(['waitlist_confirm', 'gift_card_delivery', 'account_welcome']);
  });

  it('does not cap a member’s own order mails', async () => {
    const member = await api.member(); // its welcome mail is stranger-caused
    await api.order(member, 3000);
    await api.runJobs();
    const sent = (await mailsTo(member.email)).filter((m) => m.sent).map((m) => m.kind);
    expect(sent).toEqual(['account_welcome', 'order_confirmation']);
  });
});
