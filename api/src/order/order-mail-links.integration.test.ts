// The "View my order" link of every order mail, followed as a shopper does (decision 0146):
// the mail is sent by the real sender into the development inbox's files, its link read
// from the text part, and the order route asked with that link's token and no session, as
// the order page asks for it on a phone that is signed out. A guest's link lasts; a
// member's opens the order for 30 days, then only for the member signed in.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../platform/payment-provider.ts';
import { checkoutBody, signUp, variantOf } from '../test-support/rewards.test-support.ts';
import { movableClock } from '../platform/jobs/clock.ts';
import { runJobsOnce } from '../platform/jobs/job-runner.ts';
import { testMailConfig } from '../platform/mail/mail-config.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { FULFILMENT_HOOKS } from '../fulfilment-hooks.ts';
import { moveOrder } from './fulfilment.ts';

const DAY_MS = 86_400_000;

describe.each(TEST_DATABASES)('order mail links on $name', (database) => {
  let variantId: string;
  const mail = testMailConfig();
  const clock = movableClock();
  const api = startTestAppForSuite(database, { mail, clock });
  beforeAll(async () => {
    variantId = (await variantOf(api)).id;
  });

  async function place(email: string, headers: Record<string, string> = {}, card?: string) {
    const deviceId = randomUUID();
    expect((await api.call('POST', 'cart/line-items/', { deviceId, body: { variantId, quantity: 1 } })).status).toBe(200);
    const placed = await api.call('POST', 'checkout/', { deviceId, headers: { 'idempotency-key': randomUUID(), ...headers }, body: checkoutBody(email, card) });
    expect(placed.status).toBe(200);
    return placed.body.order as { id: string; number: string; summary: { total: { amount: number; currency: string } } };
  }
  /** Sends what is due, then the text part of the newest mail of this kind to this address. */
  async function mailOf(to: string, kind: string): Promise<string> {
    // Rows are due at the database's now(): the sender runs a second later, at the real time.
    await runJobsOnce(
      api.app.jobs.filter((job) => job.name === 'mail-sender'),
      { db: api.db, clock: movableClock(new Date(Date.now() + 1000)) },
    );
    const files = (await readdir(mail.mailDir))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of files) {
      const entry = JSON.parse(await readFile(path.join(mail.mailDir, name), 'utf8')) as { to: string; text: string; kind: string };
      if (entry.to === to && entry.kind === kind) return entry.text;
    }
    throw new Error(`no ${kind} mail to ${to}`);
  }

  /** The mail's "View my order" link, opened as the order page opens it: its id and token, and whatever session the caller has. */
  async function follow(text: string, headers: Record<string, string> = {}) {
    const line = text.split('\n').find((l) => l.startsWith('View my order: '));
    expect(line, 'the mail has a "View my order" link').toBeDefined();
    const link = new URL(line!.slice('View my order: '.length));
    const id = /^\/orders\/([^/]+)$/.exec(link.pathname)?.[1];
    expect(id, link.pathname).toBeDefined();
    const token = link.searchParams.get('token');
    return api.get(`orders/${id}${token === null ? '' : `?token=${encodeURIComponent(token)}`}`, { headers });
  }

  it("a guest's confirmation, shipped and delivered mails open the order signed out, and still do months later", async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const placed = await place(email);
    const confirmation = await follow(await mailOf(email, 'order_confirmation'));
    expect(confirmation.status).toBe(200);
    expect(confirmation.body.number).toBe(placed.number);
    expect(confirmation.body.summary.total).toEqual(placed.summary.total);

    await moveOrder(api.db, placed.id, { state: 'shipped', trackingNumber: 'TRK-9' }, clock.now(), FULFILMENT_HOOKS);
    await moveOrder(api.db, placed.id, { state: 'delivered' }, clock.now(), FULFILMENT_HOOKS);
    for (const kind of ['order_shipped', 'order_delivered']) {
      const opened = await follow(await mailOf(email, kind));
      expect(opened.status, kind).toBe(200);
      expect(opened.body.number, kind).toBe(placed.number);
    }
    // A guest has no account to fall back on: their key lasts as long as the order.
    const later = await mailOf(email, 'order_confirmation');
    clock.advance(400 * DAY_MS);
    try {
      expect((await follow(later)).status).toBe(200);
    } finally {
      clock.advance(-400 * DAY_MS);
    }
  });

  it("a guest's failed-payment mail opens the order too, saying what happened", async () => {
    const email = `declined-${randomUUID().slice(0, 8)}@example.com`;
    const placed = await place(email, {}, TEST_CARDS.declined);
    const opened = await follow(await mailOf(email, 'order_payment_failed'));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ number: placed.number, status: 'payment_failed' });
  });

  it("a member's mail opens the order signed out for 30 days; after that only for the member signed in", async () => {
    const { email, auth } = await signUp(api);
    const placed = await place(email, auth);
    const text = await mailOf(email, 'order_confirmation');
    const signedOut = await follow(text);
    expect(signedOut.status).toBe(200);
    expect(signedOut.body.number).toBe(placed.number);
    expect(signedOut.body.summary.total).toEqual(placed.summary.total);

    clock.advance(31 * DAY_MS);
    try {
      // The same 404 as any order not yours: the web sends a signed-out shopper to sign in, back to the order.
      expect((await follow(text)).status).toBe(404);
      expect((await follow(text, auth)).status).toBe(200);
      // Another member's session opens nothing.
      expect((await follow(text, (await signUp(api)).auth)).status).toBe(404);
    } finally {
      clock.advance(-31 * DAY_MS);
    }
  });

  it('a token edited by hand, or moved to another order, opens nothing', async () => {
    const { email, auth } = await signUp(api);
    await place(email, auth);
    const text = await mailOf(email, 'order_confirmation');
    const other = await place(`guest-${randomUUID().slice(0, 8)}@example.com`);
    const link = new URL(
      text
        .split('\n')
        .find((l) => l.startsWith('View my order: '))!
        .slice('View my order: '.length),
    );
    const [endsAt, signature] = link.searchParams.get('token')!.split('.');
    // A later end with the same signature, and the same token on another order.
    expect((await api.get(`${link.pathname.slice(1)}?token=${Number(endsAt) + 86_400}.${signature}`)).status).toBe(404);
    expect((await api.get(`orders/${other.id}?token=${endsAt}.${signature}`)).status).toBe(404);
  });
});
