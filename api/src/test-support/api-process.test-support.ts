// Test support for suites that start the api as a real process from its sources (tsx, as
// `pnpm dev` runs it), each on its own copy of the seeded PGlite template.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type ServiceProcess, startServiceProcess } from '@beauty/server-kit/testing/service-process';
import { afterAll, beforeAll } from 'vitest';
import { copyPgliteTemplate } from '../seed/pglite-template.ts';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A copy of the seeded PGlite template in a temporary folder, made before the suite (or the
 * describe block it is called in) and removed after it; `dataDir()` is its path.
 */
export function pgliteCopyForSuite(prefix: string): { dataDir: () => string } {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    await copyPgliteTemplate(path.join(dir, 'pglite'));
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return { dataDir: () => path.join(dir, 'pglite') };
}

/** The api started from its sources on a free port, with `env` over this process's environment; API_PORT is set. */
export async function startApiProcess(env: Record<string, string>): Promise<{ api: ServiceProcess; port: number }> {
  const port = await freePort();
  const api = startServiceProcess({
    command: path.join(apiDir, 'node_modules/.bin/tsx'),
    args: ['--conditions=source', 'src/server.ts'],
    cwd: apiDir,
    env: { ...process.env, ...env, API_PORT: String(port) },
  });
  return { api, port };
}
