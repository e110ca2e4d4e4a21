#!/usr/bin/env node
// Starts the api, the gateway and the web storefront as one process tree, each after
// the one it depends on is ready, and stops them all together. Used by `pnpm start`
// (after the build), by Playwright's webServer and by the bench.
// The build and the environment are two things (docs/architecture.md, "Environments"):
//   node scripts/start.mjs         the production build (api/dist, gateway/dist, web/build) in
//                                  a local environment: sandbox, development inbox and explorer on
//   node scripts/start.mjs --dev   sources with watch and Vite's dev middleware, local too
//   NODE_ENV=production node scripts/start.mjs
//                                  production in every service: no secrets file is written,
//                                  and it stops at once if a secret is missing
// With KIOSK_STORE=<store id>, a fourth service: the in-store kiosk for that store (kiosk/,
// decision 0119), after the web. Outside production, without KIOSK_DEVICE_CREDENTIAL, it
// registers a development kiosk device first and passes its credential on.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logLineFormatter } from './log-lines.mjs';
import { appEnvironment, servicesMode } from './environments.mjs';
import { SECRET_NAMES, ensureSecretsFile, withSecrets } from './secrets.mjs';
import { requireSupportedNode } from './supported-node.mjs';

requireSupportedNode();

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
// A local .env (its variables listed in .env.example): what the environment already says wins.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
let environment;
try {
  environment = appEnvironment(process.env);
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}
if (dev && environment === 'production') {
  console.error('[start] pnpm dev is the watch mode of a local environment: production runs the build (NODE_ENV=production pnpm start).');
  process.exit(1);
}
let env;
if (environment === 'production') {
  // Production sets its own secrets (decision 0051): none is made up, none written to disk.
  const missing = SECRET_NAMES.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    console.error(`[start] production needs its secrets set in the environment; missing: ${missing.join(', ')}`);
    process.exit(1);
  }
  env = { ...process.env };
} else {
  // No secret is in the source (decision 0051): this install's own, made on the first start.
  const secretsFile = join(root, '.data', 'secrets.env');
  const secrets = ensureSecretsFile(secretsFile);
  if (secrets.added.length > 0) console.log(`[start] created ${secrets.added.join(', ')} in ${secretsFile} (mode 0600)`);
  env = withSecrets(process.env, secrets.values);
}
// Every service runs the same build mode and the same environment.
Object.assign(env, servicesMode({ dev, environment }));
const apiPort = env.API_PORT ?? '4001';
const gatewayPort = env.GATEWAY_PORT ?? '4000';
const webPort = env.WEB_PORT ?? '3000';
const apiUrl = env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const gatewayUrl = env.GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}`;
const shared = { ...env, API_PORT: apiPort, GATEWAY_PORT: gatewayPort, WEB_PORT: webPort, API_URL: apiUrl, GATEWAY_URL: gatewayUrl };
const kioskStore = env.KIOSK_STORE?.trim() || undefined;
const kioskPort = env.KIOSK_PORT ?? '3005';

/**
 * The kiosk's device credential: KIOSK_DEVICE_CREDENTIAL, or outside production a device
 * registered now (the api's kiosk CLI prints only the credential). Run before the api
 * starts: the embedded database takes one process at a time.
 */
function kioskCredential() {
  if (env.KIOSK_DEVICE_CREDENTIAL) return env.KIOSK_DEVICE_CREDENTIAL;
  if (environment === 'production') {
    console.error(
      `[start] KIOSK_STORE=${kioskStore} needs KIOSK_DEVICE_CREDENTIAL in production: register the device as staff (POST staff/kiosk-devices, or pnpm --filter @beauty/api kiosk:register ${kioskStore} <label>) and set it.`,
    );
    process.exit(1);
  }
  const cli = dev ? ['npx', 'tsx', '--conditions=source', 'src/commands/kiosk-cli.ts'] : ['node', 'dist/commands/kiosk-cli.js'];
  try {
    const out = execFileSync(cli[0], [...cli.slice(1), 'register', kioskStore, 'Development kiosk'], {
      cwd: join(root, 'api'),
      env: shared,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    const credential = out.trim().split('\n').pop()?.trim();
    if (!credential) throw new Error('the kiosk CLI printed no credential');
    console.log(`[start] registered a development kiosk for ${kioskStore}`);
    return credential;
  } catch (error) {
    console.error(`[start] could not register a development kiosk for ${kioskStore}: ${error.message}`);
    process.exit(1);
  }
}
const kioskDeviceCredential = kioskStore ? kioskCredential() : undefined;

const services = [
  {
    name: 'api',
    cwd: 'api',
    cmd: dev ? ['npx', 'tsx', 'watch', '--conditions=source', 'src/server.ts'] : ['node', 'dist/server.js'],
    ready: `${apiUrl}/readyz`,
  },
  {
    name: 'gateway',
    cwd: 'gateway',
    cmd: dev ? ['npx', 'tsx', 'watch', '--conditions=source', 'src/server.ts'] : ['node', 'dist/server.js'],
    ready: `${gatewayUrl}/readyz`,
  },
  {
    name: 'web',
    cwd: 'web',
    cmd: dev ? ['node', 'server.js', '--dev'] : ['node', 'server.js'],
    ready: `http://127.0.0.1:${webPort}/healthz`,
  },
  ...(kioskStore
    ? [
        {
          name: 'kiosk',
          cwd: 'kiosk',
          cmd: ['node', 'server.js'],
          env: {
            KIOSK_STORE: kioskStore,
            KIOSK_PORT: kioskPort,
            KIOSK_DEVICE_CREDENTIAL: kioskDeviceCredential,
            // Product pictures come from the web's origin; the QR codes point at the website.
            WEB_URL: `http://127.0.0.1:${webPort}`,
            WEB_PUBLIC_URL: env.WEB_PUBLIC_URL ?? `http://localhost:${webPort}`,
          },
          ready: `http://127.0.0.1:${kioskPort}/healthz`,
        },
      ]
    : []),
];

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// One readable line per event in a terminal; the services' JSON as it is when piped (log-lines.mjs).
const showLine = logLineFormatter({ pretty: Boolean(process.stdout.isTTY) && env.LOG_FORMAT !== 'json' });

function prefix(name, stream, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${showLine(line)}\n`);
  });
}

async function waitReady(url, name, child) {
  // Generous: the first start seeds the catalogue.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} was not ready at ${url} within 180 s`);
}

for (const service of services) {
  const [cmd, ...args] = service.cmd;
  const child = spawn(cmd, args, {
    cwd: `${root}/${service.cwd}`,
    env: { ...shared, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  prefix(service.name, child.stdout, process.stdout);
  prefix(service.name, child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[start] ${service.name} stopped (code ${code}); stopping the rest`);
      stopAll(code || 1);
    }
  });
  try {
    await waitReady(service.ready, service.name, child);
  } catch (error) {
    console.error(`[start] ${error.message}`);
    stopAll(1);
    break;
  }
  console.log(`[start] ${service.name} ready`);
}
if (!stopping)
  console.log(
    `[start] storefront on http://localhost:${webPort} (GraphQL explorer on ${gatewayUrl}/graphql), ${dev ? 'watching the sources' : 'the production build'} in a ${environment} environment`,
  );
if (!stopping && kioskStore) console.log(`[start] kiosk for ${kioskStore} on http://localhost:${kioskPort}`);
