// Each job keeps its own beat (decision 0145): during a burst of 1,000 mails, each a slow
// send, a payment left pending is reconciled within its own interval, while most of the
// burst is still waiting; the runner's one shared loop made it wait for the whole burst.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentReconciliationJob } from '../../checkout/reconcile-payments.ts';
import { TEST_CARDS, testPaymentProvider } from '../payment-provider.ts';
import { mailSenderJob } from '../mail/mail-sender.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import { accountWelcome } from '../../account/mail/account-welcome.ts';
import { MAIL_TEMPLATES } from '../../mail-templates.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../../test-support/app.test-support.ts';
import { systemClock } from './clock.ts';
import { startJobRunner } from './job-runner.ts';

const BURST = 1_000;
const INTERVAL_MS = 50;
/** An SMTP send is tens of milliseconds at best; 5 ms keeps the test short and the burst still seconds long. */
const SEND_MS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_DATABASES)('jobs keep their own beat on $name', (database) => {
  const provider = testPaymentProvider('job-beats-webhook-secret');
  const api = startTestAppForSuite(database, { payments: provider });

  it('reconciles a pending payment on time while a burst of 1,000 mails is being sent', async () => {
    // An order whose payment failed before the provider recorded it: pending until reconciled.
    const { rows: variants } = await api.db.query<{ id: string }>(
      `select s.variant_id as id from stock s join variant_price vp using (variant_id, country) where s.country = 'SG' and s.quantity >= 5 order by s.variant_id limit 1`,
    );
    const device = randomUUID();
    await api.call('POST', 'cart/line-items/', { deviceId: device, body: { variantId: variants[0]!.id } });
    const placed = await api.call('POST', 'checkout/', {
      deviceId: device,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        email: `${randomUUID()}@example.com`,
        recipient: { name: 'Mei Tan', mobile: { callingCode: '+65', phoneNumber: '91234567' } },
        delivery: { option: 'standard', address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' } },
        payment: { cardNumber: TEST_CARDS.providerError },
      },
    });
    expect(placed.body.order.status).toBe('payment_pending');
    const orderId: string = placed.body.order.id;

    // The burst: 1,000 welcome mails in one statement (as a campaign or a flood would queue them).
    await api.db.query(
      `insert into outbox (kind, recipient, payload)
       select $1, 'burst' || n || '@example.com', $2::jsonb from generate_series(1, $3::int) n`,
      [accountWelcome.kind, JSON.stringify({ firstName: 'Burst', country: 'SG' }), BURST],
    );
    let sent = 0;
    const slowSmtp: MailTransport = {
      kind: 'files',
      async send() {
        await sleep(SEND_MS);
        sent += 1;
      },
      close() {},
    };
    const mail = mailSenderJob({
      transport: slowSmtp,
      templates: MAIL_TEMPLATES,
      fromDomain: 'lumi-beauty.example',
      siteOrigin: 'http://localhost:3000',
      maxAttempts: 3,
      retryBaseMs: 1_000,
    });
    const runner = startJobRunner([mail, paymentReconciliationJob(provider)], { db: api.db, clock: systemClock }, INTERVAL_MS);
    try {
      // Let the burst get going, then make the payment due.
      while (sent < 20) await sleep(5);
      await api.db.query(`update payment set next_check_at = now() where order_id = $1`, [orderId]);
      const due = performance.now();
      let status = 'payment_pending';
      while (status === 'payment_pending' && performance.now() - due < 30_000) {
        await sleep(10);
        status = (await api.db.query<{ status: string }>('select status from shop_order where id = $1', [orderId])).rows[0]!.status;
      }
      const waitedMs = performance.now() - due;
      const sentWhenSettled = sent;
      expect(status).toBe('payment_failed');
      // On its beat: within a few intervals (its claim waits behind one mail batch's queries at most),
      // and long before the burst is through.
      expect(waitedMs).toBeLessThan(1_000);
      expect(sentWhenSettled).toBeLessThan(BURST / 2);
    } finally {
      await runner.stop();
      await api.db.query(`delete from outbox where recipient like 'burst%@example.com'`);
    }
  }, 60_000);
});
