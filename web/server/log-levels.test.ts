// Every LOG_LEVEL the README documents starts the web server (decision 0061): a real
// `node server.js --dev` process (Vite renders from the sources; no build needed). It
// needs no gateway to listen and answer /healthz.
import { fileURLToPath } from 'node:url';
import { LOG_LEVELS } from '@beauty/server-kit/logger';
import { freePort, linesBelow, startServiceProcess } from '@beauty/server-kit/testing/service-process';
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
    try {
      await web.waitForHttp(`http://127.0.0.1:${port}/healthz`);
      if (['trace', 'debug', 'info'].includes(level)) {
        expect(await web.waitForLog((line) => line.msg === 'storefront listening')).toMatchObject({ level: 'info', service: 'web' });
        await web.waitForLog((line) => line.msg === 'request completed' && /^[0-9A-F]{16}$/.test(String(line.reqId)));
      }
      expect(linesBelow(web.logs, level)).toEqual([]);
    } finally {
      expect(await web.stop()).toBe(0);
    }
  });
});
