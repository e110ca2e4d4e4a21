// `pnpm bench:lighthouse`: Lighthouse's mobile performance audit (issue 16 item 4: ≥ 95)
// of the home page, a category listing, a product page and the bag, against the production
// build there is (web/build, or WEB_BUILD_DIR) served on 127.0.0.1 with the built api and
// gateway. Lighthouse 12.2.3 (pinned: scores move between versions) is installed into a
// temporary directory at run time, never into the app's dependencies, and drives the
// system's Chromium. LIGHTHOUSE_RUNS=n audits each page n times and keeps the median run.
// LIGHTHOUSE_DIR=dir installs it there once and reuses it (kept after the run);
// LIGHTHOUSE_REPORTS=dir writes each run's whole JSON report there, to see why a page scores
// what it does.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { startStorefront, storefrontPages } from './storefront-weight.ts';

const LIGHTHOUSE = 'lighthouse@12.2.3';
// Lighthouse starts Chromium itself: headless, with the flags every launch of ours uses.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
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

function install(): { dir: string; cli: string; keep: boolean } {
  const keep = Boolean(process.env.LIGHTHOUSE_DIR);
  const dir = process.env.LIGHTHOUSE_DIR ?? mkdtempSync(join(tmpdir(), 'beauty-lighthouse-'));
  const cli = join(dir, 'node_modules/lighthouse/cli/index.js');
  const installed = existsSync(join(dir, 'node_modules/lighthouse/package.json'));
  if (!installed) {
    console.log(`installing ${LIGHTHOUSE} into ${dir}…`);
    execFileSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error', LIGHTHOUSE], { stdio: 'inherit' });
  }
  return { dir, cli, keep };
}

/** One audit with Lighthouse's defaults: the mobile form factor, simulated slow 4G and CPU. */
function audit(cli: string, url: string, reportPath?: string): Audit {
  const out = execFileSync(
    'node',
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-path=${CHROMIUM_PATH}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (reportPath) writeFileSync(reportPath, out);
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

const { dir, cli, keep } = install();
const reports = process.env.LIGHTHOUSE_REPORTS;
if (reports) mkdirSync(reports, { recursive: true });
const storefront = await startStorefront(Number(process.env.LIGHTHOUSE_BASE_PORT ?? 4864));
try {
  const pages = [...(await storefrontPages(storefront.url)), { name: 'bag', path: '/cart' }];
  // One unmeasured visit each: the server's caches are warm, as on a shop that is open.
  for (const page of pages) await fetch(`${storefront.url}${page.path}`);
  const rows: string[] = [];
  for (const page of pages) {
    const runs = Array.from({ length: RUNS }, (_, run) =>
      audit(cli, `${storefront.url}${page.path}`, reports ? join(reports, `${page.name}-${run + 1}.json`) : undefined),
    );
    const { score, lcpMs, tbtMs, cls } = median(runs);
    rows.push(`| ${page.name} (${page.path}) | ${score} | ${(lcpMs / 1000).toFixed(2)} | ${Math.round(tbtMs)} | ${cls.toFixed(3)} |`);
  }
  console.log(`\nLighthouse 12.2.3, mobile, performance (target ≥ 95), median of ${RUNS}:\n`);
  console.log('| page | score | LCP s | TBT ms | CLS |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await storefront.stop();
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
