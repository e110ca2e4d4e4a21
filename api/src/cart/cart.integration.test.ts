// The guest bag as a shopper uses it, through the REST api on a real database.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openPglite } from '../db/pglite-db.ts';
import { copyPgliteTemplate } from '../seed/pglite-template.ts';
import { prepareDatabase } from '../seed/prepare-db.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import type { Cart } from '@beauty/contracts/cart';

describe.each(TEST_DATABASES)('bag on $name', (database) => {
  const api = startTestAppForSuite(database);

  /** A variant with this much stock in the country (and priced there). */
  const variantWithStock = async (country: string, condition: string, offset = 0) => {
    const { rows } = await api.db.query<{ id: string; quantity: number }>(
      `select s.variant_id as id, s.quantity from stock s join variant_price vp using (variant_id, country)
       where s.country = $1 and ${condition} order by s.variant_id limit 1 offset $2`,
      [country, offset],
    );
    if (!rows[0]) throw new Error(`no variant with ${condition} in ${country}`);
    return rows[0];
  };

  const bag = (deviceId: string, country = 'sg') => api.get<Cart>('cart/', { deviceId, country });
  const add = (deviceId: string, variantId: string, quantity?: number, country = 'sg') =>
    api.call('POST', 'cart/line-items/', { deviceId, country, body: quantity === undefined ? { variantId } : { variantId, quantity } });

  it('is empty, with no id, before anything is added (and without a device id)', async () => {
    const empty = { id: null, country: 'SG', currency: 'SGD', lines: [], itemsCount: 0, subtotal: { amount: 0, currency: 'SGD' } };
    expect((await bag(randomUUID())).body).toMatchObject(empty);
    expect((await api.get<Cart>('cart/')).body).toMatchObject(empty);
    expect((await api.get<Cart>('cart/')).body).toMatchObject({
      canCheckout: false,
      promotion: null,
      samples: [],
      summary: { total: { amount: 0, currency: 'SGD' } },
    });
    expect((await api.get('cart/items-count/', { deviceId: randomUUID() })).body).toEqual({ count: 0 });
  });

  it('adds, merges, changes and removes lines, with totals in the site currency', async () => {
    const device = randomUUID();
    const a = await variantWithStock('SG', 's.quantity >= 10');
    const b = await variantWithStock('SG', 's.quantity >= 10', 1);

    const first = await add(device, a.id);
    expect(first.status).toBe(200);
    expect(first.body.id).toEqual(expect.any(String));
    expect(first.body.lines).toHaveLength(1);
    const line = first.body.lines[0]!;
    expect(line).toMatchObject({ variantId: a.id, quantity: 1, stockStatus: 'in_stock', maxQuantity: 10 });
    expect(line.unitPrice.currency).toBe('SGD');
    expect(line.unitPrice.amount % 100).toBe(0); // whole dollars

    // Adding the same variant again raises its line instead of adding another.
    const merged = await add(device, a.id, 2);
    expect(merged.body.lines).toHaveLength(1);
    expect(merged.body.lines[0]).toMatchObject({ id: line.id, quantity: 3 });
    expect(merged.body.lines[0]!.lineTotal.amount).toBe(line.unitPrice.amount * 3);

    const two: { body: Cart } = await add(device, b.id, 2);
    expect(two.body.lines.map((l) => l.variantId)).toEqual([a.id, b.id]); // in the order added
    expect(two.body.itemsCount).toBe(5);
    expect(two.body.subtotal).toEqual({ amount: two.body.lines.reduce((n, l) => n + l.lineTotal.amount, 0), currency: 'SGD' });
    expect((await api.get('cart/items-count/', { deviceId: device })).body).toEqual({ count: 5 });

    const changed = await api.call<Cart>('PATCH', `cart/line-items/${line.id}`, { deviceId: device, body: { quantity: 7 } });
    expect(changed.status).toBe(200);
    expect(changed.body.lines.find((l) => l.id === line.id)?.quantity).toBe(7);
    expect(changed.body.itemsCount).toBe(9);

    const removed = await api.call<Cart>('DELETE', `cart/line-items/${line.id}`, { deviceId: device });
    expect(removed.status).toBe(200);
    expect(removed.body.lines.map((l) => l.variantId)).toEqual([b.id]);
    expect(removed.body.id).toBe(first.body.id);

    const again = await api.call('DELETE', `cart/line-items/${line.id}`, { deviceId: device });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('LINE_NOT_FOUND');
    expect((await bag(device)).body.itemsCount).toBe(2);
  });

  it('keeps one bag per country: the SG bag is not the TH bag, and each is priced locally', async () => {
    const device = randomUUID();
    const sgVariant = await variantWithStock('SG', 's.quantity >= 10');
    await add(device, sgVariant.id, 1, 'sg');
    expect((await bag(device, 'th')).body.lines).toEqual([]);
    const thVariant = await variantWithStock('TH', 's.quantity >= 10');
    const th = await add(device, thVariant.id, 2, 'th');
    expect(th.body).toMatchObject({ country: 'TH', currency: 'THB', itemsCount: 2 });
    expect(th.body.lines[0]!.unitPrice.currency).toBe('THB');
    expect((await bag(device, 'sg')).body.itemsCount).toBe(1);
    expect((await api.get('cart/items-count/', { deviceId: device, country: 'th' })).body).toEqual({ count: 2 });
  });

  it('quotes each delivery option for the bag: standard free from the threshold, express paid, click and collect free, each with its working day', async () => {
    const device = randomUUID();
    const cheap = await variantWithStock('SG', 's.quantity >= 10 and coalesce(vp.sale_amount, vp.amount) < 3500');
    const small = (await add(device, cheap.id, 1)).body as Cart;
    const quote = (cart: Cart, option: string) => cart.deliveryOptions.find((q) => q.option === option)!;
    expect(small.deliveryOptions.map((q) => q.option)).toEqual(['standard', 'express', 'click_and_collect']);
    expect(quote(small, 'standard').price).toEqual({ amount: 600, currency: 'SGD' });
    expect(quote(small, 'express').price).toEqual({ amount: 1200, currency: 'SGD' });
    expect(quote(small, 'click_and_collect').price).toEqual({ amount: 0, currency: 'SGD' });
    // The summary's shipping is the standard quote's: one rule prices both.
    expect(small.summary.shipping).toEqual(quote(small, 'standard').price);
    // Singapore: 3 working days standard, 1 express (locale/country-rules.ts), never on a weekend.
    const today = new Date().toISOString().slice(0, 10);
    for (const q of small.deliveryOptions) {
      expect(q.estimatedDelivery > today).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${q.estimatedDelivery}T00:00:00Z`).getUTCDay());
    }
    expect(quote(small, 'express').estimatedDelivery < quote(small, 'standard').estimatedDelivery).toBe(true);

    const big = (await add(device, cheap.id, 9)).body as Cart;
    if (big.subtotal.amount - big.summary.discount.amount >= 3500) expect(quote(big, 'standard').price.amount).toBe(0);
    expect(quote(big, 'express').price.amount).toBe(1200);
  });

  it("keeps a device's lines private: another device or country cannot change them", async () => {
    const owner = randomUUID();
    const v = await variantWithStock('SG', 's.quantity >= 10');
    const lineId = (await add(owner, v.id)).body.lines[0]!.id;
    for (const [deviceId, country] of [
      [randomUUID(), 'sg'],
      [owner, 'my'],
    ]) {
      const patch = await api.call('PATCH', `cart/line-items/${lineId}`, { deviceId, country, body: { quantity: 2 } });
      expect(patch.status).toBe(404);
      expect(patch.body.code).toBe('LINE_NOT_FOUND');
      expect((await api.call('DELETE', `cart/line-items/${lineId}`, { deviceId, country })).body.code).toBe('LINE_NOT_FOUND');
    }
    expect((await bag(owner)).body.lines[0]!.quantity).toBe(1);
  });

  describe('stock', () => {
    it('refuses more than the stock with 409 INSUFFICIENT_STOCK and how many are available', async () => {
      const device = randomUUID();
      const low = await variantWithStock('SG', 's.quantity between 2 and 5');
      const tooMany = await add(device, low.id, low.quantity + 1);
      expect(tooMany.status).toBe(409);
      expect(tooMany.body).toMatchObject({ code: 'INSUFFICIENT_STOCK', details: { available: low.quantity, requested: low.quantity + 1, inBag: 0 } });
      expect(tooMany.body.message).toBe(`Only ${low.quantity} left in stock.`);

      const ok = await add(device, low.id, low.quantity);
      expect(ok.body.lines[0]).toMatchObject({ quantity: low.quantity, stockStatus: 'low_stock', maxQuantity: low.quantity });
      const oneMore = await add(device, low.id, 1);
      expect(oneMore.status).toBe(409);
      expect(oneMore.body.details).toMatchObject({ available: low.quantity, inBag: low.quantity });

      const lineId = ok.body.lines[0]!.id;
      const patch = await api.call('PATCH', `cart/line-items/${lineId}`, { deviceId: device, body: { quantity: low.quantity + 1 } });
      expect(patch.status).toBe(409);
      expect(patch.body).toMatchObject({ code: 'INSUFFICIENT_STOCK', details: { available: low.quantity } });
      expect((await bag(device)).body.lines[0]!.quantity).toBe(low.quantity);
    });

    it('refuses an out-of-stock variant with available 0', async () => {
      const none = await variantWithStock('SG', 's.quantity = 0');
      const res = await add(randomUUID(), none.id);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'INSUFFICIENT_STOCK', details: { available: 0 } });
    });

    it('caps a line at 10 even when there is more stock', async () => {
      const device = randomUUID();
      const plenty = await variantWithStock('SG', 's.quantity > 20');
      expect((await add(device, plenty.id, 10)).status).toBe(200);
      const res = await add(device, plenty.id, 1);
      expect(res.status).toBe(409);
      expect(res.body.details).toMatchObject({ available: 10, inBag: 10 });
    });

    it('stays within stock when many adds race for one bag', async () => {
      const device = randomUUID();
      const v = await variantWithStock('SG', 's.quantity between 6 and 9');
      const results = await Promise.all(Array.from({ length: 12 }, () => add(device, v.id, 1)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(v.quantity);
      expect(results.filter((r) => r.status === 409)).toHaveLength(12 - v.quantity);
      const final = await bag(device);
      expect(final.body.lines).toHaveLength(1);
      expect(final.body.lines[0]!.quantity).toBe(v.quantity);
    });

    it('creates one bag when first adds race', async () => {
      const device = randomUUID();
      const [a, b] = [await variantWithStock('SG', 's.quantity >= 10'), await variantWithStock('SG', 's.quantity >= 10', 3)];
      const results = await Promise.all([add(device, a.id), add(device, b.id), add(device, a.id), add(device, b.id)]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const final = await bag(device);
      expect(final.body.itemsCount).toBe(4);
      expect(final.body.lines).toHaveLength(2);
      const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from cart where device_id = $1', [device]);
      expect(rows[0]!.n).toBe(1);
    });
  });

  describe('what a shopper (or a broken client) can send', () => {
    it('422 VARIANT_NOT_FOUND for a variant that is not ours', async () => {
      for (const variantId of ['P000-1', 'nope', '💄✨', "P1'; delete from cart_line; --", 'a\u0000b', 'P448733-99']) {
        const res = await add(randomUUID(), variantId);
        expect(res.status, variantId).toBe(422);
        expect(res.body.code).toBe('VARIANT_NOT_FOUND');
      }
    });

    it('422 NOT_SOLD_IN_COUNTRY for a variant not ranged in the site country', async () => {
      const { rows } = await api.db.query<{ id: string }>(
        `select v.id from variant v where not exists (select 1 from variant_price vp where vp.variant_id = v.id and vp.country = 'SG') order by v.id limit 1`,
      );
      const res = await add(randomUUID(), rows[0]!.id);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('NOT_SOLD_IN_COUNTRY');
    });

    it('400 VALIDATION_FAILED naming the field for a malformed body', async () => {
      const device = randomUUID();
      for (const body of [
        {},
        { variantId: '' },
        { variantId: 'P448733-1', quantity: 0 },
        { variantId: 'P448733-1', quantity: 11 },
        { variantId: 'P448733-1', quantity: 1.5 },
        { variantId: 'P448733-1', quantity: '2' },
        { variantId: 42 },
        [],
      ]) {
        const res = await api.call('POST', 'cart/line-items/', { deviceId: device, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.details.location).toBe('body');
      }
      const res = await api.call('POST', 'cart/line-items/', { deviceId: device, body: { variantId: 'P448733-1', quantity: 11 } });
      expect(res.body.details.field).toBe('quantity');
      const patch = await api.call('PATCH', 'cart/line-items/whatever', { deviceId: device, body: { quantity: -1 } });
      expect(patch.status).toBe(400);
    });

    it('400 for a body that is not JSON, never 500', async () => {
      const res = await api.call('POST', 'cart/line-items/', {
        deviceId: randomUUID(),
        headers: { 'content-type': 'application/json' },
        body: '{"variantId": ',
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      const text = await api.call('POST', 'cart/line-items/', { deviceId: randomUUID(), headers: { 'content-type': 'text/plain' }, body: 'hello' });
      expect(text.status).toBe(400);
      expect(text.body.code).toBe('VALIDATION_FAILED');
      const xml = await api.call('POST', 'cart/line-items/', { deviceId: randomUUID(), headers: { 'content-type': 'application/xml' }, body: '<a/>' });
      expect(xml.status).toBe(415);
      expect(xml.body.code).toBe('VALIDATION_FAILED');
    });

    it('400 DEVICE_ID_REQUIRED to change a bag without a device id; VALIDATION_FAILED for a malformed one', async () => {
      const res = await api.call('POST', 'cart/line-items/', { body: { variantId: 'P448733-1' } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('DEVICE_ID_REQUIRED');
      for (const deviceId of ['x'.repeat(129), 'a b', "'; drop table cart; --"]) {
        const bad = await api.call('POST', 'cart/line-items/', { deviceId, body: { variantId: 'P448733-1' } });
        expect(bad.status, deviceId).toBe(400);
        expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { location: 'headers', field: 'x-device-id' } });
      }
    });

    it('404 LINE_NOT_FOUND for a line id that is not in the bag, whatever it looks like', async () => {
      for (const id of [randomUUID(), 'nope', '%E2%9C%A8', "1'%20or%20'1'='1"]) {
        const res = await api.call('PATCH', `cart/line-items/${id}`, { deviceId: randomUUID(), body: { quantity: 1 } });
        expect(res.status, id).toBe(404);
        expect(res.body.code).toBe('LINE_NOT_FOUND');
      }
    });
  });
});

describe('a restart keeps the bag (PGlite data directory reopened)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'beauty-api-restart-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('shows the same bag after the server and its database are closed and opened again', async () => {
    const dataDir = path.join(dir, 'pglite');
    await copyPgliteTemplate(dataDir);
    const device = randomUUID();

    const start = async () => {
      const db = await openPglite(dataDir);
      await prepareDatabase(db);
      const app = await buildApp({ db, logLevel: 'silent' });
      app.addHook('onClose', () => db.close());
      return app;
    };

    const first = await start();
    const added = await first.inject({
      method: 'POST',
      url: '/api/web/v1/cart/line-items/',
      headers: { 'x-device-id': device },
      payload: { variantId: 'P448733-1', quantity: 2 },
    });
    expect(added.statusCode).toBe(200);
    await first.close();

    const second = await start();
    const read = await second.inject({ method: 'GET', url: '/api/web/v1/cart/', headers: { 'x-device-id': device } });
    await second.close();
    expect(read.json()).toMatchObject({ id: added.json().id, itemsCount: 2, lines: [{ variantId: 'P448733-1', quantity: 2 }] });
  });

  it('refuses a second process-level open of the same directory while the first is open', async () => {
    const dataDir = path.join(dir, 'pglite');
    const db = await openPglite(dataDir);
    try {
      await expect(openPglite(dataDir)).rejects.toThrow(/is open in another process/);
    } finally {
      await db.close();
    }
    const again = await openPglite(dataDir); // released on close
    await again.close();
  });
});
