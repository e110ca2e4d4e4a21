// `pnpm soak`: a bounded soak (reliability plan row 30b), minutes not hours, not part of CI.
// Starts the built api and SOAK_GATEWAYS gateway replicas as separate production processes,
// runs browsing, checkouts of a scarce product and member sessions whose access tokens
// expire every few seconds (so refreshes race across replicas), round-robin over the
// replicas, then stops everything and checks what must hold whatever the load did:
//   stock never below zero, stock conserved for the scarce product (sold = ordered),
//   one payment per order and an approved one for every confirmed order, no order without
//   lines; error rate < 0.1 %, p99 < 800 ms per kind, gateway memory growth < 10 %.
//   Σ points ledger = balances: for every member, the ledger summed in SQL equals what
//   the api's pointsBalance (loyalty/ledger.ts) reports, and no spendable balance is negative.
//
// Options: SOAK_SECONDS (120), SOAK_GATEWAYS (3), SOAK_BASE_PORT (4300), SOAK_DATABASE_URL
// (a Postgres server: a fresh schema-free database is yours to give; two api replicas then
// share it), SOAK_REDIS_URL (the gateways share refresh locks and cache through it).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, pointsBalance, prepareDatabase, type Db } from '@beauty/api/testing';
import { Pool } from 'undici';
import { randomSecrets } from '../../scripts/secrets.mjs';
import { BENCH_TEST_PAYMENTS } from './test-payments.ts';
import { startProcess, waitReady } from './services.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 120);
const gatewayCount = Number(process.env.SOAK_GATEWAYS ?? 3);
const basePort = Number(process.env.SOAK_BASE_PORT ?? 4300);
const databaseUrl = process.env.SOAK_DATABASE_URL || undefined;
const redisUrl = process.env.SOAK_REDIS_URL || undefined;
const SCARCE_STOCK = 40;

type Kind = 'browse' | 'checkout' | 'member';
const latencies: Record<Kind, number[]> = { browse: [], checkout: [], member: [] };
const failures: Record<Kind, string[]> = { browse: [], checkout: [], member: [] };

async function openDatabase(dataDir: string): Promise<Db> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}

/** Seeds the database before any service starts, and makes one product scarce. */
async function prepare(dataDir: string): Promise<{ scarceVariant: string; browseProducts: string[] }> {
  const db = await openDatabase(dataDir);
  try {
    await prepareDatabase(db);
    const { rows } = await db.query<{ id: string }>(
      `select s.variant_id as id from stock s join variant_price vp using (variant_id, country)
       where s.country = 'SG' and s.quantity >= 10 order by s.variant_id limit 1`,
    );
    const scarceVariant = rows[0]!.id;
    await db.query(`update stock set quantity = $1 where variant_id = $2 and country = 'SG'`, [SCARCE_STOCK, scarceVariant]);
    const products = await db.query<{ id: string }>(`select id from product order by id limit 40`);
    return { scarceVariant, browseProducts: products.rows.map((r) => r.id) };
  } finally {
    await db.close();
  }
}

function gql(pool: Pool) {
  return async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const res = await pool.request({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', 'x-site-country': 'SG', 'x-site-language': 'en', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.body.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
    if (res.statusCode !== 200 || body.errors?.length) {
      throw new Error(`${res.statusCode} ${JSON.stringify(body.errors ?? body).slice(0, 200)}`);
    }
    return { data: body.data, setCookies: res.headers['set-cookie'] };
  };
}

async function timed(kind: Kind, work: () => Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await work();
    latencies[kind].push(performance.now() - started);
  } catch (error) {
    failures[kind].push(error instanceof Error ? error.message : String(error));
  }
}

const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D/g, '') ?? 0) * 1024;
};

const LISTING = `query ($first: Int!) { products(first: $first, sort: FEATURED) { nodes { id name brand { name } } } }`;
const PRODUCT = `query ($id: ID!) { product(id: $id) { id name brand { name } variants { id name } } }`;
const ADD = `mutation ($id: ID!) { addToBag(input: { variantId: $id, quantity: 1 }) { userErrors { code } } }`;
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { id status } userErrors { code } } }`;
const ME = `{ me { email } cart { itemsCount } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { account { id } userErrors { code } } }`;

function jarFrom(setCookies: string | string[] | undefined, jar = new Map<string, string>()) {
  for (const header of [setCookies ?? []].flat()) {
    const [pair, ...attributes] = header.split(';');
    const name = pair!.slice(0, pair!.indexOf('='));
    if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(name);
    else jar.set(name, pair!.slice(pair!.indexOf('=') + 1));
  }
  return jar;
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function main() {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'beauty-soak-')), 'pglite');
  console.log(`soak: ${seconds} s, ${gatewayCount} gateways, ${databaseUrl ? 'Postgres (2 api replicas)' : 'PGlite (1 api)'}${redisUrl ? ', Redis' : ''}`);
  const { scarceVariant, browseProducts } = await prepare(dataDir);

  // Production processes with random secrets of this run, and short access tokens so
  // member sessions refresh all the time.
  const secrets = randomSecrets();
  const common = { ...secrets, ...BENCH_TEST_PAYMENTS, NODE_ENV: 'production', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false' };
  const apiUrls = Array.from({ length: databaseUrl ? 2 : 1 }, (_, i) => `http://127.0.0.1:${basePort + 50 + i}`);
  const apis = apiUrls.map((url, i) =>
    startProcess('api/dist/server.js', {
      ...common,
      API_PORT: String(basePort + 50 + i),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ACCESS_TOKEN_TTL_SECONDS: '5',
    }),
  );
  for (const [i, api] of apis.entries()) await waitReady(`${apiUrls[i]}/readyz`, api);
  const gateways = Array.from({ length: gatewayCount }, (_, i) =>
    startProcess('gateway/dist/server.js', {
      ...common,
      GATEWAY_PORT: String(basePort + i),
      API_URL: apiUrls[i % apiUrls.length]!,
      REDIS_URL: redisUrl ?? '',
    }),
  );
  for (const [i, gateway] of gateways.entries()) await waitReady(`http://127.0.0.1:${basePort + i}/readyz`, gateway);
  const pools = gateways.map((_, i) => new Pool(`http://127.0.0.1:${basePort + i}`, { connections: 16 }));
  let turn = 0;
  const next = () => gql(pools[turn++ % pools.length]!);

  // Members, each a browser with a cookie jar.
  const members = await Promise.all(
    Array.from({ length: 5 }, async () => {
      const email = `soak-${randomUUID().slice(0, 8)}@example.com`;
      const { data, setCookies } = await next()(SIGN_UP, {
        input: {
          email, password: 'Lumi#2024', passwordConfirmation: 'Lumi#2024', firstName: 'Soak', lastName: 'Tester',
          mobile: { callingCode: '+65', number: '91234567' }, dateOfBirth: '1995-05-05',
          consents: { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true },
        },
      });
      if (!data.signUp.account) throw new Error(`sign-up failed: ${JSON.stringify(data.signUp.userErrors)}`);
      return jarFrom(setCookies);
    }),
  );

  let placed = 0;
  let soldOut = 0;
  const deadline = Date.now() + seconds * 1000;
  const warm = Date.now() + Math.min(15_000, (seconds * 1000) / 4);
  let rssAtWarm: number[] | undefined;
  const loop = async (work: () => Promise<void>) => {
    while (Date.now() < deadline) {
      if (!rssAtWarm && Date.now() > warm) rssAtWarm = gateways.map((g) => rssOf(g.pid!));
      await work();
    }
  };
  const browse = () =>
    timed('browse', async () => {
      const call = next();
      if (Math.random() < 0.5) await call(LISTING, { first: 24 });
      else await call(PRODUCT, { id: browseProducts[Math.floor(Math.random() * browseProducts.length)] });
    });
  const checkout = () =>
    timed('checkout', async () => {
      const device = randomUUID();
      const call = next();
      const added = await call(ADD, { id: scarceVariant }, { 'x-device-id': device });
      const addErrors = added.data.addToBag.userErrors as { code: string }[];
      if (addErrors.length) {
        if (addErrors.every((e) => e.code === 'INSUFFICIENT_STOCK')) return void (soldOut += 1);
        throw new Error(`add: ${JSON.stringify(addErrors)}`);
      }
      const { data } = await next()(CHECKOUT, {
        input: {
          idempotencyKey: randomUUID(), email: `soak-${device.slice(0, 8)}@example.com`, recipientName: 'Soak Buyer',
          mobile: { callingCode: '+65', number: '91234567' }, deliveryOption: 'CLICK_AND_COLLECT', storeId: 'ST-SG-1',
          cardNumber: '4242424242424242',
        },
      }, { 'x-device-id': device });
      const errors = data.checkout.userErrors as { code: string }[];
      if (data.checkout.order) placed += 1;
      else if (errors.some((e) => /STOCK/.test(e.code))) soldOut += 1;
      else throw new Error(`checkout: ${JSON.stringify(errors)}`);
    });
  const member = (jar: Map<string, string>) => async () => {
    await timed('member', async () => {
      const { data, setCookies } = await next()(ME, {}, { cookie: cookieHeader(jar) });
      jarFrom(setCookies, jar);
      if (!data.me?.email) throw new Error('signed out');
    });
    // A person, not a load generator: a page view every 200 ms keeps refreshes in the mix.
    await new Promise((resolve) => setTimeout(resolve, 200));
  };

  await Promise.all([
    ...Array.from({ length: 6 }, () => loop(browse)),
    ...Array.from({ length: 2 }, () => loop(checkout)),
    ...members.map((jar) => loop(member(jar))),
  ]);
  const rssAtEnd = gateways.map((g) => rssOf(g.pid!));

  for (const pool of pools) await pool.close();
  for (const child of [...gateways, ...apis]) child.kill('SIGTERM');
  await Promise.all([...gateways, ...apis].map((child) => new Promise((resolve) => child.once('exit', resolve))));

  // The invariants, read from the database the api wrote.
  const db = await openDatabase(dataDir);
  const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: string }>(sql, params)).rows[0]!.n);
  const invariants = {
    'stock below zero': await count(`select count(*) as n from stock where quantity < 0`),
    'orders without lines': await count(
      `select count(*) as n from shop_order o where not exists (select 1 from order_line l where l.order_id = o.id)`,
    ),
    'orders with more than one payment': await count(
      `select count(*) as n from (select order_id from payment group by order_id having count(*) > 1) x`,
    ),
    'confirmed orders without an approved payment': await count(
      `select count(*) as n from shop_order o left join payment p on p.order_id = o.id
       where o.status = 'confirmed' and p.status is distinct from 'approved'`,
    ),
    'scarce stock not conserved (initial - left - ordered)': await count(
      `select $1::int - (select quantity from stock where variant_id = $2 and country = 'SG')
         - coalesce((select sum(l.quantity) from order_line l join shop_order o on o.id = l.order_id
                     where l.variant_id = $2 and o.status in ('confirmed', 'pending')), 0) as n`,
      [SCARCE_STOCK, scarceVariant],
    ),
    ...(await pointsInvariants(db)),
  };
  await db.close();

  const p = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  };
  const checks: [string, boolean, string][] = [];
  for (const kind of Object.keys(latencies) as Kind[]) {
    const done = latencies[kind].length;
    const failed = failures[kind].length;
    const rate = failed / Math.max(1, done + failed);
    console.log(`${kind}: ${done} ok, ${failed} failed, p50 ${p(latencies[kind], 0.5).toFixed(1)} ms, p99 ${p(latencies[kind], 0.99).toFixed(1)} ms`);
    if (failed) console.log(`  first failures: ${[...new Set(failures[kind])].slice(0, 3).join(' | ')}`);
    checks.push([`${kind} error rate < 0.1 %`, rate < 0.001, `${(rate * 100).toFixed(3)} %`]);
    checks.push([`${kind} p99 < 800 ms`, p(latencies[kind], 0.99) < 800, `${p(latencies[kind], 0.99).toFixed(1)} ms`]);
  }
  console.log(`checkouts: ${placed} orders for ${SCARCE_STOCK} units, ${soldOut} told it is sold out`);
  const growth = rssAtEnd.map((end, i) => end / (rssAtWarm?.[i] ?? end) - 1);
  checks.push(['gateway memory growth < 10 %', growth.every((g) => g < 0.1), growth.map((g) => `${(g * 100).toFixed(1)} %`).join(', ')]);
  for (const [name, value] of Object.entries(invariants)) checks.push([`${name} = 0`, value === 0, String(value)]);
  console.log('');
  for (const [name, ok, figure] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${figure}`);
  const failed = checks.filter(([, ok]) => !ok).length;
  console.log(`\nsoak: ${checks.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/**
 * Σ points ledger = balances (plan row 30b): the ledger summed per member in one SQL
 * statement against what pointsBalance reports for every member, at one instant.
 */
async function pointsInvariants(db: Db): Promise<Record<string, number>> {
  const at = new Date();
  const { rows } = await db.query<{ id: string; valid: string; pending: string }>(
    `select u.id,
            coalesce(sum(l.points) filter (where l.valid_from <= $1), 0) as valid,
            coalesce(sum(l.points) filter (where l.valid_from > $1), 0) as pending
     from account_user u left join points_ledger l on l.user_id = u.id
     group by u.id`,
    [at],
  );
  let mismatched = 0;
  let negative = 0;
  for (const row of rows) {
    const balance = await pointsBalance(db, row.id, at);
    if (balance.valid !== Number(row.valid) || balance.pending !== Number(row.pending)) mismatched += 1;
    if (balance.valid < 0) negative += 1;
  }
  console.log(`points: ${rows.length} members checked against the ledger`);
  return { 'members whose Σ points ledger differs from their balance': mismatched, 'members with a negative points balance': negative };
}

await main();
