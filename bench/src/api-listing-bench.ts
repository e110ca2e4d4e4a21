// `pnpm --filter @beauty/bench bench:api`: what the api spends on a category page (issue 16
// item 2). Starts the built api as its own process on a fresh database, sends the REST calls
// the gateway makes for a category page (gateway/src/catalog/catalog-api.ts: the products,
// the facets, the page's variants and brands), one at a time, and reads the api process's
// CPU time from /proc before and after each batch: CPU per request, with p50/p95 latency,
// beside a primary-key look-up (GET products/{id}) measured in the same run. On Postgres the
// server's backends for the bench's database are read from /proc too (the database's share).
// The api keeps pages under the catalogue version (decision 0123), so the page is measured
// twice: asked again (what a category's shoppers share) and each page read once (the query).
//
// Two catalogues: the seed as shipped (1,000 products; what a shopper's page costs today),
// and the seed grown to BENCH_COPIES copies (50 → 50,000 products) for the facets and
// search p95 targets. BENCH_DATABASE_URL=postgres://… runs on Postgres in a fresh database
// created there (and dropped at the end); otherwise fresh PGlite directories (removed).
// BENCH_REQUESTS (400) per row, BENCH_COPIES (50; 0 skips the large catalogue),
// BENCH_BASE_PORT (4880), BENCH_DATA_DIR (reuse a seeded large PGlite directory).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomSecrets } from '../../scripts/secrets.mjs';
import { BENCH_TEST_PAYMENTS } from './test-payments.ts';
import { restClient } from './clients.ts';
import { coldQueries, percentiles, SEARCH_MIX, type Percentiles } from './search-mix.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const COPIES = Number(process.env.BENCH_COPIES ?? 50);
const PORT = Number(process.env.BENCH_BASE_PORT ?? 4880);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? '';
const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
const secrets = randomSecrets();
// BENCH_API_DIST: another build of the api than api/dist (a private one, to compare two builds).
const API_DIST = process.env.BENCH_API_DIST ?? 'api/dist';

/** user + system CPU of a process in ms (/proc/<pid>/stat fields 14 and 15); 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function psql(url: string, sql: string): string {
  const out = spawnSync('psql', [url, '-tAc', sql], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`psql: ${out.stderr}`);
  return out.stdout.trim();
}

interface Database {
  name: string;
  env: Record<string, string>;
  /** Server backends serving this database (Postgres), whose CPU counts too. */
  backends(): number[];
  drop(): void;
}

/** A fresh database: a PGlite directory, or a database created on the Postgres server. */
function freshDatabase(label: string): Database {
  if (SERVER_URL) {
    const name = `beauty_bench_${label}_${process.pid}`;
    psql(SERVER_URL, `create database ${name}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    return {
      name: `Postgres ${url.host}/${name}`,
      env: { DATABASE_URL: url.toString(), DATA_DIR: '' },
      backends: () => psql(SERVER_URL, `select pid from pg_stat_activity where datname = '${name}'`).split('\n').filter(Boolean).map(Number),
      drop: () => psql(SERVER_URL, `drop database if exists ${name} with (force)`),
    };
  }
  const reuse = label === 'large' ? process.env.BENCH_DATA_DIR : undefined;
  const dir = reuse || mkdtempSync(join(tmpdir(), `beauty-api-bench-${label}-`));
  return {
    name: `PGlite ${dir}`,
    env: { DATABASE_URL: '', DATA_DIR: dir },
    backends: () => [],
    drop: () => {
      if (!reuse) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startApi(database: Database, port: number): Promise<{ child: ChildProcess; url: string; stop(): Promise<void> }> {
  // Another api on the port would answer for ours.
  if (
    await fetch(`http://127.0.0.1:${port}/readyz`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken`);
  const env = { ...process.env, ...secrets, ...BENCH_TEST_PAYMENTS, ...database.env, API_PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const child = spawn('node', [join(root, API_DIST, 'server.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (let ready = false; !ready; ) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the api did not become ready');
    try {
      ready = (await fetch(`${url}/readyz`)).ok;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    child,
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Row {
  name: string;
  latency: Percentiles;
  apiCpu: number; // ms per request
  dbCpu: number; // ms per request (Postgres backends)
}

/** `requests` calls one at a time after `warmup`, with the CPU the api (and the database server) spent on them. */
async function measure(name: string, pid: number, database: Database, call: (i: number) => Promise<unknown>, requests = REQUESTS, warmup = 30): Promise<Row> {
  for (let i = 0; i < warmup; i++) await call(i);
  const backends = database.backends();
  const dbBefore = backends.reduce((sum, p) => sum + cpuMs(p), 0);
  const before = cpuMs(pid);
  const latencies: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    await call(i);
    latencies.push(performance.now() - t);
  }
  const apiCpu = (cpuMs(pid) - before) / requests;
  const dbCpu = (backends.reduce((sum, p) => sum + cpuMs(p), 0) - dbBefore) / requests;
  return { name, latency: percentiles(latencies), apiCpu, dbCpu };
}

const f = (n: number, digits = 2) => n.toFixed(digits);
function table(title: string, rows: Row[], baseline: Row, showDb: boolean) {
  console.log(`\n${title}`);
  console.log(`| request | api CPU ms/req |${showDb ? ' Postgres CPU ms/req |' : ''} CPU / baseline | p50 ms | p95 ms | p95 / baseline |`);
  console.log(`|---|---|${showDb ? '---|' : ''}---|---|---|---|`);
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${f(row.apiCpu)} |${showDb ? ` ${f(row.dbCpu)} |` : ''} ${f(row.apiCpu / baseline.apiCpu, 1)}x | ${f(row.latency.p50, 1)} | ${f(row.latency.p95, 1)} | ${f(row.latency.p95 / baseline.latency.p95, 1)}x |`,
    );
  }
}

/** The REST calls of a category page, as the gateway sends them (catalog-api.ts). */
async function categoryPage(label: string, database: Database, port: number, categories: string[], large: boolean) {
  const api = await startApi(database, port);
  const rest = restClient(api.url);
  const pid = api.child.pid!;
  const showDb = database.backends().length > 0 || Boolean(SERVER_URL);
  try {
    const total = (await rest.get<{ total: number }>('products?limit=1')).total;
    console.log(`\n## ${label}: ${database.name}, ${total.toLocaleString('en')} products; ${REQUESTS} requests per row, one at a time`);
    const listing = (c: string) => `products?category=${c}&sort=featured&offset=0&limit=48`;
    const pages = new Map<string, { ids: string[]; brandIds: string[] }>();
    for (const c of categories) {
      const { products } = await rest.get<{ products: { id: string; brandId: string }[] }>(listing(c));
      pages.set(c, { ids: products.map((p) => p.id), brandIds: [...new Set(products.map((p) => p.brandId))] });
    }
    const ids = [...pages.values()].flatMap((p) => p.ids);
    const cat = (i: number) => categories[i % categories.length]!;

    const baseline = await measure('GET products/{id} (baseline: primary-key look-up)', pid, database, (i) => rest.get(`products/${ids[i % ids.length]}`));
    // Every call a page not asked before (category × sort × offset), so none is answered from
    // the api's listing cache (decision 0123): what the query itself costs.
    const SORTS = ['featured', 'newest', 'price_desc', 'price_asc', 'top_rated'];
    let fresh = 0;
    const firstRead = () => {
      const n = fresh++;
      return rest.get(
        `products?category=${categories[n % categories.length]}&sort=${SORTS[Math.floor(n / categories.length) % SORTS.length]}&offset=${Math.floor(n / (categories.length * SORTS.length))}&limit=48`,
      );
    };
    const uncached = await measure('GET products?category=…&limit=48, each page read once (the query)', pid, database, firstRead);
    const rows = [
      await measure('GET products?category=…&limit=48 (the page, asked again)', pid, database, (i) => rest.get(listing(cat(i)))),
      await measure('GET products/filters/?category=… (facets)', pid, database, (i) => rest.get(`products/filters/?category=${cat(i)}`)),
      await measure('GET products/filters/?category=…&others=vegan', pid, database, (i) => rest.get(`products/filters/?category=${cat(i)}&others=vegan`)),
      await measure('GET variants?product_ids=(48)', pid, database, (i) => rest.get(`variants?product_ids=${pages.get(cat(i))!.ids.join(',')}`)),
      await measure("GET brands/?ids=(the page's)", pid, database, (i) => rest.get(`brands/?ids=${pages.get(cat(i))!.brandIds.join(',')}`)),
    ];
    const sum = (key: 'apiCpu' | 'dbCpu') => rows[0]![key] + rows[1]![key] + rows[3]![key] + rows[4]![key];
    table('category page: the calls the gateway makes', [...rows, uncached, baseline], baseline, showDb);
    console.log(
      `category page, all four calls (products, facets, variants, brands): api CPU ${f(sum('apiCpu'))} ms${showDb ? `, Postgres ${f(sum('dbCpu'))} ms` : ''}; ` +
        `listing (products) api CPU ${f(rows[0]!.apiCpu)} ms asked again, ${f(uncached.apiCpu)} ms read once${showDb ? ` (+ Postgres ${f(uncached.dbCpu)} ms)` : ''}: ` +
        `target ≤ 1.5 ms ${rows[0]!.apiCpu <= 1.5 ? 'met' : 'NOT met'} asked again, ${uncached.apiCpu + uncached.dbCpu <= 1.5 ? 'met' : 'NOT met'} read once`,
    );

    if (large) {
      // p95 targets at 50,000 products (issue 16): facets and search, one at a time.
      const facetRows = [] as Row[];
      for (const c of categories)
        facetRows.push(
          await measure(`GET products/filters/?category=${c}`, pid, database, () => rest.get(`products/filters/?category=${c}`), Math.ceil(REQUESTS / 4), 5),
        );
      facetRows.push(await measure('GET products/filters/ (whole shelf)', pid, database, () => rest.get('products/filters/'), Math.ceil(REQUESTS / 4), 5));
      facetRows.push(
        await measure('GET products/filters/?q=lipstick (a search)', pid, database, () => rest.get('products/filters/?q=lipstick'), Math.ceil(REQUESTS / 4), 5),
      );
      const cold = coldQueries();
      const searchCold = await measure(
        `GET search/ uncached (${cold.length} new queries)`,
        pid,
        database,
        (i) => rest.get(`search/?q=${encodeURIComponent(cold[i]!.q)}&limit=6`),
        cold.length,
        0,
      );
      const searchMix = await measure('GET search/ repeated mix', pid, database, (i) =>
        rest.get(`search/?q=${encodeURIComponent(SEARCH_MIX[i % SEARCH_MIX.length]!.q)}&limit=6`),
      );
      const searchListing = await measure('GET products?q=lipstick&limit=48 (results page)', pid, database, () => rest.get('products?q=lipstick&limit=48'));
      table('facets and search at this size (p95 target ≤ 30 ms)', [...facetRows, searchCold, searchMix, searchListing, baseline], baseline, showDb);
      const worstFacets = Math.max(...facetRows.map((r) => r.latency.p95));
      console.log(
        `facets p95 ≤ 30 ms: ${worstFacets <= 30 ? 'met' : 'NOT met'} (worst ${f(worstFacets, 1)} ms); search uncached p95 ≤ 30 ms: ${searchCold.latency.p95 <= 30 ? 'met' : 'NOT met'} (${f(searchCold.latency.p95, 1)} ms)`,
      );
    }
  } finally {
    await rest.close();
    await api.stop();
  }
}

const CATEGORIES = ['makeup', 'skincare', 'hair', 'fragrance'];
console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);

const small = freshDatabase('small');
try {
  await categoryPage('the seed as shipped', small, PORT, CATEGORIES, false);
} finally {
  small.drop();
}

if (COPIES > 0) {
  const large = freshDatabase('large');
  try {
    // A PGlite directory passed in is seeded once (the first run) and reused after.
    if (!large.env.DATA_DIR || !existsSync(join(large.env.DATA_DIR, 'PG_VERSION'))) {
      const started = performance.now();
      const env = { ...process.env, ...secrets, ...BENCH_TEST_PAYMENTS, ...large.env, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
      const seeded = spawnSync('node', [join(root, API_DIST, 'commands/seed-cli.js'), `--copies=${COPIES}`], { env, encoding: 'utf8' });
      if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
      console.log(`\n${seeded.stdout.trim()} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
    await categoryPage(`the seed grown ${COPIES}×`, large, PORT + 1, CATEGORIES, true);
  } finally {
    large.drop();
  }
}
console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
process.exit(0);
