#!/usr/bin/env node
// `pnpm reset`: wipes this install's local data (the embedded database, its mails) and seeds
// it again, so a newcomer who has played with the shop gets the first day's shop back. The
// secrets in .data/secrets.env stay (they are this install's settings, not its data).
// It refuses production, a Postgres server (DATABASE_URL: drop that database yourself) and a
// running shop (PGlite takes one process at a time).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appEnvironment } from './environments.mjs';
import { requireSupportedNode } from './supported-node.mjs';

requireSupportedNode();
const root = fileURLToPath(new URL('..', import.meta.url));
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const stop = (line) => {
  console.error(`[reset] ${line}`);
  process.exit(1);
};

let environment;
try {
  environment = appEnvironment(process.env);
} catch (error) {
  stop(error.message);
}
if (environment === 'production') stop('refused: this is a production environment');
if (process.env.DATABASE_URL?.trim()) stop('refused: DATABASE_URL names a server database; drop and create it yourself, then start');
const apiPort = process.env.API_PORT ?? '4001';
const running = await fetch(`http://127.0.0.1:${apiPort}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
  (res) => res.ok,
  () => false,
);
if (running) stop(`the shop is running (the api answers on port ${apiPort}): stop pnpm start first`);

// The api's defaults (api/src/env.ts, api/src/platform/mail/mail-config.ts).
const dataDir = resolve(process.env.DATA_DIR?.trim() || join(root, '.data', 'pglite'));
const mailDir = resolve(process.env.MAIL_DIR?.trim() || `${dataDir}-mail`);
for (const dir of [dataDir, mailDir]) {
  if (existsSync(dir)) {
    rmSync(dir, { recursive: true, force: true });
    console.log(`[reset] wiped ${dir}`);
  }
}
if (!existsSync(join(root, 'api', 'dist', 'commands', 'prepare-cli.js'))) stop('no build yet: pnpm build first (or pnpm start, which builds and seeds)');
const seeded = spawnSync('node', ['dist/commands/prepare-cli.js'], { cwd: join(root, 'api'), stdio: 'inherit', env: process.env });
process.exit(seeded.status ?? 1);
