// `pnpm --filter @beauty/bench bench:search`: search on a catalogue grown to 50,000
// products (issue 3 "Speed"). Seeds a fresh embedded database with --copies=50, starts the
// built api on it, and prints the p50/p95/p99 of GET search/ over a mix of queries
// (English, a typo that needs a correction, Thai, Chinese, no match, a prefix being typed)
// beside the same figures for a plain indexed lookup (GET products/{id}, a primary-key
// read through the same stack) measured in the same run, and their ratio; and the p95 of a
// category's facets (GET products/filters/), computed in SQL, at that size.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { restClient } from './clients.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const COPIES = Number(process.env.BENCH_COPIES ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 800);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const PORT = Number(process.env.BENCH_BASE_PORT ?? 4250);
const QUERIES = ['lipstick', 'mascra', 'fenty beauty', 'ลิปสติก', '口紅', 'vitamin c serum', 'qwxzqj', 'masc', 'ครีมกันแดด', 'hyaluronic'];

const dataDir = mkdtempSync(join(tmpdir(), 'beauty-search-bench-'));
// Production mode wants a token secret; this run's own, thrown away with its database.
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production', AUTH_JWT_SECRET: randomBytes(32).toString('hex') };

const seedStarted = performance.now();
const seeded = spawnSync('node', [join(root, 'api/dist/catalog/seed/seed-cli.js'), `--copies=${COPIES}`], { env, encoding: 'utf8' });
if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
const seedSeconds = (performance.now() - seedStarted) / 1000;

const api = spawn('node', [join(root, 'api/dist/server.js')], { env: { ...env, API_PORT: String(PORT) }, stdio: ['ignore', 'ignore', 'inherit'] });
const url = `http://127.0.0.1:${PORT}`;
for (let ready = false; !ready; ) {
  try {
    ready = (await fetch(`${url}/readyz`)).ok;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}
const rest = restClient(url);

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

async function measure(call: (i: number) => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < 50; i++) await call(i); // warm-up
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t = performance.now();
        await call(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), perSecond: latencies.length / elapsed };
}

try {
  const total = (await rest.get<{ total: number }>('products?limit=1')).total;
  const ids = (await rest.get<{ products: { id: string }[] }>('products?limit=96&sort=newest')).products.map((p) => p.id);
  const hits = await Promise.all(QUERIES.map(async (q) => [q, (await rest.get<{ total: number; correctedQuery: string | null }>(`search/?q=${encodeURIComponent(q)}`))] as const));
  const search = await measure((i) => rest.get(`search/?q=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}&limit=6`));
  const facets = await measure((i) => rest.get(`products/filters/?category=${['makeup', 'skincare', 'hair'][i % 3]}${i % 2 ? '&others=vegan' : ''}`));
  const lookup = await measure((i) => rest.get(`products/${ids[i % ids.length]}`));
  const f = (n: number) => n.toFixed(1);
  console.log(`\ncatalogue: ${total.toLocaleString('en')} products (seeded in ${seedSeconds.toFixed(0)} s); ${REQUESTS} requests per row, ${CONCURRENCY} concurrent; ms`);
  console.log('| request | p50 | p95 | p99 | req/s |');
  console.log('|---|---|---|---|---|');
  console.log(`| GET search/ (query mix) | ${f(search.p50)} | ${f(search.p95)} | ${f(search.p99)} | ${search.perSecond.toFixed(0)} |`);
  console.log(`| GET products/filters/ (a category's facets) | ${f(facets.p50)} | ${f(facets.p95)} | ${f(facets.p99)} | ${facets.perSecond.toFixed(0)} |`);
  console.log(`| GET products/{id} (baseline: primary-key lookup) | ${f(lookup.p50)} | ${f(lookup.p95)} | ${f(lookup.p99)} | ${lookup.perSecond.toFixed(0)} |`);
  console.log(`| ratio search / baseline | ${(search.p50 / lookup.p50).toFixed(2)}x | ${(search.p95 / lookup.p95).toFixed(2)}x | ${(search.p99 / lookup.p99).toFixed(2)}x | |`);
  console.log('\nqueries: ' + hits.map(([q, r]) => `${q} → ${r.total}${r.correctedQuery ? ` (did you mean "${r.correctedQuery}")` : ''}`).join('; '));
} finally {
  await rest.close();
  api.kill();
}
process.exit(0);
