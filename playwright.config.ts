// End-to-end tests: a real Chromium drives the built storefront, which talks to a real
// gateway and api on a fresh embedded database. The browser is the system's Chromium
// (scripts/ensure-chromium.mjs installs Debian's package when it is missing), never a
// downloaded build: this machine has no internet.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';

const webPort = process.env.E2E_WEB_PORT ?? '3100';
const gatewayPort = process.env.E2E_GATEWAY_PORT ?? '4100';
const apiPort = process.env.E2E_API_PORT ?? '4101';
// The in-store kiosk for one Singapore store (issue 18): start.mjs starts it as a fourth
// service with a development device it registers; e2e/kiosk.spec.ts drives it.
const kioskPort = process.env.E2E_KIOSK_PORT ?? '3150';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'beauty-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${webPort}`,
    trace: 'retain-on-failure',
    // The seeded content overlay greets a guest once per device (decision 0041); specs of
    // other journeys start on a device that has dismissed it. content-pages.spec.ts starts
    // on a fresh device.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${webPort}`,
          localStorage: [{ name: 'lumi.content.dismissedOverlays', value: '["join-beauty-pass"]' }],
        },
      ],
    },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${webPort}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      WEB_PORT: webPort,
      GATEWAY_PORT: gatewayPort,
      API_PORT: apiPort,
      DATA_DIR: dataDir,
      // The e2e run always uses the embedded database, even when CI has a server.
      DATABASE_URL: '',
      REDIS_URL: '',
      // Request logs of every service would bury the test report.
      LOG_LEVEL: 'warn',
      // Content preview (decision 0040): the e2e preview tests send this as the preview-token cookie.
      CONTENT_PREVIEW_TOKEN: 'e2e-preview-token-0123456789abcdef',
      // Access tokens live 2 minutes here (15 in production): session-refresh.spec.ts sees a
      // member live through an expiry, and every other spec's member refreshes as a real
      // one does (decision 0055). E2E_ACCESS_TOKEN_TTL_SECONDS shortens it further.
      ACCESS_TOKEN_TTL_SECONDS: process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? '120',
      // No SANDBOX_ENABLED: start.mjs runs the production build in a local environment, as
      // `pnpm start` does, where every service has the sandbox on by default (decision 0154;
      // e2e/start-modes.spec.ts asks each). e2e/sandbox.spec.ts checks production without it.
      KIOSK_STORE: 'ST-SG-1',
      KIOSK_PORT: kioskPort,
      // 15 s without a touch wipes the kiosk here (60 in a store), so kiosk.spec.ts sees
      // the idle wipe without waiting a minute; its other journeys touch more often.
      KIOSK_IDLE_SECONDS: '15',
    },
  },
});
