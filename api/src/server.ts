// The api process: `node dist/server.js`. Validates the environment, opens the database
// (PGlite under DATA_DIR, or DATABASE_URL), migrates, seeds an empty catalogue, listens.
// SIGINT/SIGTERM close the server and then the database, so PGlite's directory is left
// clean and unlocked for the next process.
import { buildApp } from './app.ts';
import { prepareDatabase } from './db/prepare-db.ts';
import { openDb } from './db/open-db.ts';
import { loadEnv } from './env.ts';

const env = loadEnv();
const db = await openDb(env);
const app = await buildApp({ db, logLevel: env.LOG_LEVEL });
app.addHook('onClose', () => db.close());

try {
  const { migrations, seed } = await prepareDatabase(db);
  if (migrations.length) app.log.info({ migrations }, 'applied migrations');
  if (seed?.seeded) app.log.info({ products: seed.products, variants: seed.variants, ms: Math.round(seed.ms) }, 'seeded the catalogue');
  await app.listen({ port: env.API_PORT, host: env.API_HOST });
  app.log.info({ database: db.kind, dataDir: db.kind === 'pglite' ? env.DATA_DIR : undefined }, 'api ready');
} catch (error) {
  app.log.fatal({ err: error }, 'api failed to start');
  await app.close();
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  });
}
