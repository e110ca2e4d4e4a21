// Every LOG_LEVEL the README documents starts the gateway (decision 0061): it refused
// debug, trace, fatal and silent before. A real process from the sources (tsx), as
// `pnpm dev` runs it; it needs no api to listen and answer /healthz.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_LEVELS } from '@beauty/server-kit/logger';
import { freePort, logsAtLevel, startServiceProcess } from '@beauty/server-kit/testing/service-process';
import { describe, expect, it } from 'vitest';

const gatewayDir = fileURLToPath(new URL('..', import.meta.url));

describe('LOG_LEVEL', () => {
  it.each(LOG_LEVELS)('the gateway boots with LOG_LEVEL=%s and writes nothing below it', async (level) => {
    const port = await freePort();
    const gateway = startServiceProcess({
      command: path.join(gatewayDir, 'node_modules/.bin/tsx'),
      args: ['--conditions=source', 'src/server.ts'],
      cwd: gatewayDir,
      env: { ...process.env, GATEWAY_PORT: String(port), API_URL: 'http://127.0.0.1:9', LOG_LEVEL: level, REDIS_URL: '', SENTRY_DSN: '' },
    });
    // It waits for /healthz, at trace, debug and info for the ready and access lines too, then stops it.
    const run = await logsAtLevel(gateway, port, level, 'gateway listening');
    if (run.ready) expect(run.ready).toMatchObject({ level: 'info', service: 'gateway' });
    expect(run.below).toEqual([]);
    expect(run.exitCode).toBe(0);
    if (level === 'silent') expect(gateway.output.filter((line) => line.trim() !== '')).toEqual([]);
  });
});
