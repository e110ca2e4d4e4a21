// Every LOG_LEVEL the README documents starts the api (decision 0061), as a real process
// from the sources (tsx, as `pnpm dev` runs it) on a copy of the seeded PGlite template.
import { LOG_LEVELS } from '@beauty/server-kit/logger';
import { logsAtLevel } from '@beauty/server-kit/testing/service-process';
import { describe, expect, it } from 'vitest';
import { pgliteCopyForSuite, startApiProcess } from '../test-support/api-process.test-support.ts';

const { dataDir } = pgliteCopyForSuite('beauty-api-levels-');

describe('LOG_LEVEL', () => {
  it.each(LOG_LEVELS)('the api boots with LOG_LEVEL=%s and writes nothing below it', async (level) => {
    const { api, port } = await startApiProcess({ DATA_DIR: dataDir(), DATABASE_URL: '', LOG_LEVEL: level, SENTRY_DSN: '' });
    const run = await logsAtLevel(api, port, level, 'api ready');
    if (run.ready) expect(run.ready).toMatchObject({ level: 'info', service: 'api' });
    expect(run.below).toEqual([]);
    expect(run.exitCode).toBe(0);
    if (level === 'silent') expect(api.output.filter((line) => line.trim() !== '')).toEqual([]);
  });
});
