// How long the page's main thread is blocked after its first paint, on a CPU slowed 4× as
// Lighthouse's phone is: the sum, over every task longer than 50 ms between the first
// contentful paint and hydration's end, of the time past 50 ms (Lighthouse's "total blocking
// time", read from a real trace instead of simulated). Lighthouse's own figure moved by
// ±300 ms between runs here; this one is steadier, and it names the tasks.
//
// With MAIN_THREAD_BASELINE_DIR (another web build, e.g. main's), both builds are served side
// by side and measured in turns, so a change is told from the machine's noise (decision 0120).
import { chromium, type Browser } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hydratedAt, RECORD_HYDRATION, startStorefront, storefrontPages, type Storefront, type StorefrontPage } from './storefront-weight.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { median } from './stats.ts';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
}

export interface MainThreadLoad {
  blockingMs: number;
  longestMs: number;
  hydratedMs: number;
}

/** One cold load of a page, traced. */
export async function traceLoad(browser: Browser, url: string): Promise<MainThreadLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const dir = mkdtempSync(join(tmpdir(), 'beauty-main-thread-'));
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_HYDRATION });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const path = join(dir, 'trace.json');
    await browser.startTracing(page, { path, categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    await page.goto(url);
    const hydratedMs = await hydratedAt(page);
    // What hydration's last effects and the first lazy chunks do, too.
    await page.waitForTimeout(1_000);
    await browser.stopTracing();
    const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const paint = events.find((event) => event.name === 'firstContentfulPaint');
    const parse = events.find((event) => event.name === 'ParseHTML');
    if (!paint || !parse) throw new Error(`${url}: the trace has no first contentful paint`);
    const fcpMs = (await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0].startTime`)) as number;
    // The page's clock starts fcpMs before the paint's trace timestamp.
    const pageStart = paint.ts - fcpMs * 1000;
    const end = pageStart + (hydratedMs + 1_000) * 1000;
    const tasks = events.filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && event.tid === parse.tid && event.pid === parse.pid && event.ts >= paint.ts && event.ts <= end,
    );
    const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
    return {
      blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
      longestMs: Math.max(0, ...durations),
      hydratedMs,
    };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const runs = Number(process.env.MAIN_THREAD_RUNS ?? 5);
  const baselineDir = process.env.MAIN_THREAD_BASELINE_DIR;
  const builds: Array<{ name: string; storefront: Storefront }> = [];
  builds.push({ name: 'this build', storefront: await startStorefront(4870) });
  if (baselineDir) builds.push({ name: 'baseline', storefront: await startStorefront(4880, baselineDir) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const pages: StorefrontPage[] = [...(await storefrontPages(builds[0]!.storefront.url)), { name: 'bag', path: '/cart' }];
    const loads = new Map<string, MainThreadLoad[]>();
    // In turns: each round loads every page once from each build.
    for (let round = 0; round < runs; round++) {
      for (const page of pages) {
        for (const build of builds) {
          const key = `${build.name}|${page.name}`;
          loads.set(key, [...(loads.get(key) ?? []), await traceLoad(browser, build.storefront.url + page.path)]);
        }
      }
    }
    console.log(`\nMain thread after the first contentful paint, CPU slowed ${CPU_SLOWDOWN}×, medians of ${runs} cold loads:\n`);
    console.log('| page | build | blocking ms | longest task ms | hydrated at ms |');
    console.log('|---|---|---|---|---|');
    for (const page of pages) {
      for (const build of builds) {
        const of = loads.get(`${build.name}|${page.name}`)!;
        console.log(
          `| ${page.name} (${page.path}) | ${build.name} | ${median(of.map((l) => l.blockingMs)).toFixed(0)} | ${median(of.map((l) => l.longestMs)).toFixed(0)} | ${median(of.map((l) => l.hydratedMs)).toFixed(0)} |`,
        );
      }
      if (baselineDir) {
        const ours = median(loads.get(`this build|${page.name}`)!.map((l) => l.blockingMs));
        const theirs = median(loads.get(`baseline|${page.name}`)!.map((l) => l.blockingMs));
        console.log(`| ${page.name} | ratio | ${theirs > 0 ? (ours / theirs).toFixed(2) : 'n/a'}× of the baseline's | | |`);
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) await build.storefront.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
