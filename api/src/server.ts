// The api process: `node dist/server.js`. Validates the environment, opens the database
// (PGlite under DATA_DIR, or DATABASE_URL), migrates, seeds an empty catalogue, listens.
// SIGINT/SIGTERM close the server and then the database, so PGlite's directory is left
// clean and unlocked for the next process.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { configurePasswordHashing, DEFAULT_HASH_CONCURRENCY } from './account/password-hash.ts';
import { configureEmailHashing } from './loyalty/perks/welcome-voucher-claims.ts';
import type { Db } from './db/db.ts';
import { prepareDatabase } from './seed/prepare-db.ts';
import { openDb } from './db/open-db.ts';
import { loadEnv, sandboxEnabled } from './env.ts';
import { mailConfig } from './platform/mail/mail-config.ts';
import { startJobRunner, type JobRunner } from './platform/jobs/job-runner.ts';
import { jobsIntervalMs } from './platform/jobs/jobs-config.ts';
import { errorReportingConfig } from '@beauty/contracts/platform/error-reporting';
import { flushErrorReports, initErrorReporting, reportError } from '@beauty/server-kit/report-error';

async function start(): Promise<FastifyInstance> {
  const env = loadEnv();
  // First, so that a failure while opening the database is reported too.
  await initErrorReporting(errorReportingConfig(env), 'api');
  let db: Db | undefined;
  try {
    configureEmailHashing(env.EMAIL_HASH_SECRET);
    configurePasswordHashing({ limit: env.PASSWORD_HASH_CONCURRENCY ?? DEFAULT_HASH_CONCURRENCY, maxWaitMs: env.PASSWORD_HASH_MAX_WAIT_MS });
    db = await openDb(env);
    const app = await buildApp({
      db,
      logLevel: env.LOG_LEVEL,
      hopSecret: env.INTERNAL_HOP_SECRET,
      contentPreviewToken: env.CONTENT_PREVIEW_TOKEN,
      mail: mailConfig(process.env, env.DATA_DIR),
      production: env.NODE_ENV === 'production',
      sandbox: sandboxEnabled(env),
      auth: {
        accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
        ...(env.AUTH_JWT_SECRET ? { jwtSecret: env.AUTH_JWT_SECRET } : {}),
        previousJwtSecret: env.AUTH_JWT_PREVIOUS_SECRET,
        ...(env.GOOGLE_CLIENT_ID ? { google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL } } : {}),
      },
    });
    const opened = db;
    app.addHook('onClose', () => opened.close());
    const { migrations, seed } = await prepareDatabase(db);
    if (migrations.length) app.log.info({ migrations }, 'applied migrations');
    if (seed?.seeded) app.log.info({ products: seed.products, variants: seed.variants, ms: Math.round(seed.ms) }, 'seeded the catalogue');
    // Reconciliation, reservation sweep (and later work): every JOBS_INTERVAL_MS, 0 = off.
    // Stopped (the run in progress finished) before the database closes; hooks must be added before listening.
    let runner: JobRunner | undefined;
    app.addHook('preClose', async () => runner?.stop());
    await app.listen({ port: env.API_PORT, host: env.API_HOST });
    const jobsEvery = jobsIntervalMs();
    if (jobsEvery > 0) runner = startJobRunner(app.jobs, { db, clock: app.clock }, jobsEvery, app.log);
    app.log.info({ database: db.kind, dataDir: db.kind === 'pglite' ? env.DATA_DIR : undefined }, 'api ready');
    return app;
  } catch (error) {
    await db?.close().catch(() => {});
    throw error;
  }
}

let app: FastifyInstance;
try {
  app = await start();
} catch (error) {
  // Before the logger exists (bad environment, busy data directory): a plain message.
  console.error(`api failed to start: ${error instanceof Error ? error.message : String(error)}`);
  reportError(error, { where: 'api-start' });
  await flushErrorReports();
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      // Reports still queued leave before the process does (at most 2 s).
      () => flushErrorReports().finally(() => process.exit(0)),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  });
}
