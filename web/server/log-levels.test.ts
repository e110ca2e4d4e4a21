// Every LOG_LEVEL the README documents starts the web server (decision 0061): a real
// `node server.js --dev` process (Vite renders from the sources; no build needed). It
// needs no gateway to listen and answer /healthz.
import { fileURLToPath } from 'node:url';
import { LOG_LEVELS } from '@beauty/server-kit/logger';
import { freePort, logsAtLevel, startServiceProcess } from '@beauty/server-kit/testing/service-process';
import { describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('..', import.meta.url));

describe('LOG_LEVEL', () => {
  it.each(LOG_LEVELS)('the web server boots with LOG_LEVEL=%s and writes nothing below it', { timeout: 60_000 }, async (level) => {
    const port = await freePort();
    const web = startServiceProcess({
      command: process.execPath,
      args: ['server.js', '--dev'],
      cwd: webDir,
      env: { ...process.env, WEB_PORT: String(port), WEB_HOST: '127.0.0.1', GATEWAY_URL: 'http://127.0.0.1:9', LOG_LEVEL: level, SENTRY_DSN: '' },
    });
    // It waits for /healthz, at trace, debug and info for the ready and access lines too, then stops it.
    const run = await logsAtLevel(web, port, level, 'storefront listening');
    if (run.ready) expect(run.ready).toMatchObject({ level: 'info', service: 'web' });
    expect(run.below).toEqual([]);
    expect(run.exitCode).toBe(0);
  });
});
