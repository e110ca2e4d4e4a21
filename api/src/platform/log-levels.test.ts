// Every LOG_LEVEL the README documents starts the api (decision 0061), as a real process
// from the sources (tsx, as `pnpm dev` runs it) on a copy of the seeded PGlite template.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_LEVELS } from '@beauty/server-kit/logger';
import { freePort, linesBelow, startServiceProcess } from '@beauty/server-kit/testing/service-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from '../seed/pglite-template.ts';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
let dir: string;
let dataDir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'beauty-api-levels-'));
  dataDir = path.join(dir, 'pglite');
  await copyPgliteTemplate(dataDir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('LOG_LEVEL', () => {
  it.each(LOG_LEVELS)('the api boots with LOG_LEVEL=%s and writes nothing below it', async (level) => {
    const port = await freePort();
    const api = startServiceProcess({
      command: path.join(apiDir, 'node_modules/.bin/tsx'),
      args: ['--conditions=source', 'src/server.ts'],
      cwd: apiDir,
      env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: level, SENTRY_DSN: '' },
    });
    try {
      await api.waitForHttp(`http://127.0.0.1:${port}/healthz`);
      if (['trace', 'debug', 'info'].includes(level)) {
        expect(await api.waitForLog((line) => line.msg === 'api ready')).toMatchObject({ level: 'info', service: 'api' });
        await api.waitForLog((line) => line.msg === 'request completed' && /^[0-9A-F]{16}$/.test(String(line.reqId)));
      }
      expect(linesBelow(api.logs, level)).toEqual([]);
    } finally {
      expect(await api.stop()).toBe(0);
    }
    if (level === 'silent') expect(api.output.filter((line) => line.trim() !== '')).toEqual([]);
  });
});
