// What `pnpm start` gives, asked of every service itself (docs/architecture.md,
// "Environments"): the stack Playwright runs is started as `pnpm start` starts it
// (scripts/start.mjs: the production build in a local environment), so each service says
// "local" with the sandbox on, the development inbox answers, and a GraphQL error carries no
// stack trace; `NODE_ENV=production pnpm start` is production everywhere and stops at once
// without its secrets, writing none.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const ports = {
  api: process.env.E2E_API_PORT ?? '4101',
  gateway: process.env.E2E_GATEWAY_PORT ?? '4100',
  web: process.env.E2E_WEB_PORT ?? '3100',
  kiosk: process.env.E2E_KIOSK_PORT ?? '3150',
};

test.describe('pnpm start: the production build in a local environment', () => {
  for (const [service, port] of Object.entries(ports)) {
    // The kiosk has no sandbox of its own: it says so.
    const sandbox = service !== 'kiosk';
    test(`the ${service} says it is local, with the sandbox ${sandbox ? 'on' : 'absent'}`, async ({ request }) => {
      // The kiosk starts after the web server Playwright waits for.
      await expect(async () => expect((await request.get(`http://127.0.0.1:${port}/healthz`)).ok()).toBe(true)).toPass({ timeout: 60_000 });
      const health = await request.get(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toMatchObject({ status: 'ok', environment: 'local', sandbox });
    });
  }

  test('the development inbox is a page of the shop', async ({ page }) => {
    const response = await page.goto('/sandbox/inbox');
    expect(response?.status()).toBe(200);
  });

  test('a GraphQL error names its code and carries no stack trace or file path', async ({ request }) => {
    const response = await request.post(`http://127.0.0.1:${ports.gateway}/graphql`, {
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      data: { query: '{ product(slug: "no-such-product-anywhere") { id nameThatDoesNotExist } }' },
    });
    const body = await response.json();
    expect(body.errors?.[0]?.extensions?.code).toBeTruthy();
    const text = JSON.stringify(body);
    expect(text).not.toContain('stacktrace');
    expect(text).not.toMatch(/\.(ts|js):\d+/);
  });
});

test.describe('NODE_ENV=production pnpm start', () => {
  test('stops at once without its secrets, naming them, and writes no secrets file', async () => {
    const secretsFile = join(root, '.data', 'secrets.env');
    const before = existsSync(secretsFile) ? statSync(secretsFile).mtimeMs : null;
    const child = spawn('node', ['scripts/start.mjs'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', API_PORT: '0', GATEWAY_PORT: '0', WEB_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('missing: AUTH_JWT_SECRET');
    expect(output).not.toContain('ready');
    expect(existsSync(secretsFile) ? statSync(secretsFile).mtimeMs : null).toBe(before);
  });
});
