#!/usr/bin/env node
// How long a newcomer waits: a clean clone of this checkout's HEAD, `pnpm install` with an
// empty package store (every package fetched from the registry), then `pnpm start` until the
// storefront's home page answers. Prints each step's time and the total (README, "First ten
// minutes", keeps the figure). Nothing of this checkout is touched: the clone, its store and
// its data live in a temporary folder, removed at the end.
//   node scripts/first-page.mjs [--keep]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './supported-node.mjs';

requireSupportedNode();
const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'first-page-'));
const clone = join(scratch, 'shop');
const PROJECT_VARIABLE =
  /^(DATABASE_URL|REDIS_URL|TEST_|E2E_|NODE_ENV|APP_ENV|SANDBOX_ENABLED|DATA_DIR|MAIL_DIR|LOG_|CODEGEN_DONE|CI$|[A-Z]+_PORT$|[A-Z_]+_SECRET$|KIOSK_)/;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A port nobody listens on now. */
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(String(port)));
    });
  });

const steps = [];
const began = performance.now();
function timed(name, run) {
  const start = performance.now();
  run();
  steps.push([name, performance.now() - start]);
}

let shop;
try {
  timed('clone', () => execFileSync('git', ['clone', '--quiet', '--no-local', root, clone]));
  // The machine's environment (its registry and certificates) without the project's own
  // settings: no server database or cache, no ports, modes or secrets of another run.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !PROJECT_VARIABLE.test(name)));
  env.TERM = 'dumb';
  timed('install (empty package store)', () =>
    execFileSync('npx', ['-y', 'pnpm@10', 'install', '--frozen-lockfile', '--store-dir', join(scratch, 'store')], {
      cwd: clone,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const [webPort, gatewayPort, apiPort] = [await freePort(), await freePort(), await freePort()];
  const startedAt = performance.now();
  shop = spawn('npx', ['-y', 'pnpm@10', 'start'], {
    cwd: clone,
    env: { ...env, WEB_PORT: webPort, GATEWAY_PORT: gatewayPort, API_PORT: apiPort, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let buildEnded = null;
  let output = '';
  const watch = (chunk) => {
    output += chunk;
    if (buildEnded === null && output.includes('[start]')) buildEnded = performance.now();
  };
  shop.stdout.on('data', watch);
  shop.stderr.on('data', watch);
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (shop.exitCode !== null) throw new Error(`pnpm start exited (${shop.exitCode}):\n${output.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error('no first page within 10 minutes');
    const page = await fetch(`http://127.0.0.1:${webPort}/`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
    if (page?.ok && (await page.text()).includes('</html>')) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const now = performance.now();
  steps.push(['build (codegen and every package)', (buildEnded ?? now) - startedAt]);
  steps.push(['start (migrate, seed, services ready, first page)', now - (buildEnded ?? now)]);
  for (const [name, ms] of steps) console.log(`${name.padEnd(52)} ${seconds(ms)}`);
  console.log(`${'clean clone to first page'.padEnd(52)} ${seconds(now - began)}`);
} finally {
  if (shop && shop.exitCode === null) process.kill(-shop.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  if (!process.argv.includes('--keep')) rmSync(scratch, { recursive: true, force: true });
}
