// The lists on a real database (issue 12 items 1-3): the wish list per member and country,
// the guest merge (nothing lost, no duplicates), the waitlist with its back-in-stock job
// (one mail in the shopper's language, then off the list, even when the job runs twice),
// the guest's double opt-in, launch reminders mailed once when the launch date passes on
// the job clock, and unsubscribe links that work without signing in.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setStaffRole } from '../account/staff.ts';
import { movableClock } from '../platform/jobs/clock.ts';
import { runJobsOnce } from '../platform/jobs/job-runner.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { signInAgain, signUpMember } from '../test-support/list-members.test-support.ts';

const LINK_SECRET = 'lists-test-secret-'.padEnd(40, 'x');

// Each test signs members up (password hashing) and places orders: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

describe.each(TEST_DATABASES)('lists on $name', (database) => {
  let products: { id: string; defaultVariantId: string }[];
  let outOfStock: { variantId: string; productId: string };
  let comingSoon: string;
  const api = startTestAppForSuite(database, { lists: { linkSecret: LINK_SECRET, sandbox: true } });
  beforeAll(async () => {
    products = (await api.get('products/?limit=5&sort=featured')).body.products;
    // A variant sold in TH with no stock there: the waitlist's kind of variant.
    const { rows } = await api.db.query<{ variant_id: string; product_id: string }>(
      `select vp.variant_id, v.product_id from variant_price vp join variant v on v.id = vp.variant_id
       left join stock s on s.variant_id = vp.variant_id and s.country = 'TH'
       where vp.country = 'TH' and coalesce(s.quantity, 0) = 0 order by vp.variant_id limit 1`,
    );
    outOfStock = { variantId: rows[0]!.variant_id, productId: rows[0]!.product_id };
    const soon = await api.db.query<{ id: string }>(`select id from product where 'coming_soon' = any(badges) order by id limit 1`);
    comingSoon = soon.rows[0]!.id;
  });

  const outbox = async (recipient: string) =>
    (
      await api.db.query<{ kind: string; payload: Record<string, string> }>(
        `select kind, payload from outbox where recipient = $1 and kind <> 'account_welcome' order by id` /* the sign-up's own welcome mail is not a list's */,
        [recipient],
      )
    ).rows;

  describe('wish list', () => {
    it('keeps a member’s hearts per country site, newest first, with the price when added', async () => {
      const m = await signUpMember(api);
      const [a, b] = products;
      expect((await api.get('wishlist/', { headers: m.auth })).body).toEqual({ items: [] });
      const put = await api.call('PUT', 'wishlist/', { headers: m.auth, body: { add: [{ productId: a!.id }] } });
      expect(put.status).toBe(200);
      await api.call('PUT', 'wishlist/', { headers: m.auth, body: { add: [{ productId: b!.id, variantId: b!.defaultVariantId }] } });
      const list = (await api.get('wishlist/', { headers: m.auth })).body;
      expect(list.items.map((i: { productId: string }) => i.productId)).toEqual([b!.id, a!.id]);
      expect(list.items[1].addedPrice).toMatchObject({ currency: 'SGD' });
      expect(list.items[0].variantId).toBe(b!.defaultVariantId);
      // Another country site has its own list.
      expect((await api.get('wishlist/', { headers: m.auth, country: 'TH' })).body.items).toEqual([]);
      const removed = await api.call('PUT', 'wishlist/', { headers: m.auth, body: { remove: [a!.id] } });
      expect(removed.body.items.map((i: { productId: string }) => i.productId)).toEqual([b!.id]);
    });

    it('merges a guest’s list at sign-in: nothing lost, no duplicates, and a retried merge changes nothing', async () => {
      const m = await signUpMember(api);
      const [a, b, c] = products;
      await api.call('PUT', 'wishlist/', { headers: m.auth, body: { add: [{ productId: a!.id }, { productId: b!.id }] } });
      const guestList = [{ productId: b!.id }, { productId: c!.id }, { productId: c!.id }];
      for (let i = 0; i < 2; i += 1) {
        const merged = await api.call('PUT', 'wishlist/', { headers: m.auth, body: { add: guestList } });
        expect(merged.status).toBe(200);
        expect(merged.body.items.map((x: { productId: string }) => x.productId).sort()).toEqual([a!.id, b!.id, c!.id].sort());
      }
    });

    it('refuses guests, unknown products and foreign variants with clear errors, and changes nothing', async () => {
      expect((await api.get('wishlist/')).status).toBe(401);
      const m = await signUpMember(api);
      const unknown = await api.call('PUT', 'wishlist/', { headers: m.auth, body: { add: [{ productId: products[0]!.id }, { productId: 'P-nope' }] } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('PRODUCT_NOT_FOUND');
      const foreign = await api.call('PUT', 'wishlist/', {
        headers: m.auth,
        body: { add: [{ productId: products[0]!.id, variantId: products[1]!.defaultVariantId }] },
      });
      expect(foreign.body.code).toBe('VARIANT_NOT_FOUND');
      expect((await api.get('wishlist/', { headers: m.auth })).body.items).toEqual([]); // the transaction kept nothing
      expect((await api.call('PUT', 'wishlist/', { headers: m.auth, body: { add: 'x' } })).status).toBe(400);
    });
  });

  describe('waitlist', () => {
    it('asks a guest for an address', async () => {
      const noEmail = await api.call('PUT', 'waitlist/', { country: 'TH', body: { variantId: outOfStock.variantId, on: true } });
      expect(noEmail.status).toBe(422);
      expect(noEmail.body.code).toBe('EMAIL_REQUIRED');
      const badEmail = await api.call('PUT', 'waitlist/', { country: 'TH', body: { variantId: outOfStock.variantId, on: true, email: 'not-an-address' } });
      expect(badEmail.status).toBe(400);
    });

    it('mails a member once, in their language, when the variant is restocked by staff, and takes them off the list', async () => {
      const m = await signUpMember(api);
      // The member browses the Thai site in Thai.
      const joined = await api.call('PUT', 'waitlist/', {
        headers: m.auth,
        country: 'TH',
        language: 'th',
        body: { variantId: outOfStock.variantId, on: true },
      });
      expect(joined.status).toBe(200);
      expect(joined.body).toEqual({ state: 'on' });
      const again = await api.call('PUT', 'waitlist/', { headers: m.auth, country: 'TH', language: 'th', body: { variantId: outOfStock.variantId, on: true } });
      expect(again.body).toEqual({ state: 'on' }); // no second entry
      expect((await api.get('waitlist/', { headers: m.auth, country: 'TH' })).body.entries).toEqual([
        { productId: outOfStock.productId, variantId: outOfStock.variantId, createdAt: expect.any(String) },
      ]);

      const clock = movableClock();
      expect((await runJobsOnce(api.app.jobs, { db: api.db, clock }))['waitlist-back-in-stock']).toBe(0); // still out of stock

      // A shopper may not restock; staff may.
      const shopperTry = await api.call('PUT', `staff/variants/${outOfStock.variantId}/stock`, { headers: m.auth, body: { country: 'TH', quantity: 5 } });
      expect(shopperTry.status).toBe(403);
      const staff = await signUpMember(api);
      await setStaffRole(api.db, staff.email, true);
      const staffAuth = await signInAgain(api, staff.email);
      const restocked = await api.call('PUT', `staff/variants/${outOfStock.variantId}/stock`, { headers: staffAuth, body: { country: 'TH', quantity: 5 } });
      expect(restocked.status).toBe(200);
      expect(restocked.body.waiting).toBeGreaterThanOrEqual(1);

      await runJobsOnce(api.app.jobs, { db: api.db, clock });
      await runJobsOnce(api.app.jobs, { db: api.db, clock }); // a second run (another replica) mails nobody again
      const mails = await outbox(m.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.kind).toBe('waitlist_back_in_stock');
      expect(mails[0]!.payload).toMatchObject({
        language: 'th',
        country: 'TH',
        productPath: expect.stringMatching(/^\/products\//),
        unsubscribePath: expect.stringMatching(/^\/lists\/unsubscribe\?token=/),
      });
      expect((await api.get('waitlist/', { headers: m.auth, country: 'TH' })).body.entries).toEqual([]);
    });

    it('sends a guest one confirmation mail, mails back-in-stock only once confirmed, and the links work without signing in', async () => {
      const { rows } = await api.db.query<{ variant_id: string }>(
        `select vp.variant_id from variant_price vp left join stock s on s.variant_id = vp.variant_id and s.country = 'SG'
         where vp.country = 'SG' and coalesce(s.quantity, 0) = 0 order by vp.variant_id offset 1 limit 2`,
      );
      const [first, second] = rows.map((r) => r.variant_id);
      const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
      const body = { variantId: first, on: true, email };
      expect((await api.call('PUT', 'waitlist/', { language: 'en', body })).body).toEqual({ state: 'pending_confirmation' });
      expect((await api.call('PUT', 'waitlist/', { language: 'en', body: { ...body, email: email.toUpperCase() } })).body).toEqual({
        state: 'pending_confirmation',
      });
      let mails = await outbox(email);
      expect(mails.map((m) => m.kind)).toEqual(['waitlist_confirm']); // asking twice mails once

      // Unconfirmed: restocking mails nothing.
      await api.call('POST', 'sandbox/lists/restock', { body: { variantId: first, country: 'SG', quantity: 3 } });
      expect((await outbox(email)).map((m) => m.kind)).toEqual(['waitlist_confirm']);

      // Second variant: it joins the confirmation already sent (one mail an hour per address,
      // decision 0136); that mail's link confirms both, and the restock mails each once.
      await api.call('PUT', 'waitlist/', { language: 'en', body: { variantId: second, on: true, email } });
      mails = await outbox(email);
      expect(mails.map((m) => m.kind)).toEqual(['waitlist_confirm']);
      const confirmPath = mails[0]!.payload.confirmPath!;
      const token = new URL(confirmPath, 'http://x').searchParams.get('token')!;
      expect((await api.call('PUT', 'waitlist/', { body: { confirmToken: token } })).body).toEqual({ state: 'on' });
      expect((await api.call('PUT', 'waitlist/', { body: { confirmToken: `${token.slice(0, -2)}xx` } })).status).toBe(410);
      const restocked = await api.call('POST', 'sandbox/lists/restock', { body: { variantId: second, country: 'SG', quantity: 3 } });
      expect(restocked.body.mailed).toBe(2);
      mails = await outbox(email);
      expect(mails.map((m) => m.kind)).toEqual(['waitlist_confirm', 'waitlist_back_in_stock', 'waitlist_back_in_stock']);
      const seen = await api.get(`sandbox/lists/outbox?recipient=${encodeURIComponent(email)}`);
      expect(seen.body.mails).toHaveLength(3);
    });

    it('refuses an in-stock variant and an unknown one', async () => {
      const m = await signUpMember(api);
      const { rows } = await api.db.query<{ variant_id: string }>(
        `select variant_id from stock where country = 'SG' and quantity > 0 order by variant_id limit 1`,
      );
      const inStock = await api.call('PUT', 'waitlist/', { headers: m.auth, body: { variantId: rows[0]!.variant_id, on: true } });
      expect(inStock.status).toBe(422);
      expect(inStock.body.code).toBe('NOT_OUT_OF_STOCK');
      const unknown = await api.call('PUT', 'waitlist/', { headers: m.auth, body: { variantId: 'V-nope', on: true } });
      expect(unknown.status).toBe(404);
    });
  });

  describe('launch reminders', () => {
    it('mails each subscriber once after the launch date on the job clock; an unsubscribed one gets nothing', async () => {
      const m = await signUpMember(api);
      const other = await signUpMember(api);
      const subscribe = (auth: { authorization: string }) =>
        api.call('POST', 'notification-subscription/subscribe', { headers: auth, language: 'en', body: { productId: comingSoon } });
      expect((await subscribe(m.auth)).body).toEqual({ state: 'on' });
      expect((await subscribe(other.auth)).body).toEqual({ state: 'on' });
      expect((await api.get('notification-subscription/', { headers: m.auth })).body.subscriptions).toHaveLength(1);
      // One leaves before launch.
      expect(
        (await api.call('POST', 'notification-subscription/', { headers: other.auth, body: { action: 'unsubscribe', productId: comingSoon } })).body,
      ).toEqual({ state: 'off' });

      const staff = await signUpMember(api);
      await setStaffRole(api.db, staff.email, true);
      const staffAuth = await signInAgain(api, staff.email);
      const clock = movableClock();
      const launchesAt = new Date(clock.now().getTime() + 7 * 86_400_000);
      expect(
        (await api.call('PUT', `staff/products/${comingSoon}/launch`, { headers: staffAuth, body: { launchesAt: launchesAt.toISOString() } })).status,
      ).toBe(200);

      await runJobsOnce(api.app.jobs, { db: api.db, clock });
      expect(await outbox(m.email)).toEqual([]); // not yet
      clock.advance(7 * 86_400_000 + 1000);
      await runJobsOnce(api.app.jobs, { db: api.db, clock });
      await runJobsOnce(api.app.jobs, { db: api.db, clock });
      const mails = await outbox(m.email);
      expect(mails.map((x) => x.kind)).toEqual(['launch_reminder']);
      expect(mails[0]!.payload).toMatchObject({ language: 'en', country: 'SG' });
      expect(await outbox(other.email)).toEqual([]);
      // Launched: no longer coming soon, so no more reminders.
      expect((await api.get(`products/${comingSoon}`)).body.badges).not.toContain('coming_soon');
      expect((await subscribe(m.auth)).body.code).toBe('NOT_COMING_SOON');
    });

    it('unsubscribes through the mail’s link without signing in; a forged or used link is 410', async () => {
      const soon = await api.db.query<{ id: string }>(`select id from product where 'coming_soon' = any(badges) order by id offset 1 limit 1`);
      const productId = soon.rows[0]!.id;
      const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
      expect((await api.call('POST', 'notification-subscription/subscribe', { language: 'id', country: 'ID', body: { productId, email } })).body).toEqual({
        state: 'pending_confirmation',
      });
      const [mail] = await outbox(email);
      expect(mail).toMatchObject({ kind: 'launch_reminder_confirm', payload: { language: 'id', country: 'ID' } });
      const token = new URL(mail!.payload.unsubscribePath!, 'http://x').searchParams.get('token')!;
      const forged = await api.call('POST', 'notification-subscription/', {
        body: { action: 'unsubscribe', unsubscribeToken: token.replace(/.$/, token.endsWith('A') ? 'B' : 'A') },
      });
      expect(forged.status).toBe(410);
      expect((await api.call('POST', 'notification-subscription/', { body: { action: 'unsubscribe', unsubscribeToken: token } })).body).toEqual({
        state: 'off',
      });
      expect((await api.call('POST', 'notification-subscription/', { body: { action: 'unsubscribe', unsubscribeToken: token } })).status).toBe(410);
      const { rows } = await api.db.query(`select 1 from shopper_alert where lower(email) = lower($1)`, [email]);
      expect(rows).toEqual([]);
    });
  });
});

describe('lists sandbox in production', () => {
  const api = startTestAppForSuite(TEST_DATABASES[0]!, { lists: { sandbox: false } });

  it('answers 404', async () => {
    const restock = await api.call('POST', 'sandbox/lists/restock', { body: { variantId: 'x', country: 'SG', quantity: 1 } });
    expect(restock.status).toBe(404);
    expect((await api.get('sandbox/lists/outbox?recipient=a@b.co')).status).toBe(404);
  });
});
