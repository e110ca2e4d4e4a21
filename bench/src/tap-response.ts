// A mid-range phone's view of the shop: on a 390 px screen with the CPU slowed 6× and a
// slow-4G network, how long after the first paint a tap is answered. Each tap is made the
// moment the page is painted, as an impatient shopper does, and timed until the shopper can
// see the answer: the bag's count, the menu drawer, the search field, the filter sheet.
// Then, on a hydrated listing, a tap on a product card until the product page is painted
// inside the app. Medians of TAP_RUNS cold loads (5 by default).
//
// With TAP_BASELINE_DIR (another web build, e.g. main's), both builds are served side by
// side and measured in turns, so a change is told from the machine's noise (decision 0120).
// A benchmark, never a timed test: e2e/early-taps.spec.ts checks that each tap is answered.
import { chromium, type Browser, type Page } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { startStorefront, storefrontPages, type Storefront } from './storefront-weight.ts';
import { median } from './stats.ts';

const CPU_SLOWDOWN = 6;
// Lighthouse's slow 4G as DevTools applies it: 150 ms round trips and 1.6 Mbps down, with
// DevTools' own factors (3.75× latency, 0.9× throughput) for request-level throttling.
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1_474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

// The page's globals, as the bench (compiled without the DOM's types) sees them.
type PageGlobals = {
  performance: { now(): number; getEntriesByName(name: string): Array<{ startTime: number }> };
  document: { querySelector(selector: string): { textContent: string | null; checkVisibility(): boolean } | null };
};

/** What the shopper sees once a tap is answered: the element shown, or showing this text. */
interface Answer {
  selector: string;
  text?: string;
}

interface Tap {
  name: string;
  /** Which of the storefront's pages it is made on. */
  on: 'home' | 'listing' | 'product';
  selector: string;
  answer: Answer;
}

const TAPS: Tap[] = [
  { name: 'Add to bag', on: 'product', selector: '.purchase__add', answer: { selector: '[data-testid="bag-count"]', text: '1' } },
  { name: 'the menu', on: 'home', selector: '[data-testid="menu-button"]', answer: { selector: '[data-testid="menu-drawer"]' } },
  { name: 'search', on: 'home', selector: '[data-testid="search-toggle"]', answer: { selector: '#site-search' } },
  { name: 'the filter sheet', on: 'listing', selector: '[data-testid="filter-sort-button"]', answer: { selector: '[role="dialog"] select' } },
];

/** Waits until the answer shows; says when, in the page's performance.now(). Runs in the page, so it stands alone. */
async function answeredAt(tab: Page, answer: Answer): Promise<number> {
  const handle = await tab.waitForFunction(
    ({ selector, text }) => {
      const page = globalThis as unknown as PageGlobals;
      const element = page.document.querySelector(selector);
      const shown = element && (text === undefined ? element.checkVisibility() : element.textContent === text);
      return shown ? page.performance.now() : false;
    },
    answer,
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await handle.jsonValue());
}

async function phoneTab(browser: Browser): Promise<{ tab: Page; close: () => Promise<void> }> {
  const context = await browser.newContext(PHONE);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { tab, close: () => context.close() };
}

/** One cold load; the tap is made at the first paint. Milliseconds from that paint until the answer shows. */
async function timeTap(browser: Browser, url: string, tap: Tap): Promise<number> {
  const { tab, close } = await phoneTab(browser);
  try {
    await tab.goto(url, { waitUntil: 'commit' });
    const paint = await tab.waitForFunction(
      () => (globalThis as unknown as PageGlobals).performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false,
      null,
      { polling: 'raf', timeout: 60_000 },
    );
    const paintedAt = Number(await paint.jsonValue());
    await tab.locator(tap.selector).first().tap();
    return (await answeredAt(tab, tap.answer)) - paintedAt;
  } finally {
    await close();
  }
}

/** On a hydrated listing: milliseconds from a tap on the first product card until the product page is painted inside the app. */
async function timeCardToProduct(browser: Browser, url: string): Promise<number> {
  const { tab, close } = await phoneTab(browser);
  try {
    await tab.goto(url);
    await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    const tappedAt = await tab.evaluate(() => (globalThis as unknown as PageGlobals).performance.now());
    await tab.locator('.product-card a').first().tap();
    // The listing has no purchase box: once it shows, the product page is painted.
    return (await answeredAt(tab, { selector: '.purchase__add' })) - tappedAt;
  } finally {
    await close();
  }
}

async function main() {
  const runs = Number(process.env.TAP_RUNS ?? 5);
  const baselineDir = process.env.TAP_BASELINE_DIR;
  const ours = await startStorefront(4890);
  const builds: Array<{ name: string; storefront: Storefront }> = [{ name: 'this build', storefront: ours }];
  if (baselineDir) builds.push({ name: 'baseline', storefront: await startStorefront(4900, baselineDir) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const paths = Object.fromEntries((await storefrontPages(ours.url)).map((page) => [page.name, page.path]));
    const measures = [
      ...TAPS.map((tap) => ({ name: `${tap.name} (${paths[tap.on]})`, time: (base: string) => timeTap(browser, base + paths[tap.on], tap) })),
      { name: `product card → product page (${paths.listing})`, time: (base: string) => timeCardToProduct(browser, base + paths.listing) },
    ];
    const times = new Map<string, number[]>();
    // In turns: each round times every tap once on each build.
    for (let round = 0; round < runs; round++) {
      for (const measure of measures) {
        for (const build of builds) {
          const key = `${build.name}|${measure.name}`;
          times.set(key, [...(times.get(key) ?? []), await measure.time(build.storefront.url)]);
        }
      }
    }
    console.log(`\nA tap answered on a 390 px phone, CPU slowed ${CPU_SLOWDOWN}×, slow 4G; medians of ${runs} cold loads (goal ≤ 1,000 ms):\n`);
    console.log('| tap | build | ms until answered | all runs |');
    console.log('|---|---|---|---|');
    for (const measure of measures) {
      for (const build of builds) {
        const of = times.get(`${build.name}|${measure.name}`) ?? [];
        console.log(`| ${measure.name} | ${build.name} | ${median(of).toFixed(0)} | ${of.map((ms) => ms.toFixed(0)).join(', ')} |`);
      }
      if (baselineDir) {
        const mine = median(times.get(`this build|${measure.name}`) ?? []);
        const theirs = median(times.get(`baseline|${measure.name}`) ?? []);
        console.log(`| ${measure.name} | ratio | ${theirs > 0 ? (mine / theirs).toFixed(2) : 'n/a'}× of the baseline's | |`);
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) await build.storefront.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
