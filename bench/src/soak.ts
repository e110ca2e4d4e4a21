// `pnpm soak`: a bounded soak (reliability plan row 30b), minutes not hours; `.ci/run` runs a
// short one after the tests. Starts the built api and SOAK_GATEWAYS gateway replicas as
// separate production processes (the sandbox on, as in the e2e run, for members' bonus
// points), and lets at least 20 shoppers loose at once, round-robin over the replicas, each
// from an address and a device of its own (soak/soak-shoppers.ts): browsers, guests racing
// for a scarce product, members whose access tokens expire every few seconds (refreshes race
// across replicas) racing for a scarce reward they hold, give back or order, and guests
// racing for one artist's slots, booking and cancelling. Then it stops everything and checks
// what must hold whatever the load did (soak-invariants.ts): stock never below zero and
// conserved for the scarce product, one charge per order, Σ points ledger = the balance
// shown to each member, every reward unit accounted for, no booking overlapping another.
// It also prints the error rate (< 0.1 %) and p99 (< 800 ms) per kind, and gateway memory
// growth, judged (< 10 %) only in a soak of 10 minutes or more: a shorter run is warm-up.
//
// SOAK_JUDGE=invariants (what `.ci/run` sets) fails the run only on a broken invariant and
// prints the speed and error figures beside them: on a shared 2-core CI machine that also
// runs the load generator, latency measures the machine, while a broken invariant is a bug
// whatever the machine.
//
// Options: SOAK_SECONDS (120), SOAK_GATEWAYS (3), SOAK_SHOPPERS (24, at least 20),
// SOAK_BASE_PORT (4300), SOAK_DATABASE_URL (a Postgres server: a fresh database is yours to
// give; two api replicas then share it), SOAK_REDIS_URL (the gateways share refresh locks and
// cache through it).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, prepareDatabase, type Db } from '@beauty/api/testing';
import { Pool } from 'undici';
import { randomSecrets } from '../../scripts/secrets.mjs';
import { BENCH_TEST_PAYMENTS } from './test-payments.ts';
import { startProcess, waitReady } from './services.ts';
import { checkInvariants } from './soak-invariants.ts';
import { KINDS, newTally, shopperLoops, shownBalances, type SoakWorld } from './soak/soak-shoppers.ts';
import type { Shopper } from './soak/soak-graphql.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 120);
const gatewayCount = Number(process.env.SOAK_GATEWAYS ?? 3);
const shopperCount = Math.max(20, Number(process.env.SOAK_SHOPPERS ?? 24));
const basePort = Number(process.env.SOAK_BASE_PORT ?? 4300);
const databaseUrl = process.env.SOAK_DATABASE_URL || undefined;
const redisUrl = process.env.SOAK_REDIS_URL || undefined;
const SCARCE_STOCK = 40;
const SCARCE_REWARD_UNITS = 12;
const BOOKING = { activityId: 'AC-SG-express-makeup', storeId: 'ST-SG-2' };
const MEMORY_JUDGED_FROM_SECONDS = 600;
const judgeSpeed = process.env.SOAK_JUDGE !== 'invariants';

const openDatabase = (dataDir: string): Promise<Db> => (databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir));

/** Seeds the database before any service starts, and makes one product and one reward scarce. */
async function prepare(dataDir: string) {
  const db = await openDatabase(dataDir);
  try {
    await prepareDatabase(db);
    const variants = await db.query<{ id: string }>(
      `select s.variant_id as id from stock s join variant_price vp using (variant_id, country)
       where s.country = 'SG' and s.quantity >= 10 order by s.variant_id limit 2`,
    );
    const [scarceVariant, plentyVariant] = variants.rows.map((row) => row.id) as [string, string];
    await db.query(`update stock set quantity = $1 where variant_id = $2 and country = 'SG'`, [SCARCE_STOCK, scarceVariant]);
    await db.query(`update stock set quantity = 100000 where variant_id = $1 and country = 'SG'`, [plentyVariant]);
    const reward = await db.query<{ id: string }>(`select id from reward where country = 'SG' and min_tier = 'white' order by points limit 1`);
    const scarceReward = reward.rows[0]!.id;
    await db.query(`update reward set stock_total = $2, stock_left = $2 where id = $1`, [scarceReward, SCARCE_REWARD_UNITS]);
    const products = await db.query<{ id: string }>(`select id from product order by id limit 40`);
    return { scarceVariant, plentyVariant, scarceReward, browseProducts: products.rows.map((r) => r.id) };
  } finally {
    await db.close();
  }
}

const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D/g, '') ?? 0) * 1024;
};

async function main() {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'beauty-soak-')), 'pglite');
  console.log(
    `soak: ${seconds} s, ${shopperCount} shoppers at once, ${gatewayCount} gateways, ${databaseUrl ? 'Postgres (2 api replicas)' : 'PGlite (1 api)'}${redisUrl ? ', Redis' : ''}`,
  );
  const prepared = await prepare(dataDir);

  // Production processes with random secrets of this run and short access tokens.
  const secrets = randomSecrets();
  const common = { ...secrets, ...BENCH_TEST_PAYMENTS, NODE_ENV: 'production', SANDBOX_ENABLED: 'true', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false' };
  const apiUrls = Array.from({ length: databaseUrl ? 2 : 1 }, (_, i) => `http://127.0.0.1:${basePort + 50 + i}`);
  const apis = apiUrls.map((_, i) =>
    startProcess('api/dist/server.js', {
      ...common,
      API_PORT: String(basePort + 50 + i),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ACCESS_TOKEN_TTL_SECONDS: '5',
    }),
  );
  const gateways = Array.from({ length: gatewayCount }, (_, i) =>
    startProcess('gateway/dist/server.js', { ...common, GATEWAY_PORT: String(basePort + i), API_URL: apiUrls[i % apiUrls.length]!, REDIS_URL: redisUrl ?? '' }),
  );
  const children = [...gateways, ...apis];
  try {
    for (const [i, api] of apis.entries()) await waitReady(`${apiUrls[i]}/readyz`, api);
    for (const [i, gateway] of gateways.entries()) await waitReady(`http://127.0.0.1:${basePort + i}/readyz`, gateway);
    const pools = gateways.map((_, i) => new Pool(`http://127.0.0.1:${basePort + i}`, { connections: 16 }));
    const tally = newTally();
    const world: SoakWorld = { ...prepared, pools, apiUrl: apiUrls[0]!, hopSecret: secrets.INTERNAL_HOP_SECRET!, booking: BOOKING, tally, deadline: 0 };
    const shoppers = shopperLoops(world);

    // The mix: a third members, a third browsing, and the rest racing as guests.
    const members = new Map<string, Shopper>();
    const memberCount = Math.round(shopperCount / 3);
    const bookerCount = Math.round(shopperCount / 6);
    const buyerCount = Math.round(shopperCount / 6);
    const browserCount = shopperCount - memberCount - bookerCount - buyerCount;
    const joined: Shopper[] = [];
    for (let i = 0; i < memberCount; i += 1) joined.push(await shoppers.join(members));
    world.deadline = Date.now() + seconds * 1000;
    console.log(
      `shoppers: ${browserCount} browsing, ${buyerCount} racing for ${SCARCE_STOCK} units, ${memberCount} members racing for ${SCARCE_REWARD_UNITS} reward units, ${bookerCount} booking one artist`,
    );
    const warmAt = Date.now() + Math.min(15_000, (seconds * 1000) / 4);
    let rssAtWarm: number[] | undefined;
    const sampler = setInterval(() => {
      if (!rssAtWarm && Date.now() > warmAt) rssAtWarm = gateways.map((g) => rssOf(g.pid!));
    }, 500);
    await Promise.all([
      ...Array.from({ length: browserCount }, shoppers.browser),
      ...Array.from({ length: buyerCount }, shoppers.scarceBuyer),
      ...joined.map(shoppers.member),
      ...Array.from({ length: bookerCount }, shoppers.booker),
    ]);
    clearInterval(sampler);
    const rssAtEnd = gateways.map((g) => rssOf(g.pid!));
    const shown = await shownBalances(members, shoppers.call);
    for (const pool of pools) await pool.close();
    await stopAll(children);

    const db = await openDatabase(dataDir);
    const invariants = await checkInvariants(db, { scarce: { variantId: prepared.scarceVariant, initial: SCARCE_STOCK }, reportedBalances: shown });
    await db.close();
    report(tally, invariants, rssAtWarm, rssAtEnd, members.size);
  } catch (error) {
    await stopAll(children);
    throw error;
  }
}

async function stopAll(children: ReturnType<typeof startProcess>[]) {
  const running = children.filter((child) => child.exitCode === null);
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
}

function report(
  tally: ReturnType<typeof newTally>,
  invariants: Record<string, number>,
  rssAtWarm: number[] | undefined,
  rssAtEnd: number[],
  memberCount: number,
) {
  const p = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  };
  const checks: [string, boolean | null, string][] = [];
  for (const kind of KINDS) {
    const done = tally.latencies[kind].length;
    const failed = tally.failures[kind].length;
    const rate = failed / Math.max(1, done + failed);
    console.log(
      `${kind}: ${done} ok, ${failed} failed, p50 ${p(tally.latencies[kind], 0.5).toFixed(1)} ms, p99 ${p(tally.latencies[kind], 0.99).toFixed(1)} ms`,
    );
    if (failed) console.log(`  first failures: ${[...new Set(tally.failures[kind])].slice(0, 3).join(' | ')}`);
    checks.push([`${kind} error rate < 0.1 %`, judgeSpeed ? rate < 0.001 : null, `${(rate * 100).toFixed(3)} %`]);
    checks.push([`${kind} p99 < 800 ms`, judgeSpeed ? p(tally.latencies[kind], 0.99) < 800 : null, `${p(tally.latencies[kind], 0.99).toFixed(1)} ms`]);
  }
  console.log(
    `outcomes: ${[...tally.outcomes]
      .sort()
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')}`,
  );
  console.log(`points: ${memberCount} members' shown balances checked against the ledger`);
  const growth = rssAtEnd.map((end, i) => end / (rssAtWarm?.[i] ?? end) - 1);
  const judged = judgeSpeed && seconds >= MEMORY_JUDGED_FROM_SECONDS;
  const why =
    seconds < MEMORY_JUDGED_FROM_SECONDS
      ? ` (judged from ${MEMORY_JUDGED_FROM_SECONDS / 60} min; this run is warm-up)`
      : ' (not judged: SOAK_JUDGE=invariants)';
  checks.push([
    `gateway memory growth < 10 %${judged ? '' : why}`,
    judged ? growth.every((g) => g < 0.1) : null,
    growth.map((g) => `${(g * 100).toFixed(1)} %`).join(', '),
  ]);
  for (const [name, value] of Object.entries(invariants)) checks.push([`${name} = 0`, value === 0, String(value)]);
  console.log('');
  for (const [name, ok, figure] of checks) console.log(`${ok === null ? 'INFO' : ok ? 'PASS' : 'FAIL'}  ${name}: ${figure}`);
  const failed = checks.filter(([, ok]) => ok === false).length;
  const passed = checks.filter(([, ok]) => ok === true).length;
  console.log(`\nsoak: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

await main();
