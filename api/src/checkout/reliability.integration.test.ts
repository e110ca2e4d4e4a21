import { randomBytes } from 'node:crypto';
// Reliability plan rows 1-12 (/work/shared/tests/reliability-plan.md, section A and rows 11-12):
// stock, checkout, payments and promotions under races and faults, on PGlite and (with
// TEST_DATABASE_URL) on Postgres. Jobs are driven here with a movable clock; the api's own
// runner is off in tests. Points (rows 7 and 8) come with the loyalty work.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test-support/app.test-support.ts';
import { startFaultProxy } from '../platform/fault-proxy.ts';
import { movableClock, type MovableClock } from '../platform/jobs/clock.ts';
import { runJobsOnce } from '../platform/jobs/job-runner.ts';
import { signWebhook, TEST_CARDS, testPaymentProvider, type ChargeRequest, type TestPaymentProvider } from '../platform/payment-provider.ts';

/** This run's webhook signing key (no secret lives in the source). */
const WEBHOOK_SECRET = randomBytes(24).toString('base64url');

// The app's environment (checkout-config.ts): a provider that does not answer in 1 s has timed out.
const ENV = { PAYMENT_TIMEOUT_MS: '1000' };
const RECONCILE_AFTER_MS = 60_000; // checkout-config's default
const RESERVATION_TTL_MS = 1_800_000; // checkout-config's default

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_DATABASES)('checkout reliability on $name', (database) => {
  let api: TestApp;
  let provider: TestPaymentProvider;
  let clock: MovableClock;
  /** Added to every charge: "the payment is slow". */
  let chargeDelayMs = 0;
  let chargeCalls = 0;

  beforeAll(async () => {
    provider = testPaymentProvider(WEBHOOK_SECRET);
    const slow = {
      ...provider,
      async charge(request: ChargeRequest) {
        chargeCalls += 1;
        if (chargeDelayMs) await sleep(chargeDelayMs);
        return provider.charge(request);
      },
    };
    api = await startTestApp(database, { payments: slow, env: ENV });
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    clock = movableClock();
  });

  const runJobs = () => runJobsOnce(api.app.jobs, { db: api.db, clock });
  const variant = async (offset: number, condition = 's.quantity >= 10') => {
    const { rows } = await api.db.query<{ id: string }>(
      `select s.variant_id as id from stock s join variant_price vp using (variant_id, country)
       where s.country = 'SG' and ${condition} order by s.variant_id limit 1 offset $1`,
      [offset],
    );
    return rows[0]!.id;
  };
  const stockOf = async (variantId: string) =>
    Number((await api.db.query<{ q: number }>(`select quantity as q from stock where variant_id = $1 and country = 'SG'`, [variantId])).rows[0]!.q);
  const setStock = (variantId: string, quantity: number) =>
    api.db.query(`update stock set quantity = $2 where variant_id = $1 and country = 'SG'`, [variantId, quantity]);
  const body = (card: string = TEST_CARDS.approved, extra: Record<string, unknown> = {}) => ({
    email: `${randomUUID()}@example.com`,
    recipient: { name: 'Mei Tan', mobile: { callingCode: '+65', phoneNumber: '91234567' } },
    delivery: { option: 'standard', address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' } },
    payment: { cardNumber: card },
    ...extra,
  });
  const checkout = (deviceId: string, payload: unknown = body(), key: string | null = randomUUID()) =>
    api.call('POST', 'checkout/', { deviceId, ...(key ? { headers: { 'idempotency-key': key } } : {}), body: payload });
  /** Bags made directly in SQL: hundreds of adds through REST would only slow the race down. */
  const makeBags = async (count: number, variantId: string, promotionId: string | null = null) => {
    const devices = Array.from({ length: count }, () => randomUUID());
    for (const device of devices) {
      const cartId = randomUUID();
      await api.db.query(`insert into cart (id, device_id, country, promotion_id) values ($1, $2, 'SG', $3)`, [cartId, device, promotionId]);
      await api.db.query('insert into cart_line (id, cart_id, variant_id, quantity) values ($1, $2, $3, 1)', [randomUUID(), cartId, variantId]);
    }
    return devices;
  };
  const ordersOf = async (deviceId: string) =>
    (await api.db.query<{ id: string; status: string }>('select id, status from shop_order where device_id = $1', [deviceId])).rows;
  /** Runs `round` 20 times, each on a new bag holding one `variantId`, while every charge takes `delayMs`. */
  const slowPaymentRounds = async (variantId: string, delayMs: number, round: (device: string, n: number) => Promise<void>) => {
    chargeDelayMs = delayMs;
    try {
      for (let n = 0; n < 20; n += 1) {
        const device = randomUUID();
        await api.call('POST', 'cart/line-items/', { deviceId: device, body: { variantId } });
        await round(device, n);
      }
    } finally {
      chargeDelayMs = 0;
    }
  };
  const paymentIdOf = async (orderId: string) => (await api.db.query<{ id: string }>('select id from payment where order_id = $1', [orderId])).rows[0]!.id;
  const confirmationMails = async (orderId: string) =>
    (await api.db.query<{ n: number }>(`select count(*)::int as n from outbox where kind = 'order_confirmation' and payload->>'orderId' = $1`, [orderId]))
      .rows[0]!.n;
  const newPromotion = async (usageLimit: number | null = null) => {
    const id = `PR-REL-${randomUUID()}`;
    await api.db.query(`insert into promotion (id, country, code, kind, value, usage_limit, listed) values ($1, 'SG', $3, 'fixed', 100, $2, false)`, [
      id,
      usageLimit,
      id.slice(-12),
    ]);
    return id;
  };
  const usedCount = async (promotionId: string) =>
    (await api.db.query<{ u: number }>('select used_count as u from promotion where id = $1', [promotionId])).rows[0]!.u;

  it('reliability 1: last-units stampede', { timeout: 120_000 }, async () => {
    const v = await variant(0);
    const devices = await makeBags(200, v);
    await setStock(v, 10);
    // Stock sampled every 10 ms while the bursts run: never below zero.
    const samples: number[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        samples.push(await stockOf(v));
        await sleep(10);
      }
    })();
    const results: { status: number; code?: string; ms: number }[] = [];
    for (let burst = 0; burst < 10; burst += 1) {
      const answers = await Promise.all(
        devices.slice(burst * 20, burst * 20 + 20).map(async (d) => {
          const started = performance.now();
          const r = await checkout(d);
          return { status: r.status, code: r.body.code, ms: performance.now() - started };
        }),
      );
      results.push(...answers);
    }
    sampling = false;
    await sampler;
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.code}`)).toEqual(Array(190).fill('409 OUT_OF_STOCK'));
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(0);
    expect(await stockOf(v)).toBe(0);
    const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
    const [p50, p99] = [sorted[Math.ceil(sorted.length * 0.5) - 1]!, sorted[Math.ceil(sorted.length * 0.99) - 1]!];
    // The plan's 2 s on a Postgres server. PGlite runs one statement at a time for the whole
    // process, so a burst of 20 queues behind itself; there the bound only says nothing hung
    // (measured 2.9-6.8 s on a shared 2-core machine).
    expect(p99).toBeLessThan(database.name === 'postgres' ? 2000 : 15_000);
    // And the race again, smaller, 20 times: every time exactly the stock is sold.
    const w = await variant(1);
    for (let round = 0; round < 20; round += 1) {
      const racers = await makeBags(8, w);
      await setStock(w, 2);
      const raced = await Promise.all(racers.map((d) => checkout(d)));
      expect(
        raced.filter((r) => r.status === 200),
        `round ${round}`,
      ).toHaveLength(2);
      expect(new Set(raced.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(new Set(['OUT_OF_STOCK']));
      expect(await stockOf(w)).toBe(0);
    }
    console.info(
      `reliability 1 (${database.name}): p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms over 200 checkouts in bursts of 20; ${samples.length} stock samples, min ${Math.min(...samples)}`,
    );
  });

  it('reliability 2: same SKU in two lines', async () => {
    const v = await variant(2);
    await setStock(v, 1);
    const device = randomUUID();
    expect((await api.call('POST', 'cart/line-items/', { deviceId: device, body: { variantId: v, quantity: 1 } })).status).toBe(200);
    // A second line of the same SKU is the same line: the add is checked against the stock…
    const again = await api.call('POST', 'cart/line-items/', { deviceId: device, body: { variantId: v, quantity: 1 } });
    expect(again.body.code).toBe('INSUFFICIENT_STOCK');
    // …and the database refuses two lines of one SKU in a bag outright.
    const cartId = (await api.db.query<{ id: string }>('select id from cart where device_id = $1', [device])).rows[0]!.id;
    await expect(
      api.db.query('insert into cart_line (id, cart_id, variant_id, quantity) values ($1, $2, $3, 1)', [randomUUID(), cartId, v]),
    ).rejects.toMatchObject({ code: '23505' });
    // A bag asking for 2 of it (the line grew before the stock fell) is refused at checkout, and the stock stays 1.
    await api.db.query('update cart_line set quantity = 2 where cart_id = $1', [cartId]);
    const placed = await checkout(device);
    expect(placed.status).toBe(409);
    expect(placed.body).toMatchObject({ code: 'OUT_OF_STOCK', details: { variantIds: [v] } });
    expect(await stockOf(v)).toBe(1);
    expect(await ordersOf(device)).toEqual([]);
  });

  it('reliability 3: double submit, same key', { timeout: 120_000 }, async () => {
    const v = await variant(3, 's.quantity >= 100');
    await slowPaymentRounds(v, 50, async (device, n) => {
      const key = randomUUID();
      const payload = body();
      const creates = provider.creates();
      const same = await Promise.all(Array.from({ length: 20 }, () => checkout(device, payload, key)));
      expect(
        same.map((r) => r.status),
        `round ${n}`,
      ).toEqual(Array(20).fill(200));
      expect(new Set(same.map((r) => r.body.order.id)).size).toBe(1);
      expect(provider.creates() - creates).toBe(1);
      // The same key with a different request (express delivery: another total) is refused, never answered with the order.
      const express = { ...payload, delivery: { ...payload.delivery, option: 'express' } };
      const reused = await Promise.all(Array.from({ length: 20 }, () => checkout(device, express, key)));
      expect(reused.map((r) => `${r.status} ${r.body.code}`)).toEqual(Array(20).fill('422 IDEMPOTENCY_KEY_REUSED'));
      expect(await ordersOf(device)).toHaveLength(1);
      expect(provider.creates() - creates).toBe(1);
    });
  });

  it('one bag makes one order: two submissions with different keys while the payment is slow', { timeout: 120_000 }, async () => {
    const v = await variant(4, 's.quantity >= 100');
    await slowPaymentRounds(v, 200, async (device, n) => {
      const stock = await stockOf(v);
      const calls = chargeCalls;
      const [a, b] = await Promise.all([checkout(device, body()), sleep(20).then(() => checkout(device, body()))]);
      expect(
        [a, b].filter((r) => r.status === 200),
        `round ${n}`,
      ).toHaveLength(1);
      expect([a, b].find((r) => r.status !== 200)!.body.code).toBe('CART_EMPTY');
      expect(await ordersOf(device)).toHaveLength(1);
      expect(chargeCalls - calls).toBe(1);
      expect(await stockOf(v)).toBe(stock - 1);
    });
  });

  it('reliability 4: double-click without client key', { timeout: 120_000 }, async () => {
    const v = await variant(5, 's.quantity >= 100');
    await slowPaymentRounds(v, 100, async (device, n) => {
      const payload = body();
      const calls = chargeCalls;
      const clicks = 2 + (n % 4); // 2 to 5 clicks, 0-50 ms apart
      const answers = await Promise.all(
        Array.from({ length: clicks }, (_, i) => sleep(i === 0 ? 0 : Math.floor(Math.random() * 50)).then(() => checkout(device, payload, null))),
      );
      expect(
        answers.map((r) => r.status),
        `round ${n}`,
      ).toEqual(Array(clicks).fill(200));
      expect(new Set(answers.map((r) => r.body.order.id)).size).toBe(1);
      expect(await ordersOf(device)).toHaveLength(1);
      expect(chargeCalls - calls).toBe(1);
    });
    // The next bag of the same device is a new attempt: a new order.
    const device = randomUUID();
    await api.call('POST', 'cart/line-items/', { deviceId: device, body: { variantId: v } });
    const first = await checkout(device, body(), null);
    await api.call('POST', 'cart/line-items/', { deviceId: device, body: { variantId: v } });
    const second = await checkout(device, body(), null);
    expect(second.body.order.id).not.toBe(first.body.order.id);
  });

  it('reliability 5: lost response after charge', async () => {
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const proxy = await startFaultProxy({ target: { host: '127.0.0.1', port } });
    try {
      const v = await variant(6);
      const device = randomUUID();
      await api.call('POST', 'cart/line-items/', { deviceId: device, body: { variantId: v } });
      const stock = await stockOf(v);
      const creates = provider.creates();
      const key = randomUUID();
      const payload = body();
      const send = (timeoutMs: number) =>
        fetch(`${proxy.url()}/api/web/v1/checkout/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-site-country': 'sg', 'x-device-id': device, 'idempotency-key': key },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(timeoutMs),
        });
      proxy.set({ dropResponses: true });
      await expect(send(1500)).rejects.toThrow();
      // The api did its work: charged once and confirmed, but the client never heard.
      const placed = await api.db.query<{ id: string; status: string }>('select id, status from shop_order where device_id = $1', [device]);
      expect(placed.rows).toEqual([{ id: expect.any(String), status: 'confirmed' }]);
      proxy.heal();
      await sleep(1000);
      const retried = await send(5000);
      expect(retried.status).toBe(200);
      expect(((await retried.json()) as { order: { id: string } }).order.id).toBe(placed.rows[0]!.id);
      // Ten minutes later (the jobs have run meanwhile) the same key still answers the same order.
      clock.advance(10 * 60_000);
      await runJobs();
      const later = await send(5000);
      expect(((await later.json()) as { order: { id: string; status: string } }).order).toMatchObject({ id: placed.rows[0]!.id, status: 'confirmed' });
      expect(provider.creates() - creates).toBe(1);
      expect(await ordersOf(device)).toHaveLength(1);
      expect(await stockOf(v)).toBe(stock - 1); // held by the order, no orphan reservation
      expect((await api.get('cart/', { deviceId: device })).body.lines).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('reliability 6: PSP timeout / 5xx', async () => {
    const v = await variant(7);
    const stockBefore = await stockOf(v);
    const creates = provider.creates();
    // Hangs (the charge went through, its answer never comes) and a 500 (nothing recorded).
    const hang = randomUUID();
    const error = randomUUID();
    for (const d of [hang, error]) await api.call('POST', 'cart/line-items/', { deviceId: d, body: { variantId: v } });
    const hung = await checkout(hang, body(TEST_CARDS.timeout));
    const failed = await checkout(error, body(TEST_CARDS.providerError));
    // Never confirmed on an unknown outcome; the stock is held meanwhile.
    expect([hung.body.order.status, failed.body.order.status]).toEqual(['payment_pending', 'payment_pending']);
    expect(await stockOf(v)).toBe(stockBefore - 2);
    await runJobs(); // not due yet
    expect((await ordersOf(hang))[0]!.status).toBe('payment_pending');
    clock.advance(RECONCILE_AFTER_MS + 10_000);
    const handled = await runJobs();
    expect(handled['payment-reconciliation']).toBeGreaterThanOrEqual(2);
    expect((await ordersOf(hang))[0]!.status).toBe('confirmed');
    expect((await ordersOf(error))[0]!.status).toBe('payment_failed');
    // The hung charge was looked up under its own payment id, never charged again: one create in all.
    expect(provider.creates() - creates).toBe(1);
    expect(await stockOf(v)).toBe(stockBefore - 1);
    expect((await api.get('cart/', { deviceId: error })).body.lines).toEqual([expect.objectContaining({ variantId: v, quantity: 1 })]);
  });

  it('reliability 7: outcome matrix', async () => {
    const v = await variant(8, 's.quantity >= 20 and coalesce(vp.sale_amount, vp.amount) >= 1000');
    const place = async (card: string) => {
      const promotionId = await newPromotion();
      const [device] = await makeBags(1, v, promotionId);
      const placed = await checkout(device!, body(card));
      return { device: device!, promotionId, orderId: placed.body.order.id as string, status: placed.body.order.status as string };
    };
    const outcome = async (o: { orderId: string; promotionId: string; device: string }) => ({
      status: (await api.db.query<{ status: string }>('select status from shop_order where id = $1', [o.orderId])).rows[0]!.status,
      promoUsed: await usedCount(o.promotionId),
      mails: await confirmationMails(o.orderId),
      bagLines: (await api.get('cart/', { deviceId: o.device })).body.lines.length,
    });
    const stock = await stockOf(v);

    const confirmed = await place(TEST_CARDS.approved);
    expect(await outcome(confirmed)).toEqual({ status: 'confirmed', promoUsed: 1, mails: 1, bagLines: 0 });
    expect(await stockOf(v)).toBe(stock - 1);

    const pending = await place(TEST_CARDS.pending);
    expect(await outcome(pending)).toEqual({ status: 'payment_pending', promoUsed: 1, mails: 0, bagLines: 0 });
    provider.decide(await paymentIdOf(pending.orderId), 'approved');
    clock.advance(RECONCILE_AFTER_MS + 1_000);
    await runJobs();
    expect(await outcome(pending)).toEqual({ status: 'confirmed', promoUsed: 1, mails: 1, bagLines: 0 });
    expect(await stockOf(v)).toBe(stock - 2);

    // Failed and blocked: stock, promotion use and reservation given back at once, no confirmation, the bag kept.
    for (const [card, status] of [
      [TEST_CARDS.declined, 'payment_failed'],
      [TEST_CARDS.blocked, 'payment_blocked'],
    ] as const) {
      const o = await place(card);
      expect(await outcome(o)).toEqual({ status, promoUsed: 0, mails: 0, bagLines: 1 });
      expect(await stockOf(v)).toBe(stock - 2);
    }

    // Blocked after authorization: approved and confirmed, then reversed by the provider.
    const reversed = await place(TEST_CARDS.approved);
    expect(await stockOf(v)).toBe(stock - 3);
    const reference = `tp_${await paymentIdOf(reversed.orderId)}`;
    const event = { eventId: randomUUID(), reference, status: 'reversed' as const };
    const answer = await api.call('POST', 'checkout/payment-webhook', { body: { ...event, signature: signWebhook(WEBHOOK_SECRET, event) } });
    expect(answer.body).toEqual({ received: true, orderStatus: 'payment_blocked' });
    // The one confirmation went out when it was approved; nothing more. Points: with the loyalty work.
    expect(await outcome(reversed)).toEqual({ status: 'payment_blocked', promoUsed: 0, mails: 1, bagLines: 0 });
    expect(await stockOf(v)).toBe(stock - 2);
    const trail = await api.db.query<{ to_status: string }>('select to_status from order_event where order_id = $1 order by id', [reversed.orderId]);
    expect(trail.rows.map((r) => r.to_status)).toEqual(['payment_pending', 'confirmed', 'payment_blocked']);
  });

  it('reliability 8: webhook duplicates + reordering', { timeout: 120_000 }, async () => {
    const v = await variant(9, 's.quantity >= 100');
    const forged = await api.call('POST', 'checkout/payment-webhook', { body: { eventId: 'e', reference: 'tp_x', status: 'approved', signature: 'nope' } });
    expect(forged.status).toBe(400);
    for (let round = 0; round < 20; round += 1) {
      const [device] = await makeBags(1, v);
      const placed = await checkout(device!, body(TEST_CARDS.pending));
      const orderId = placed.body.order.id as string;
      const reference = `tp_${await paymentIdOf(orderId)}`;
      const pendingEvent = { eventId: randomUUID(), reference, status: 'pending' as const };
      const succeeded = { eventId: randomUUID(), reference, status: 'approved' as const };
      const deliver = (e: typeof pendingEvent | typeof succeeded) =>
        api.call('POST', 'checkout/payment-webhook', { body: { ...e, signature: signWebhook(WEBHOOK_SECRET, e) } });
      // Each event three times, the later one first (succeeded before processing), some at once.
      const answers = [
        ...(await Promise.all([deliver(succeeded), deliver(succeeded)])),
        await deliver(pendingEvent),
        ...(await Promise.all([deliver(succeeded), deliver(pendingEvent), deliver(pendingEvent)])),
      ];
      expect(
        answers.map((a) => a.body.orderStatus),
        `round ${round}`,
      ).toEqual(Array(6).fill('confirmed'));
      const trail = await api.db.query<{ to_status: string }>('select to_status from order_event where order_id = $1 order by id', [orderId]);
      expect(trail.rows.map((r) => r.to_status)).toEqual(['payment_pending', 'confirmed']);
      expect(await confirmationMails(orderId)).toBe(1);
      const seen = await api.db.query<{ n: number }>('select count(*)::int as n from payment_webhook_event where reference = $1', [reference]);
      expect(seen.rows[0]!.n).toBe(2);
    }
  });

  it('reliability 10: reservation expiry / leak', { timeout: 120_000 }, async () => {
    const v = await variant(10, 's.quantity >= 10');
    const abandoned = 150;
    await setStock(v, abandoned);
    const devices = await makeBags(abandoned, v);
    // Checkouts started and abandoned: the provider keeps each payment pending (the shopper never finished 3-D Secure).
    for (let i = 0; i < devices.length; i += 25) {
      const answers = await Promise.all(devices.slice(i, i + 25).map((d) => checkout(d, body(TEST_CARDS.pending))));
      expect(answers.every((a) => a.body.order?.status === 'payment_pending')).toBe(true);
    }
    expect(await stockOf(v)).toBe(0);
    clock.advance(RECONCILE_AFTER_MS + 1_000);
    await runJobs(); // asked about, still pending: stock still held
    expect(await stockOf(v)).toBe(0);
    clock.advance(RESERVATION_TTL_MS);
    // Three replicas sweep at once: each claims different rows (SKIP LOCKED), every order is released once.
    const started = performance.now();
    const handled = await Promise.all([runJobs(), runJobs(), runJobs()]);
    const sweepMs = performance.now() - started;
    expect(handled.reduce((n, h) => n + h['reservation-sweep']!, 0)).toBeGreaterThanOrEqual(abandoned);
    expect(await stockOf(v)).toBe(abandoned);
    const released = await api.db.query<{ n: number; orders: number }>(
      `select count(*)::int as n, count(distinct order_id)::int as orders from order_event where reason = 'reservation expired' and order_id in (select id from shop_order where device_id = any($1))`,
      [devices],
    );
    expect(released.rows[0]).toEqual({ n: abandoned, orders: abandoned });
    const leaked = await api.db.query<{ n: number }>(
      `select count(*)::int as n from shop_order where status = 'payment_pending' and reserved_until < $1::timestamptz - interval '5 minutes'`,
      [clock.now()],
    );
    expect(leaked.rows[0]!.n).toBe(0);
    // The payments were voided first: a late approval from the provider cannot take money for released stock.
    const one = (await ordersOf(devices[0]!))[0]!;
    expect(one.status).toBe('payment_failed');
    provider.decide(await paymentIdOf(one.id), 'approved');
    expect(await provider.lookup(await paymentIdOf(one.id))).toBe('declined');
    console.info(`reliability 10 (${database.name}): ${abandoned} abandoned reservations released by three concurrent sweeps in ${sweepMs.toFixed(0)} ms`);
  });

  it('reliability 11: single-use promo race', { timeout: 120_000 }, async () => {
    const v = await variant(11, 's.quantity >= 100');
    for (let round = 0; round < 20; round += 1) {
      const promotionId = await newPromotion(1);
      const devices = await makeBags(round === 0 ? 50 : 6, v, promotionId);
      const results = await Promise.all(devices.map((d) => checkout(d)));
      expect(
        results.filter((r) => r.status === 200),
        `round ${round}`,
      ).toHaveLength(1);
      // PROMO_USED_UP is this api's name for the plan's PROMO_EXHAUSTED.
      expect(new Set(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.code}`))).toEqual(new Set(['422 PROMO_USED_UP']));
      const { rows } = await api.db.query<{ orders: number }>('select count(*)::int as orders from shop_order where promotion_id = $1', [promotionId]);
      expect({ used: await usedCount(promotionId), orders: rows[0]!.orders }).toEqual({ used: 1, orders: 1 });
    }
  });

  it('reliability 12: one promo per order', { timeout: 120_000 }, async () => {
    const v = await variant(12, 's.quantity >= 100 and coalesce(vp.sale_amount, vp.amount) >= 1000');
    const [idA, idB] = [await newPromotion(), await newPromotion()];
    await api.db.query('update promotion set value = 250 where id = $1', [idB]);
    const [a, b] = [idA.slice(-12), idB.slice(-12)];
    for (let round = 0; round < 20; round += 1) {
      const device = randomUUID();
      await api.call('POST', 'cart/line-items/', { deviceId: device, body: { variantId: v } });
      const applied = await Promise.all(
        Array.from({ length: 20 }, (_, i) => api.call('POST', 'cart/discount-coupon/', { deviceId: device, body: { action: 'apply', code: i % 2 ? a : b } })),
      );
      // A burst of 20 from one bag meets the code-guessing limit (decision 0052): past the
      // free tries a code waits its turn, a typed 429 that changes nothing. A code that saves
      // no more than the one on the bag is refused with PROMO_ONE_PER_ORDER (decision 0116).
      // The rest apply.
      const typedRefusal = (r: (typeof applied)[number]) =>
        (r.status === 429 && r.body.code === 'TOO_MANY_ATTEMPTS') || (r.status === 409 && r.body.code === 'PROMO_ONE_PER_ORDER');
      const refused = applied.filter((r) => r.status !== 200);
      expect(
        refused.filter((r) => !typedRefusal(r)).map((r) => [r.status, r.body]),
        `round ${round}`,
      ).toEqual([]);
      expect(refused.length, `round ${round}`).toBeLessThan(applied.length);
      const bag = (await api.get('cart/', { deviceId: device })).body;
      expect([a, b]).toContain(bag.promotion.code);
      // b saves 250, a 100: once b was applied, the better code is the one that stays.
      if (applied.some((r, i) => i % 2 === 0 && r.status === 200)) expect(bag.promotion.code, `round ${round}`).toBe(b);
      expect(bag.summary.discount.amount).toBe(bag.promotion.code === a ? 100 : 250);
      if (round % 5 === 0) {
        const placed = await checkout(device);
        expect(placed.body.order).toMatchObject({ promotionCode: bag.promotion.code, summary: { discount: { amount: bag.summary.discount.amount } } });
      }
    }
  });
});
