import { randomBytes } from 'node:crypto';
// Reliability plan row 9: the database connection drops in the middle of checkouts. Nothing
// may be left half done (an order without lines or payment, stock taken without an order,
// a bag both ordered and still full, a promotion use without its order), proven by
// invariant SQL afterwards; a retry with the same key then succeeds.
//
// On Postgres (TEST_DATABASE_URL) the api talks to the server through the real TCP fault
// proxy, which resets every open connection again and again while 30 checkouts run. PGlite
// is in-process (there is no connection to cut), so there the honest equivalent is a
// statement that fails with Postgres' connection_failure (08006) at a random point of the
// real transaction (or of the writes after it), making PGlite roll back as a server does
// when its client vanishes.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { appConfig, loadEnv } from '../env.ts';
import type { Db, Queryable } from '../db/db.ts';
import { prepareDatabase } from '../seed/prepare-db.ts';
import { openTestDatabase } from '../testing.ts';
import { openPostgres } from '../db/postgres-db.ts';
import { startFaultProxy, type FaultProxy } from '../platform/fault-proxy.ts';
import { movableClock } from '../platform/jobs/clock.ts';
import { runJobsOnce } from '../platform/jobs/job-runner.ts';
import { API_PREFIX } from '../platform/openapi.ts';
import { TEST_CARDS, testPaymentProvider } from '../platform/payment-provider.ts';

// The app's environment (checkout-config.ts): a provider that does not answer in 1 s has timed out.
const CONFIG = appConfig(loadEnv({ PAYMENT_TIMEOUT_MS: '1000' }));
const BAGS = 30;

/** Every statement fails with probability `rate` while `on`, as if the connection had just dropped. */
function withInjectedDrops(db: Db, faults: { on: boolean; rate: number }): Db {
  const drop = () => {
    if (faults.on && Math.random() < faults.rate) throw Object.assign(new Error('connection to server was lost (injected)'), { code: '08006' });
  };
  const wrap = (q: Queryable): Queryable => ({
    async query<Row>(sql: string, params?: readonly unknown[]) {
      drop();
      return q.query<Row>(sql, params);
    },
    async exec(sql: string) {
      drop();
      return q.exec(sql);
    },
  });
  return { kind: db.kind, ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))), close: () => db.close() };
}

const variants = [
  { name: 'pglite', url: undefined as string | undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', url: process.env.TEST_DATABASE_URL }] : []),
];

describe.each(variants)('reliability 9 on $name', ({ name, url }) => {
  // On Postgres only the api's connections go through the fault proxy; the test's own set-up
  // and invariant reads use a direct pool to the same schema. (They once shared the proxied
  // pool, and a reset landing just before the first invariant read failed it with ECONNRESET.)
  it('reliability 9: DB fault mid-transaction', { timeout: 180_000 }, async () => {
    let proxy: FaultProxy | undefined;
    const { db: realDb, drop, schema } = await openTestDatabase(url);
    const faults = { on: false, rate: 0.04 };
    let db: Db = withInjectedDrops(realDb, faults);
    if (url) {
      const target = new URL(url);
      proxy = await startFaultProxy({ target: { host: target.hostname, port: Number(target.port || 5432) } });
      target.host = `127.0.0.1:${proxy.port}`;
      db = await openPostgres(target.toString(), { schema, max: 5 });
    }
    const payments = testPaymentProvider(randomBytes(24).toString('base64url'));
    const app = await buildApp({ db, config: CONFIG, logLevel: 'silent', payments });
    await app.ready();
    try {
      await prepareDatabase(realDb);
      const { rows } = await realDb.query<{ id: string }>(
        `select s.variant_id as id from stock s join variant_price vp using (variant_id, country) where s.country = 'SG' order by s.variant_id limit 1`,
      );
      const variantId = rows[0]!.id;
      const promotionId = `PR-FAULT-${randomUUID()}`;
      await realDb.query(`insert into promotion (id, country, code, kind, value, listed) values ($1, 'SG', 'FAULTY1', 'fixed', 100, false)`, [promotionId]);
      await realDb.query(`update stock set quantity = 1000 where variant_id = $1 and country = 'SG'`, [variantId]);
      const bags = Array.from({ length: BAGS }, () => ({ device: randomUUID(), key: randomUUID() }));
      for (const { device } of bags) {
        const cartId = randomUUID();
        await realDb.query(`insert into cart (id, device_id, country, promotion_id) values ($1, $2, 'SG', $3)`, [cartId, device, promotionId]);
        await realDb.query('insert into cart_line (id, cart_id, variant_id, quantity) values ($1, $2, $3, 2)', [randomUUID(), cartId, variantId]);
      }
      const checkout = (device: string, key: string) =>
        app.inject({
          method: 'POST',
          url: `${API_PREFIX}/checkout/`,
          headers: { 'x-site-country': 'sg', 'x-device-id': device, 'idempotency-key': key },
          payload: {
            email: `${device}@example.com`,
            recipient: { name: 'Mei Tan', mobile: { callingCode: '+65', phoneNumber: '91234567' } },
            delivery: { option: 'standard', address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' } },
            payment: { cardNumber: TEST_CARDS.approved },
          },
        });

      // The faults: on PGlite, statements fail at random; on Postgres, every open connection is
      // reset every 30-80 ms, eight times (so some checkouts finish between resets and some do not).
      faults.on = true;
      let resetting = Boolean(proxy);
      let resets = 0;
      const resetter = (async () => {
        while (resetting && resets < 8) {
          await new Promise((resolve) => setTimeout(resolve, 30 + Math.random() * 50));
          if (!resetting) break;
          proxy!.resetAll();
          resets += 1;
        }
      })();
      const first = await Promise.all(bags.map(({ device, key }) => checkout(device, key)));
      faults.on = false;
      resetting = false;
      await resetter;
      const broken = first.filter((r) => r.statusCode !== 200).length;
      expect(broken, 'some checkouts must have met the fault').toBeGreaterThan(0);

      // Invariants right after the faults, before any retry.
      const invariants = async () => {
        const q = async (sql: string, params: unknown[] = []) => (await realDb.query<{ n: number }>(sql, params)).rows[0]!.n;
        return {
          ordersWithoutLines: await q('select count(*)::int as n from shop_order o where not exists (select 1 from order_line l where l.order_id = o.id)'),
          ordersWithoutOnePayment: await q('select count(*)::int as n from shop_order o where (select count(*) from payment p where p.order_id = o.id) <> 1'),
          // Every unit missing from stock is held by a live order, and no live order's units are back.
          stockNotHeldByOrders: await q(
            `select (1000 - s.quantity) - coalesce((select sum(l.quantity) from order_line l join shop_order o on o.id = l.order_id
               where l.variant_id = $1 and o.status in ('payment_pending', 'confirmed')), 0) as n
             from stock s where s.variant_id = $1 and s.country = 'SG'`,
            [variantId],
          ),
          // A bag is either still full (no live order) or consumed by exactly one live order.
          bagsBothOrderedAndFull: await q(
            `select count(*)::int as n from cart c where exists (select 1 from cart_line l where l.cart_id = c.id)
               and exists (select 1 from shop_order o where o.device_id = c.device_id and o.status in ('payment_pending', 'confirmed'))`,
          ),
          bagsLost: await q(
            `select count(*)::int as n from cart c where c.device_id = any($1) and not exists (select 1 from cart_line l where l.cart_id = c.id)
               and not exists (select 1 from shop_order o where o.device_id = c.device_id and o.status in ('payment_pending', 'confirmed'))`,
            [bags.map((b) => b.device)],
          ),
          promotionUsesWithoutOrder: await q(
            `select p.used_count - (select count(*) from shop_order o where o.promotion_id = p.id and o.status in ('payment_pending', 'confirmed')) as n
             from promotion p where p.id = $1`,
            [promotionId],
          ),
        };
      };
      const clean = {
        ordersWithoutLines: 0,
        ordersWithoutOnePayment: 0,
        stockNotHeldByOrders: 0,
        bagsBothOrderedAndFull: 0,
        bagsLost: 0,
        promotionUsesWithoutOrder: 0,
      };
      expect(await invariants()).toEqual(clean);

      // Every shopper retries with the same key: each gets an order, one per bag.
      for (const { device, key } of bags) {
        const retried = await checkout(device, key);
        expect(retried.statusCode, retried.body).toBe(200);
      }
      const orders = await realDb.query<{ device_id: string; n: number }>(
        'select device_id, count(*)::int as n from shop_order where device_id = any($1) group by device_id',
        [bags.map((b) => b.device)],
      );
      expect(orders.rows.length).toBe(BAGS);
      expect(orders.rows.every((r) => r.n === 1)).toBe(true);
      // Orders whose payment answer was lost with the connection are settled by the reconciler.
      const clock = movableClock();
      clock.advance(70_000);
      await runJobsOnce(app.jobs, { db: realDb, clock });
      const pending = await realDb.query<{ n: number }>(`select count(*)::int as n from shop_order where status = 'payment_pending'`);
      expect(pending.rows[0]!.n).toBe(0);
      expect(await invariants()).toEqual(clean);
      expect(payments.creates()).toBeLessThanOrEqual(BAGS);
      console.info(
        `reliability 9 (${name}): ${broken} of ${BAGS} checkouts failed on the fault${proxy ? ` (${resets} connection resets)` : ''}; invariants held; every retry succeeded`,
      );
    } finally {
      await app.close();
      if (proxy) await db.close();
      await drop();
      await proxy?.close();
    }
  });
});
