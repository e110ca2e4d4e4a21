// The gateway's CLI entry (`node dist/server.js`): environment validated once, then listen;
// with GATEWAY_WORKERS > 1 this process supervises that many workers that each listen on
// the same port (platform/workers.ts).
import { errorReportingConfig } from '@beauty/contracts/platform/error-reporting';
import { environmentOf, parseEnv, sandboxEnabled } from './env.ts';
import { jsonLogger } from './platform/logger.ts';
import { flushErrorReports, initErrorReporting } from './platform/report-error.ts';
import { startGateway } from './server-app.ts';
import { loadManifests } from './platform/trusted-documents/manifests.ts';
import { runPrimary, servesRequests } from './platform/workers.ts';

const env = parseEnv();
const environment = environmentOf(env);
const logger = jsonLogger(env.LOG_LEVEL);
if (servesRequests(env.GATEWAY_WORKERS)) await serve();
else runPrimary(env.GATEWAY_WORKERS, logger);

async function serve(): Promise<void> {
  await initErrorReporting(errorReportingConfig(env));
  const gateway = await startGateway({
    apiUrl: env.API_URL,
    port: env.GATEWAY_PORT,
    host: env.GATEWAY_HOST,
    cookieSecure: env.COOKIE_SECURE,
    googleClientId: env.GOOGLE_CLIENT_ID,
    // Error details are hidden in the production build and in a production environment.
    production: env.NODE_ENV === 'production' || environment === 'production',
    environment,
    sandbox: sandboxEnabled(env),
    introspection: env.GRAPHQL_INTROSPECTION,
    logger,
    redisUrl: env.REDIS_URL,
    responseCache: env.RESPONSE_CACHE,
    executor: env.GATEWAY_EXECUTOR,
    hopSecret: env.INTERNAL_HOP_SECRET,
    trustedDocuments: {
      mode: env.GRAPHQL_TRUSTED_DOCUMENTS ?? (environment === 'production' ? 'log' : 'off'),
      manifests: loadManifests(env.GRAPHQL_TRUSTED_DOCUMENT_MANIFESTS),
    },
  });
  logger.info('gateway listening', {
    url: `${gateway.url}/graphql`,
    api: env.API_URL,
    cache: env.REDIS_URL ? 'redis' : 'memory',
  });

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info('gateway stopping', { signal });
      // Finish in-flight requests, but do not hang forever on a stuck socket.
      setTimeout(() => process.exit(1), 10_000).unref();
      gateway.close().then(
        // Reports still queued leave before the process does (at most 2 s).
        () => flushErrorReports().finally(() => process.exit(0)),
        (error: unknown) => {
          logger.error('gateway stop failed', { error: String(error) });
          process.exit(1);
        },
      );
    });
  }
}
