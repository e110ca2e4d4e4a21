// `pnpm bench:weight`: what a shopper's browser downloads to show the home page, a category
// listing and a product page (issue 16 item 4: initial JS ≤ 150 KB gzip). It builds nothing:
// it serves the production build there is (web/build, or WEB_BUILD_DIR) with the built api
// and gateway (scripts/start.mjs), opens each page in a fresh Chromium (cold cache) and sums
// the gzip size of every script and stylesheet the page asked for until it had loaded and
// hydrated. What it fetches later (until the network is quiet) is printed beside it: what
// is deferred on purpose (the error-reporting SDK, code for what the shopper opens).
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const TARGET_JS_KB = 150;

export interface Storefront {
  url: string;
  stop(): Promise<void>;
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the stack exited with ${child.exitCode} before ${url} was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} not ready`);
}

/**
 * api, gateway and web from their builds on a fresh embedded database, as `pnpm start` runs
 * them (the web in production mode). Ports base (web), base+1 (gateway), base+2 (api).
 * With a SENTRY_DSN the page carries error reporting, as in production; the DSN's host
 * need not listen: nothing is reported on a page that works.
 */
export async function startStorefront(base = 4860, build = process.env.WEB_BUILD_DIR ?? join(root, 'web/build')): Promise<Storefront> {
  const buildDir = resolve(build);
  // The services find each other on these ports, not on URLs set for another stack.
  const { API_URL: _api, GATEWAY_URL: _gateway, ...inherited } = process.env;
  const child = spawn('node', [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...inherited,
      WEB_PORT: String(base),
      GATEWAY_PORT: String(base + 1),
      API_PORT: String(base + 2),
      WEB_BUILD_DIR: buildDir,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'beauty-weight-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      KIOSK_STORE: '',
      LOG_LEVEL: 'warn',
      // Port 9 (discard): nothing listens, nothing needs to.
      SENTRY_DSN: process.env.SENTRY_DSN ?? 'http://public@127.0.0.1:9/1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: stop() ends start.mjs and the three services it started.
    detached: true,
  });
  const url = `http://127.0.0.1:${base}`;
  try {
    await waitReady(`${url}/healthz`, child);
    await waitReady(`${url}/`, child);
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    throw error;
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    },
  };
}

export interface StorefrontPage {
  name: string;
  path: string;
}

/** Home, a category listing and a product page (the listing's first product). */
export async function storefrontPages(url: string): Promise<StorefrontPage[]> {
  const listing = '/pages/categories/makeup';
  const html = await (await fetch(`${url}${listing}`)).text();
  const product = html.match(/href="(\/products\/[^"?#]+)/)?.[1];
  if (!product) throw new Error(`${listing} links to no product`);
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: listing },
    { name: 'product', path: product },
  ];
}

interface Fetched {
  url: string;
  kind: 'script' | 'stylesheet' | 'document' | 'other';
  gzipBytes: number;
  afterLoad: boolean;
}

export interface PageWeight {
  page: string;
  path: string;
  jsKb: number;
  cssKb: number;
  /** The HTML itself: it carries the page's CSS inline (decision 0120) and its data. */
  htmlKb: number;
  requests: number;
  laterJsKb: number;
  scripts: Array<{ url: string; kb: number }>;
}

const kb = (bytes: number) => bytes / 1024;

// Runs in the page before the document exists (the bench compiles without the DOM's types,
// hence a string): records when root.tsx marks <html data-hydrated>, in performance.now().
export const RECORD_HYDRATION = `new MutationObserver((_, observer) => {
  if (!document.documentElement?.dataset.hydrated) return;
  window.__hydratedAt = performance.now();
  observer.disconnect();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });`;

// The page's globals, as the bench (compiled without the DOM's types) sees them.
type PageGlobals = { __hydratedAt?: number; performance: { timeOrigin: number; getEntriesByType(type: string): Array<{ loadEventEnd?: number }> } };

/** After `addInitScript(RECORD_HYDRATION)`: waits for hydration and says when it ended, in performance.now(). */
export async function hydratedAt(tab: Page): Promise<number> {
  // Functions, not strings: the shop's CSP forbids eval.
  await tab.waitForFunction(() => (globalThis as unknown as PageGlobals).__hydratedAt !== undefined, null, { timeout: 30_000 });
  return tab.evaluate(() => (globalThis as unknown as PageGlobals).__hydratedAt ?? 0);
}

/**
 * One page in a fresh context (cold cache). Initial = every response to a request the page
 * started before it had both loaded and hydrated, whichever came later: what it needs to
 * work. Later = what it fetched after that until the network was quiet.
 */
export async function weighPage(browser: Browser, base: string, page: StorefrontPage): Promise<PageWeight> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.addInitScript({ content: RECORD_HYDRATION });
  const bodies: Array<Promise<{ url: string; kind: Fetched['kind']; gzipBytes: number; startedAt: number } | undefined>> = [];
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    const kind: Fetched['kind'] = type === 'script' ? 'script' : type === 'stylesheet' ? 'stylesheet' : type === 'document' ? 'document' : 'other';
    const startedAt = response.request().timing().startTime;
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), kind, gzipBytes: gzipSync(body).length, startedAt }),
        () => undefined,
      ),
    );
  });
  await tab.goto(`${base}${page.path}`, { waitUntil: 'load' });
  await hydratedAt(tab);
  await tab.waitForLoadState('networkidle').catch(() => {});
  // Both in the page's clock: milliseconds since its navigation started.
  const settledAt = await tab.evaluate(() => {
    const page = globalThis as unknown as PageGlobals;
    return Math.max(page.performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0, page.__hydratedAt ?? 0);
  });
  const origin = await tab.evaluate(() => (globalThis as unknown as PageGlobals).performance.timeOrigin);
  const fetched: Fetched[] = [];
  for (const body of await Promise.all(bodies)) {
    // timing().startTime is epoch milliseconds; the page's clock starts at timeOrigin.
    if (body) fetched.push({ url: body.url, kind: body.kind, gzipBytes: body.gzipBytes, afterLoad: body.startedAt - origin > settledAt });
  }
  await context.close();

  const onLoad = fetched.filter((f) => !f.afterLoad);
  const sum = (list: Fetched[]) => kb(list.reduce((total, f) => total + f.gzipBytes, 0));
  const scripts = onLoad.filter((f) => f.kind === 'script');
  return {
    page: page.name,
    path: page.path,
    jsKb: sum(scripts),
    cssKb: sum(onLoad.filter((f) => f.kind === 'stylesheet')),
    htmlKb: sum(onLoad.filter((f) => f.kind === 'document')),
    requests: onLoad.length,
    laterJsKb: sum(fetched.filter((f) => f.afterLoad && f.kind === 'script')),
    scripts: scripts.map((f) => ({ url: new URL(f.url).pathname, kb: kb(f.gzipBytes) })).sort((a, b) => b.kb - a.kb),
  };
}

async function main() {
  const storefront = await startStorefront(Number(process.env.WEIGHT_BASE_PORT ?? 4860));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const weights: PageWeight[] = [];
    for (const page of await storefrontPages(storefront.url)) weights.push(await weighPage(browser, storefront.url, page));
    console.log(`\nInitial weight (fetched until the page had loaded and hydrated, gzip), target JS ≤ ${TARGET_JS_KB} KB:\n`);
    console.log('| page | JS gzip KB | CSS gzip KB (linked) | HTML gzip KB (CSS inline) | requests | JS later KB | JS within target |');
    console.log('|---|---|---|---|---|---|---|');
    for (const w of weights) {
      const ok = w.jsKb <= TARGET_JS_KB ? 'yes' : `no (+${(w.jsKb - TARGET_JS_KB).toFixed(1)})`;
      console.log(
        `| ${w.page} (${w.path}) | ${w.jsKb.toFixed(1)} | ${w.cssKb.toFixed(1)} | ${w.htmlKb.toFixed(1)} | ${w.requests} | ${w.laterJsKb.toFixed(1)} | ${ok} |`,
      );
    }
    if (process.env.WEIGHT_VERBOSE) {
      for (const w of weights) {
        console.log(`\n${w.page}: scripts by size`);
        for (const s of w.scripts) console.log(`  ${s.kb.toFixed(1).padStart(6)} KB  ${s.url}`);
      }
    }
  } finally {
    await browser.close();
    await storefront.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
