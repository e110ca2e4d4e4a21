// `pnpm bench:lighthouse`: Lighthouse's mobile performance audit (issue 16 item 4: ≥ 95)
// of the home page, a category listing, a product page and the bag, against the production
// build there is (web/build, or WEB_BUILD_DIR) served on 127.0.0.1 with the built api and
// gateway. Lighthouse 12.2.3 (pinned: scores move between versions) is installed into a
// temporary directory at run time, never into the app's dependencies, and drives the
// system's Chromium. LIGHTHOUSE_RUNS=n audits each page n times and keeps the median run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStorefront, storefrontPages } from './storefront-weight.ts';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));

interface Audit {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

function install(): { dir: string; cli: string } {
  const dir = mkdtempSync(join(tmpdir(), 'beauty-lighthouse-'));
  console.log(`installing ${LIGHTHOUSE} into ${dir}…`);
  execFileSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error', LIGHTHOUSE], { stdio: 'inherit' });
  return { dir, cli: join(dir, 'node_modules/lighthouse/cli/index.js') };
}

/** One audit with Lighthouse's defaults: the mobile form factor, simulated slow 4G and CPU. */
function audit(cli: string, url: string): Audit {
  const out = execFileSync(
    'node',
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(out) as Report;
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const median = (runs: Audit[]) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;

const { dir, cli } = install();
const storefront = await startStorefront(Number(process.env.LIGHTHOUSE_BASE_PORT ?? 4864));
try {
  const pages = [...(await storefrontPages(storefront.url)), { name: 'bag', path: '/cart' }];
  // One unmeasured visit each: the server's caches are warm, as on a shop that is open.
  for (const page of pages) await fetch(`${storefront.url}${page.path}`);
  const rows: string[] = [];
  for (const page of pages) {
    const runs = Array.from({ length: RUNS }, () => audit(cli, `${storefront.url}${page.path}`));
    const { score, lcpMs, tbtMs, cls } = median(runs);
    rows.push(`| ${page.name} (${page.path}) | ${score} | ${(lcpMs / 1000).toFixed(2)} | ${Math.round(tbtMs)} | ${cls.toFixed(3)} |`);
  }
  console.log(`\nLighthouse 12.2.3, mobile, performance (target ≥ 95), median of ${RUNS}:\n`);
  console.log('| page | score | LCP s | TBT ms | CLS |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await storefront.stop();
  rmSync(dir, { recursive: true, force: true });
}
