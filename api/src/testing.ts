// Test support for other packages (the gateway's tests, the benches): a real api on a
// real, freshly seeded database, listening on an ephemeral port.
//
//   import { startTestApi } from '@beauty/api/testing';
//   const api = await startTestApi();           // fresh PGlite in a temp dir
//   // …fetch(`${api.url}/api/web/v1/products`)…
//   await api.close();
//
// With { databaseUrl } it uses that Postgres server instead, in a schema of its own that
// close() drops, so parallel runs never see each other's bags.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLogger, type LogLevel } from '@beauty/server-kit/logger';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import type { AuthConfig } from './account/auth-config.ts';
import { buildApp } from './app.ts';
import type { Db } from './db/db.ts';
import { appConfig, loadEnv } from './env.ts';
import { randomSecret } from './platform/secrets.ts';
import { prepareDatabase } from './seed/prepare-db.ts';
import { openPglite } from './db/pglite-db.ts';
import { copyPgliteTemplate } from './seed/pglite-template.ts';
import { openPostgres, type PoolLogger } from './db/postgres-db.ts';
import { API_PREFIX } from './platform/openapi.ts';
import type { SeedOptions } from './catalog/seed/seed.ts';
import { runJobsOnce } from './platform/jobs/job-runner.ts';
import { systemClock } from './platform/jobs/clock.ts';

export { API_PREFIX } from './platform/openapi.ts';
export { buildApp } from './app.ts';
export type { Db } from './db/db.ts';
export { migrate } from './db/migrate.ts';
export { setStaffRole } from './account/staff.ts';
export { startBooxiStandIn, type BooxiStandIn } from './booking/provider/booxi-stand-in.ts';
export { pointsBalance } from './loyalty/ledger.ts';
export { openPglite } from './db/pglite-db.ts';
export { openPostgres } from './db/postgres-db.ts';
export { prepareDatabase } from './seed/prepare-db.ts';
export type { SeedOptions, SeedResult } from './catalog/seed/seed.ts';
export { seedCatalog } from './seed/seed-catalog.ts';

export interface TestApiOptions {
  /** A Postgres server to use instead of a temporary PGlite directory. */
  databaseUrl?: string;
  /** Copies of the data set to seed (1 = the 1,000 products; benches may want more). */
  copies?: number;
  /** Pino level; silent unless asked. */
  logLevel?: LogLevel;
  /** Where log lines go (stdout by default): tests read what the api logged. */
  logDestination?: DestinationStream;
  /** INTERNAL_HOP_SECRET: incoming request ids are taken only with it. */
  hopSecret?: string;
  /** CONTENT_PREVIEW_TOKEN: content preview on, with this token (decision 0040). */
  contentPreviewToken?: string;
  /** Token settings (lifetimes, grace window); the signing key is always the test's own random one. */
  auth?: Partial<Omit<AuthConfig, 'jwtSecret'>>;
}

export interface TestApi {
  /** e.g. http://127.0.0.1:41234 (routes under /api/web/v1). */
  url: string;
  /** e.g. http://127.0.0.1:41234/api/web/v1 */
  apiUrl: string;
  db: Db;
  /** This api's random access-token key, for tests that make tokens as the api would (an expired one). */
  jwtSecret: string;
  /** Runs every job once (the mail sender among them) at the real time: what the runner does each tick. */
  runJobs(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/**
 * Without INTERNAL_HOP_SECRET (tests): one random secret per process, kept in the environment
 * so that a gateway built in the same process (its buyer-ip.ts does the same) or started
 * from it vouches for the buyer IP with the same one.
 */
function processHopSecret(): string {
  process.env.INTERNAL_HOP_SECRET ||= randomSecret();
  return process.env.INTERNAL_HOP_SECRET;
}

/**
 * Opens a fresh database: a new schema on the Postgres server, or a temp PGlite dir (a
 * copy of a seeded template unless `empty`, see seed/pglite-template.ts).
 */
export async function openTestDatabase(
  databaseUrl?: string,
  options: { empty?: boolean; seed?: SeedOptions; logger?: PoolLogger } = {},
): Promise<{ db: Db; drop(): Promise<void>; schema?: string }> {
  if (databaseUrl) {
    const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const db = await openPostgres(databaseUrl, { schema, max: 5, logger: options.logger });
    return {
      db,
      schema,
      async drop() {
        await db.close();
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        try {
          await admin.query(`drop schema if exists ${schema} cascade`);
        } finally {
          await admin.end();
        }
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'beauty-api-test-'));
  const dataDir = path.join(dir, 'pglite');
  if (!options.empty) await copyPgliteTemplate(dataDir, options.seed);
  const db = await openPglite(dataDir);
  return {
    db,
    async drop() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  // The test process's environment, read once here as server.ts does (env.ts); the app and
  // the pool share one logger.
  const config = appConfig(loadEnv(process.env));
  const logger = createLogger({ service: 'api', level: options.logLevel ?? 'silent', destination: options.logDestination });
  const { db, drop } = await openTestDatabase(options.databaseUrl, { seed: { copies: options.copies }, logger: logger.child({ component: 'postgres' }) });
  try {
    await prepareDatabase(db, { copies: options.copies });
    const jwtSecret = randomSecret();
    const app = await buildApp({
      db,
      config,
      logger,
      hopSecret: options.hopSecret,
      localHopSecret: processHopSecret(),
      contentPreviewToken: options.contentPreviewToken,
      auth: { ...options.auth, jwtSecret },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('api did not bind a TCP port');
    const url = `http://127.0.0.1:${address.port}`;
    let closed = false;
    return {
      url,
      apiUrl: `${url}${API_PREFIX}`,
      db,
      jwtSecret,
      runJobs: () => runJobsOnce(app.jobs, { db, clock: systemClock }),
      async close() {
        if (closed) return;
        closed = true;
        await app.close();
        await drop();
      },
    };
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
}

// For the gateway's session tests: tokens as the api makes them (an expired one, a forged one).
export { signAccessToken } from './account/access-token.ts';

// For the fuzz tests of the api and the gateway (platform/hostile-input.ts).
export { HOSTILE_VALUES, HOSTILE_STRINGS, pick, rowCounts, seededRandom } from './platform/hostile-input.ts';
