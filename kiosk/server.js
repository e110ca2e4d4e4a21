#!/usr/bin/env node
// @ts-check
// The in-store kiosk's server (decision 0119), one per screen: it holds the device
// credential, checks at boot that it belongs to the store KIOSK_STORE names, serves the
// built app (kiosk/build) and passes the page's GraphQL to the gateway by hash.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKioskApp } from './server/app.js';
import { BootRefused, checkDevice } from './server/device-check.js';
import { parseEnv } from './server/env.js';
import { listenKiosk } from './server/listen.js';
import { loadOperationHashes } from './server/trusted-documents.js';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * @param {string} message
 * @returns {never}
 */
function refuse(message) {
  console.error(`kiosk: ${message}`);
  process.exit(1);
}

/** @type {import('./server/env.js').Env} */
let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
  throw error;
}

const buildDir = resolve(env.KIOSK_BUILD_DIR ?? resolve(here, 'build'));
if (!existsSync(resolve(buildDir, 'index.html'))) refuse(`No built app in ${buildDir}: run the build first.`);
const manifest = resolve(here, 'app/__generated__/persisted-documents.json');
if (!existsSync(manifest)) refuse(`No trusted-document manifest at ${manifest}: run codegen first.`);
const kioskHashes = loadOperationHashes(manifest);
const bootHash = kioskHashes.get('KioskBoot');
if (!bootHash) refuse('The manifest has no KioskBoot operation.');

/** The gateway may still be starting: a few tries before giving up. */
async function checkWithRetries() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await checkDevice({
        gatewayUrl: env.GATEWAY_URL,
        credential: env.KIOSK_DEVICE_CREDENTIAL,
        storeId: env.KIOSK_STORE,
        hash: /** @type {string} */ (bootHash),
      });
    } catch (error) {
      if (error instanceof BootRefused || attempt >= 10) throw error;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** @type {Awaited<ReturnType<typeof checkDevice>>} */
let device;
try {
  device = await checkWithRetries();
} catch (error) {
  if (error instanceof BootRefused) refuse(error.message);
  refuse(`Could not check this kiosk with the gateway at ${env.GATEWAY_URL}: ${error instanceof Error ? error.message : String(error)}`);
}

const app = createKioskApp({ env, device, buildDir, trustedHashes: new Set(kioskHashes.values()) });
const server = await listenKiosk(app, env);
const address = server.address();
const port = typeof address === 'object' && address ? address.port : env.KIOSK_PORT;
console.log(`kiosk: ${device.storeName} (${env.KIOSK_STORE}, ${device.country}), device ${device.deviceId}, on http://${env.KIOSK_HOST}:${port}`);

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
