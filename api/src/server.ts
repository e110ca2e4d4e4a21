// The api process: `node dist/server.js`. Reads the environment once (env.ts: parseConfig)
// and hands each part its settings, opens the database
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
import { environmentOf, parseConfig, sandboxEnabled } from './env.ts';
import { startJobRunner, type JobRunner } from './platform/jobs/job-runner.ts';
import { createLogger } from '@beauty/server-kit/logger';
import { errorReportingConfig } from '@beauty/contracts/platform/error-reporting';
import { flushErrorReports, initErrorReporting, reportError } from '@beauty/server-kit/report-error';

async function start(): Promise<FastifyInstance> {
  const config = parseConfig(process.env);
  const { env } = config;
  // First, so that a failure while opening the database is reported too.
  await initErrorReporting(errorReportingConfig(env), 'api');
  let db: Db | undefined;
  try {
    configureEmailHashing(env.EMAIL_HASH_SECRET);
    configurePasswordHashing({ limit: env.PASSWORD_HASH_CONCURRENCY ?? DEFAULT_HASH_CONCURRENCY, maxWaitMs: env.PASSWORD_HASH_MAX_WAIT_MS });
    // One logger for the process (server-kit: service, levels, redaction): the app's, and the
    // pool's as a child, so a connection lost outside any request is logged like the rest.
    const logger = createLogger({ service: 'api', level: env.LOG_LEVEL });
    db = await openDb(env, logger.child({ component: 'postgres' }));
    const app = await buildApp({
      db,
      logger,
      config: config.app,
      hopSecret: env.INTERNAL_HOP_SECRET,
      contentPreviewToken: env.CONTENT_PREVIEW_TOKEN,
      mail: config.mail,
      production: env.NODE_ENV === 'production',
      environment: environmentOf(env),
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
    const { migrations, seed, steps } = await prepareDatabase(db);
    // One line a step with its time: a first start (migrations and the whole seed) says what it is doing.
    for (const { step, ms } of steps) app.log.info({ step, ms }, `database: ${step} in ${ms} ms`);
    if (migrations.length) app.log.info({ migrations }, 'applied migrations');
    if (seed?.seeded) app.log.info({ products: seed.products, variants: seed.variants, ms: Math.round(seed.ms) }, 'seeded the catalogue');
    // Reconciliation, reservation sweep (and later work): every JOBS_INTERVAL_MS, 0 = off.
    // Stopped (the run in progress finished) before the database closes; hooks must be added before listening.
    let runner: JobRunner | undefined;
    app.addHook('preClose', async () => runner?.stop());
    await app.listen({ port: env.API_PORT, host: env.API_HOST });
    if (config.jobsIntervalMs > 0) runner = startJobRunner(app.jobs, { db, clock: app.clock }, config.jobsIntervalMs, app.log);
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
