// `pnpm --filter @beauty/bench bench:search`: search on a catalogue grown to 50,000
// products (issue 3 "Speed"). Seeds a database with --copies=50, starts the built api on
// it, and prints the p50/p95/p99 of GET search/ per kind of query (search-mix.ts) and
// overall, beside the same figures for a plain indexed lookup (GET products/{id}, a
// primary-key read through the same stack) measured in the same run, and their ratio;
// and a category's facets (GET products/filters/), computed in SQL, at that size.
// The api keeps the catalogue's part of recent answers (api/src/search/search-cache.ts),
// so the repeated mix measures the overlay as shoppers meet it for common queries; the
// first table sends queries the api has never seen, each once (prefixes as typed, typos,
// Thai, Chinese, no match), which the cache cannot help.
//
// The engine is the api's default, embedded PGlite, in a fresh directory (BENCH_DATA_DIR
// reuses one already seeded), or a Postgres server with BENCH_DATABASE_URL (seeded there
// unless it already holds the same seed). BENCH_CONCURRENCY lists the concurrency levels
// ("1,4"): 1 is the latency a shopper gets; PGlite runs one statement at a time, so at 4
// most of the latency is queueing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomSecrets } from '../../scripts/secrets.mjs';
import { BENCH_TEST_PAYMENTS } from './test-payments.ts';
import { restClient } from './clients.ts';
import { coldQueries, measureTagged, percentiles, SEARCH_KINDS, SEARCH_MIX, type Percentiles } from './search-mix.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const COPIES = Number(process.env.BENCH_COPIES ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 800);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? '1,4').split(',').map(Number);
const PORT = Number(process.env.BENCH_BASE_PORT ?? 4250);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';

// A fresh PGlite directory of our own, removed at the end; none for Postgres.
const ownDataDir = !process.env.BENCH_DATA_DIR && !DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR || (ownDataDir ? mkdtempSync(join(tmpdir(), 'beauty-search-bench-')) : '');
// Production mode wants every secret (decision 0051); this run's own.
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...randomSecrets(), ...BENCH_TEST_PAYMENTS };
const engine = DATABASE_URL ? `Postgres (${new URL(DATABASE_URL).host}${new URL(DATABASE_URL).pathname})` : `PGlite, embedded (the default; ${dataDir})`;

const seedStarted = performance.now();
const seeded = spawnSync('node', [join(root, 'api/dist/commands/seed-cli.js'), `--copies=${COPIES}`], { env, encoding: 'utf8' });
if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
const seedNote = `${seeded.stdout.trim()} (${((performance.now() - seedStarted) / 1000).toFixed(0)} s)`;

const api = spawn('node', [join(root, 'api/dist/server.js')], { env: { ...env, API_PORT: String(PORT) }, stdio: ['ignore', 'ignore', 'inherit'] });
const exited = new Promise((r) => api.once('exit', r));
const url = `http://127.0.0.1:${PORT}`;
for (let ready = false; !ready; ) {
  if (api.exitCode !== null) throw new Error(`the api exited with ${api.exitCode}`);
  try {
    ready = (await fetch(`${url}/readyz`)).ok;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}
const rest = restClient(url);

const f = (n: number) => n.toFixed(1);
const row = (name: string, p: Percentiles, perSecond?: number) =>
  `| ${name} | ${f(p.p50)} | ${f(p.p95)} | ${f(p.p99)} | ${perSecond === undefined ? '' : perSecond.toFixed(0)} |`;

try {
  const total = (await rest.get<{ total: number }>('products?limit=1')).total;
  const ids = (await rest.get<{ products: { id: string }[] }>('products?limit=96&sort=newest')).products.map((p) => p.id);
  console.log(`\nengine: ${engine}\ncatalogue: ${total.toLocaleString('en')} products; ${seedNote}; ${REQUESTS} requests per row; ms`);

  // Before anything else has warmed the answer cache; 1 at a time, each query once, after
  // warming the api's code and the database's buffers on other queries.
  const cold = coldQueries();
  const warm = ['gloss', 'palette', 'brush', 'mask', 'cream', 'balm', 'mist', 'gel', 'powder', 'glow'];
  for (let i = 0; i < 60; i++) await rest.get(`search/?q=${encodeURIComponent(i < 40 ? `${warm[i % 10]} ${'xyz'[i % 3]}` : `${warm[i % 10]}`)}`);
  const coldRun = await measureTagged(
    async (i) => {
      const { kind, q } = cold[i]!;
      await rest.get(`search/?q=${encodeURIComponent(q)}&limit=6`);
      return kind;
    },
    cold.length,
    1,
    0,
  );
  const coldOverall = percentiles(coldRun.all);
  console.log(`\nnew queries, each sent once (${cold.length}), 1 at a time: the uncached path`);
  console.log('| request | p50 | p95 | p99 | req/s |');
  console.log('|---|---|---|---|---|');
  for (const kind of SEARCH_KINDS)
    console.log(row(`GET search/ ${kind} (${coldRun.byTag.get(kind)?.length ?? 0})`, percentiles(coldRun.byTag.get(kind) ?? [])));
  console.log(row('**GET search/ overall, uncached**', coldOverall, coldRun.perSecond));
  console.log(`uncached search p95 < 30 ms: ${coldOverall.p95 < 30 ? 'met' : 'NOT met'} (${f(coldOverall.p95)} ms)`);

  const hits = [];
  for (const { q } of SEARCH_MIX)
    hits.push([q, await rest.get<{ total: number; correctedQuery: string | null }>(`search/?q=${encodeURIComponent(q)}`)] as const);
  for (const concurrency of LEVELS) {
    const search = await measureTagged(
      async (i) => {
        const { kind, q } = SEARCH_MIX[i % SEARCH_MIX.length]!;
        await rest.get(`search/?q=${encodeURIComponent(q)}&limit=6`);
        return kind;
      },
      REQUESTS,
      concurrency,
    );
    const lookup = await measureTagged(
      async (i) => {
        await rest.get(`products/${ids[i % ids.length]}`);
        return 'lookup';
      },
      REQUESTS,
      concurrency,
    );
    // Facets are slow and not this bench's target: a quarter of the requests.
    const facets = await measureTagged(
      async (i) => {
        await rest.get(`products/filters/?category=${['makeup', 'skincare', 'hair'][i % 3]}${i % 2 ? '&others=vegan' : ''}`);
        return 'facets';
      },
      Math.ceil(REQUESTS / 4),
      concurrency,
    );

    const overall = percentiles(search.all);
    const baseline = percentiles(lookup.all);
    console.log(`\nthe query mix repeated, ${concurrency} concurrent`);
    console.log('| request | p50 | p95 | p99 | req/s |');
    console.log('|---|---|---|---|---|');
    for (const kind of SEARCH_KINDS) console.log(row(`GET search/ ${kind}`, percentiles(search.byTag.get(kind) ?? [])));
    console.log(row('**GET search/ overall (query mix)**', overall, search.perSecond));
    console.log(row('GET products/{id} (baseline: primary-key lookup)', baseline, lookup.perSecond));
    console.log(
      `| ratio search overall / baseline | ${(overall.p50 / baseline.p50).toFixed(2)}x | ${(overall.p95 / baseline.p95).toFixed(2)}x | ${(overall.p99 / baseline.p99).toFixed(2)}x | |`,
    );
    console.log(row("GET products/filters/ (a category's facets)", percentiles(facets.all), facets.perSecond));
    console.log(`search p95 target < 30 ms: ${overall.p95 < 30 ? 'met' : 'NOT met'} (${f(overall.p95)} ms)`);
  }
  console.log('\nqueries: ' + hits.map(([q, r]) => `${q} → ${r.total}${r.correctedQuery ? ` (did you mean "${r.correctedQuery}")` : ''}`).join('; '));
} finally {
  await rest.close();
  api.kill();
  // A fresh 50,000-product database is ~1.6 GB on disk: remove ours (never one passed in).
  if (ownDataDir) {
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(0);
