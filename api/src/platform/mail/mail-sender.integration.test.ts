// The mail sender on a real database: each message once even with two senders racing,
// retries with a doubling wait and a dead letter after the last try (the clock moved, not
// waited for), failures no retry can mend dead at once, kinds without a template left
// alone, and the .eml fallback read back as a mail client would.
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../app.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { movableClock } from '../jobs/clock.ts';
import { runJobsOnce } from '../jobs/job-runner.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../../test-support/app.test-support.ts';
import { mailSenderJob, retryDelayMs } from './mail-sender.ts';
import { fileTransport, smtpTransport, type MailTransport } from './mail-transport.ts';
import type { RenderedMail } from './render-mail.ts';
import { queueMail } from './outbox.ts';
import { accountWelcome } from '../../account/mail/account-welcome.ts';
import { passwordReset } from '../../account/mail/password-reset.ts';
import { giftCardDelivery } from '../../cart/gift-cards/mail/gift-card-delivery.ts';
import { orderConfirmation } from '../../order/mail/order-confirmation.ts';
import { orderMailLinks } from '../../order/order-link.ts';
import { MAIL_TEMPLATES } from '../../mail-templates.ts';

const BASE_MS = 1_000;
const options = {
  templates: MAIL_TEMPLATES,
  fromDomain: 'lumi-beauty.example',
  siteOrigin: 'http://localhost:3000',
  maxAttempts: 4,
  retryBaseMs: BASE_MS,
  linkSigner: orderMailLinks('a-test-secret-of-32-characters-xx'),
};

/** Records what it was given; waits a little per message so two senders really overlap. */
function recordingTransport(sent: RenderedMail[], fail: (mail: RenderedMail) => Error | undefined = () => undefined): MailTransport {
  return {
    kind: 'files',
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      const error = fail(mail);
      if (error) throw error;
      sent.push(mail);
    },
    close() {},
  };
}

describe.each(TEST_DATABASES)('mail sender on $name', (database) => {
  const api = startTestAppForSuite(database);
  beforeEach(async () => {
    await api.db.query('delete from outbox');
  });

  const rows = () =>
    api.db
      .query<{ id: string; attempts: number; sent: boolean; dead: boolean; last_error: string | null; next_attempt_at: Date }>(
        `select id::text, attempts, sent_at is not null as sent, dead_at is not null as dead, last_error, next_attempt_at from outbox order by id`,
      )
      .then((result) => result.rows);

  it('sends each message exactly once when two senders race over the same outbox', async () => {
    for (let i = 0; i < 45; i += 1) await queueMail(api.db, accountWelcome, `racer${i}@example.com`, { firstName: `Racer ${i}`, country: 'SG' });
    const sentByA: RenderedMail[] = [];
    const sentByB: RenderedMail[] = [];
    const a = mailSenderJob({ ...options, transport: recordingTransport(sentByA), batchSize: 5 });
    const b = mailSenderJob({ ...options, transport: recordingTransport(sentByB), batchSize: 5 });
    // A second on: the database stamps the queued rows in microseconds, the clock counts whole
    // milliseconds, so a row queued in the clock's own millisecond would not be due yet
    // (Postgres queues 45 rows fast enough for that; the last one then waited for a later tick).
    const clock = movableClock(new Date(Date.now() + 1_000));
    await Promise.all([runJobsOnce([a], { db: api.db, clock }), runJobsOnce([b], { db: api.db, clock })]);
    // A racer stops when a claim comes back short of a batch, and under the race both may
    // (the other held the rows a moment ago): what is left goes at the next tick, as in
    // production, where the runner ticks every few seconds.
    await runJobsOnce([a], { db: api.db, clock });
    const recipients = [...sentByA, ...sentByB].map((mail) => mail.to).sort();
    expect(recipients).toHaveLength(45);
    expect(new Set(recipients).size).toBe(45);
    expect(sentByA.length).toBeGreaterThan(0);
    expect(sentByB.length).toBeGreaterThan(0);
    expect((await rows()).every((row) => row.sent && row.attempts === 1)).toBe(true);
    // And a later run sends nothing again.
    clock.advance(60 * 60 * 1000);
    await runJobsOnce([a, b], { db: api.db, clock });
    expect(sentByA.length + sentByB.length).toBe(45);
  });

  it('retries a failing message after a doubling wait, then keeps it as dead after the last try', async () => {
    await queueMail(api.db, accountWelcome, 'flaky@example.com', { firstName: 'Flaky', country: 'SG' });
    const sent: RenderedMail[] = [];
    const job = mailSenderJob({ ...options, transport: recordingTransport(sent, () => new Error('connection refused')) });
    const clock = movableClock(new Date(Date.now() + 1000));
    const context = { db: api.db, clock };

    await runJobsOnce([job], context);
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sent: false, dead: false, last_error: 'connection refused' });
    expect(new Date(row!.next_attempt_at).getTime() - clock.now().getTime()).toBe(retryDelayMs(1, BASE_MS));

    for (const tries of [2, 3]) {
      clock.advance(retryDelayMs(tries - 1, BASE_MS) - 10);
      expect(await runJobsOnce([job], context)).toEqual({ 'mail-sender': 0 }); // not yet
      clock.advance(10);
      await runJobsOnce([job], context);
      [row] = await rows();
      expect(row).toMatchObject({ attempts: tries, dead: false });
    }
    expect(retryDelayMs(3, BASE_MS)).toBe(4 * BASE_MS);
    clock.advance(retryDelayMs(3, BASE_MS));
    await runJobsOnce([job], context);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 4, sent: false, dead: true, last_error: 'connection refused' });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await runJobsOnce([job], context)).toEqual({ 'mail-sender': 0 });
    expect(sent).toHaveLength(0);
  });

  it('sends on a later try once the server is back', async () => {
    await queueMail(api.db, accountWelcome, 'later@example.com', { firstName: 'Later', country: 'SG' });
    let down = true;
    const sent: RenderedMail[] = [];
    const job = mailSenderJob({ ...options, transport: recordingTransport(sent, () => (down ? new Error('timeout') : undefined)) });
    const clock = movableClock(new Date(Date.now() + 1000));
    await runJobsOnce([job], { db: api.db, clock });
    down = false;
    clock.advance(BASE_MS);
    await runJobsOnce([job], { db: api.db, clock });
    expect(sent.map((mail) => mail.to)).toEqual(['later@example.com']);
    expect((await rows())[0]).toMatchObject({ attempts: 2, sent: true, dead: false, last_error: null });
  });

  it('kills at once a message no retry can mend (a link off our site, no recipient), and leaves unknown kinds waiting', async () => {
    await api.db.query(`insert into outbox (kind, recipient, payload) values ('password_reset', 'a@example.com', $1)`, [
      JSON.stringify({ path: 'https://evil.example/steal' }),
    ]);
    await api.db.query(`insert into outbox (kind, recipient, payload) values ('password_reset', '', $1)`, [
      JSON.stringify({ path: '/users/password/edit?token=x' }),
    ]);
    await api.db.query(`insert into outbox (kind, recipient, payload) values ('some_future_kind', 'b@example.com', '{}')`);
    const sent: RenderedMail[] = [];
    await runJobsOnce([mailSenderJob({ ...options, transport: recordingTransport(sent) })], { db: api.db, clock: movableClock(new Date(Date.now() + 1000)) });
    const [offSite, noRecipient, future] = await rows();
    expect(offSite).toMatchObject({ attempts: 1, dead: true });
    expect(offSite!.last_error).toMatch(/path on our own site/);
    expect(noRecipient).toMatchObject({ attempts: 1, dead: true });
    expect(future).toMatchObject({ attempts: 0, dead: false, sent: false });
    expect(sent).toHaveLength(0);
  });

  it('writes .eml files when no SMTP server is configured: the reset mail in Thai, both parts, the Thai sender', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mail-files-'));
    await queueMail(api.db, passwordReset, 'somchai@example.com', {
      path: '/users/password/edit?token=abc123',
      firstName: 'Somchai',
      country: 'TH',
      language: 'th',
    });
    const job = mailSenderJob({ ...options, transport: fileTransport(dir) });
    await runJobsOnce([job], { db: api.db, clock: movableClock(new Date(Date.now() + 1000)) });
    const files = (await readdir(dir)).sort();
    expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    const parsed = await simpleParser(await readFile(path.join(dir, files.find((name) => name.endsWith('.eml'))!)));
    expect(parsed.subject).toBe('รีเซ็ตรหัสผ่าน Lumi Beauty ของคุณ');
    expect(parsed.from?.value[0]).toMatchObject({ name: 'Lumi Beauty Thailand', address: 'hello.th@lumi-beauty.example' });
    expect(parsed.text).toContain('http://localhost:3000/users/password/edit?token=abc123&country_code=th&language=th');
    expect(parsed.html).toContain('href="http://localhost:3000/users/password/edit?token=abc123&amp;country_code=th&amp;language=th"');
    expect(parsed.headers.get('content-language')).toBe('th');
  });

  it('delivers through a real SMTP server: each message once with two senders racing, in its language, both parts, escaped', async () => {
    const arrived: ParsedMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => {
          arrived.push(mail);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    try {
      await queueMail(api.db, accountWelcome, 'mei@example.com', { firstName: 'Mei', country: 'HK', language: 'zh' });
      await queueMail(api.db, passwordReset, 'budi@example.com', {
        path: '/users/password/edit?token=t0k3n',
        firstName: 'Budi',
        country: 'ID',
        language: 'id',
      });
      await queueMail(api.db, giftCardDelivery, 'ana@example.com', {
        code: 'GIFT-ABCD-1234',
        recipientName: 'Ana <b>',
        senderName: '<script>alert(1)</script>',
        message: 'For you & "yours"',
        amount: 5000,
        currency: 'SGD',
        country: 'SG',
        language: 'en',
      });
      await queueMail(api.db, orderConfirmation, 'nok@example.com', {
        orderId: 'ord_1',
        number: 'TH-000123',
        country: 'TH',
        language: 'th',
        placedAt: '2026-11-26T03:00:00.000Z',
        total: { amount: 129000, currency: 'THB' },
        lines: [{ name: 'Lip Tint', quantity: 2, amount: { amount: 129000, currency: 'THB' } }],
        member: true,
      });
      const a = mailSenderJob({ ...options, transport: smtpTransport(`smtp://127.0.0.1:${port}`), batchSize: 1 });
      const b = mailSenderJob({ ...options, transport: smtpTransport(`smtp://127.0.0.1:${port}`), batchSize: 1 });
      const clock = movableClock(new Date(Date.now() + 1000));
      await Promise.all([runJobsOnce([a], { db: api.db, clock }), runJobsOnce([b], { db: api.db, clock })]);

      expect(arrived.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '')).sort()).toEqual([
        'ana@example.com',
        'budi@example.com',
        'mei@example.com',
        'nok@example.com',
      ]);
      const to = (address: string) => arrived.find((mail) => !Array.isArray(mail.to) && mail.to?.text === address)!;

      const mei = to('mei@example.com');
      expect(mei.subject).toBe('歡迎加入 Lumi Beauty');
      expect(mei.from?.value[0]).toMatchObject({ name: 'Lumi Beauty Hong Kong', address: 'hello.hk@lumi-beauty.example' });
      expect(mei.text).toContain('Mei，您好');
      expect(mei.html).toContain('<html lang="zh">');
      expect(mei.headers.get('content-language')).toBe('zh');
      expect(mei.headers.get('x-lumi-mail-kind')).toBe('account_welcome');
      expect(mei.messageId).toMatch(/^<outbox-\d+@lumi-beauty\.example>$/);

      const budi = to('budi@example.com');
      expect(budi.subject).toBe('Atur ulang kata sandi Lumi Beauty Anda');
      expect(budi.text).toContain('http://localhost:3000/users/password/edit?token=t0k3n&country_code=id&language=id');

      const ana = to('ana@example.com');
      expect(ana.html).not.toContain('<script>');
      expect(ana.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(ana.html).toContain('For you &amp; &quot;yours&quot;');
      expect(ana.text).toContain('$50'); // en-SG writes SGD as $, like the storefront
      expect(ana.text).toContain('GIFT-ABCD-1234');

      const nok = to('nok@example.com');
      expect(nok.subject).toBe('ยืนยันคำสั่งซื้อ Lumi Beauty TH-000123 ของคุณแล้ว');
      expect(nok.text).toContain('฿1,290');
      expect(nok.text).toContain('26 พฤศจิกายน 2569'); // the Thai (Buddhist-era) long date, in Bangkok
      expect((await rows()).every((row) => row.sent && row.attempts === 1)).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('shows file mail in the development inbox outside production, and has no inbox in production', async () => {
    const email = `inbox${Date.now()}@example.com`;
    const password = 'Lumi#2024';
    const registered = await api.call('POST', 'auth/register/', {
      country: 'hk',
      language: 'zh',
      body: {
        email,
        password,
        passwordConfirmation: password,
        firstName: '美',
        lastName: '陳',
        consents: { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true },
      },
    });
    expect(registered.status).toBe(201);
    await runJobsOnce(api.app.jobs, { db: api.db, clock: movableClock(new Date(Date.now() + 1000)) });
    const list = await api.get(`sandbox/mail/?to=${encodeURIComponent(email)}`);
    expect(list.status).toBe(200);
    expect(list.body.messages).toHaveLength(1);
    expect(list.body.messages[0]).toMatchObject({ kind: 'account_welcome', subject: '歡迎加入 Lumi Beauty', language: 'zh', country: 'HK' });
    const one = await api.get(`sandbox/mail/${list.body.messages[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.text).toContain('美，您好');
    expect(one.body.html).toContain('歡迎加入 Lumi Beauty');

    const production = await buildApp({ db: api.db, logLevel: 'silent', production: true });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/web/v1/sandbox/mail/' });
      expect(response.statusCode).toBe(404);
      const single = await production.inject({ method: 'GET', url: `/api/web/v1/sandbox/mail/${list.body.messages[0].id}` });
      expect(single.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
