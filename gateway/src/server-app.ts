// The gateway as a value: createGateway builds the express app around Apollo Server,
// startGateway listens. Tests, the bench and the CLI (server.ts) all start it this way.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import express, { type Express, type Request, type Response } from 'express';
import { LocalRefreshCoordinator, redisRefreshCoordinator } from './account/refresh-coordinator.ts';
import { refreshRoute } from './account/refresh-route.ts';
import { unknownPath } from './platform/unknown-path.ts';
import type { GatewayContext } from './context.ts';
import { createContext } from './request-context.ts';
import { bodyErrors, jsonBody } from './platform/body-parsing.ts';
import { createCache } from './platform/cache/create-cache.ts';
import type { JsonCache } from './platform/cache/json-cache.ts';
import { errorLogging, formatError } from './platform/error-format.ts';
import { explorerRoutes } from './platform/explorer.ts';
import { healthRoutes } from './platform/health.ts';
import { jitGateway } from './platform/jit/jit-executor.ts';
import { CHANNEL_MAX_COST, LIMITS, limitRules } from './platform/limits/limits.ts';
import { channelFields, channelGate, channelOf, KIOSK_CLIENT } from './kiosk/channel-gate.ts';
import { DeviceCheck } from './kiosk/device-check.ts';
import { operationLimits } from './platform/limits/operation-limits.ts';
import { querySizeLimit } from './platform/limits/query-size.ts';
import { type Logger, jsonLogger, pinoOf } from './platform/logger.ts';
import { requestLogging } from '@beauty/server-kit/request-logging';
import { PublicRest } from './platform/public-rest.ts';
import { defaultHopSecret } from './platform/limits/buyer-ip.ts';
import { CatalogVersion } from './platform/response-cache/catalog-version.ts';
import { responseCache, stringifyResult } from './platform/response-cache/response-cache.ts';
import { type RestCallInfo, RestClient } from './platform/rest-client.ts';
import { buildSchema } from './schema.ts';
import type { Manifests } from './platform/trusted-documents/manifests.ts';
import { type TrustedDocumentMode, trustedDocuments } from './platform/trusted-documents/trusted-documents.ts';

export interface GatewayOptions {
  /** The REST api's origin, e.g. http://127.0.0.1:4001. */
  apiUrl: string;
  /** Secure cookies; off only for plain-http hosts (COOKIE_SECURE=false). Default true. */
  cookieSecure?: boolean;
  /** Masks unexpected errors and drops stack traces (server.ts: the production build or environment). Default false. */
  production?: boolean;
  /** APP_ENV (decision 0154), as /healthz says it. Default: production when `production`, else local. */
  environment?: 'local' | 'production';
  /** The sandbox's order moves and the development inbox (env.ts sandboxEnabled). Default: on in a local environment. */
  sandbox?: boolean;
  /** Answers __schema and __type (GRAPHQL_INTROSPECTION). Default: on unless the environment is production. */
  introspection?: boolean;
  logger?: Logger;
  /** Observes every REST call (metrics; tests count calls with it). */
  onRestCall?: (call: RestCallInfo) => void;
  /**
   * The shared cache of public answers (categories, layout, brands by id). Default: Redis
   * at redisUrl when given, else an in-process LRU; the gateway closes what it created.
   * A cache passed in stays the caller's to close; false turns caching off.
   */
  cache?: JsonCache | false;
  /** REDIS_URL: one cache for every gateway replica. */
  redisUrl?: string | undefined;
  /** Namespace of the gateway's Redis keys. Default beauty:gw:v1: */
  cacheKeyPrefix?: string | undefined;
  /** GOOGLE_CLIENT_ID: shown to the sign-in page so it can offer the Google button. */
  googleClientId?: string | undefined;
  /**
   * INTERNAL_HOP_SECRET, shared with the web server and the api: an incoming x-request-id
   * is taken only with it (decision 0061), and so is the shopper's address (decision 0052).
   * Unset (development, tests): request ids are taken as they come, and the address is
   * believed from a hop in this process only (a random secret, platform/limits/buyer-ip.ts).
   */
  hopSecret?: string | undefined;
  /**
   * Trusted documents (decision 0056): each client's shipped operations by hash, and what
   * happens to free-form ones. Default: off, with no manifests.
   */
  trustedDocuments?: { mode: TrustedDocumentMode; manifests: Manifests };
  /** Requests one kiosk device may make a minute (decision 0119). Default 600. */
  kioskRequestsPerMinute?: number;
  /**
   * Keeps guests' public answers in the shared cache under the catalogue version (decision
   * 0122; RESPONSE_CACHE). Default true; false answers every query afresh (the cache-control
   * and ETag headers stay).
   */
  responseCache?: boolean;
  /**
   * What runs operations (GATEWAY_EXECUTOR; issue 16 item 1): 'jit' compiles each document
   * once with graphql-jit (platform/jit), 'graphql-js' walks it on every request. Default
   * 'jit': the whole gateway suite passes with it, the graphql-http audit finds the same
   * as with graphql-js, and a 48-product listing serves about 1.5 times the requests
   * (bench:peers); 'graphql-js' is the way back without a release.
   */
  executor?: 'jit' | 'graphql-js';
}

export interface Gateway {
  app: Express;
  close(): Promise<void>;
}

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const production = options.production ?? false;
  const environment = options.environment ?? (production ? 'production' : 'local');
  const sandbox = options.sandbox ?? environment === 'local';
  const introspection = options.introspection ?? environment !== 'production';
  const logger = options.logger ?? jsonLogger();
  const hopSecret = options.hopSecret ?? defaultHopSecret();
  const rest = new RestClient({ apiUrl: options.apiUrl, logger, onCall: options.onRestCall, hopSecret });
  const ownCache = options.cache === undefined;
  let cache: JsonCache | undefined;
  // Connecting to Redis (at most 500 ms, never fatal) overlaps Apollo's start.
  const cacheReady = ownCache
    ? createCache({ redisUrl: options.redisUrl, prefix: options.cacheKeyPrefix, logger })
    : Promise.resolve(options.cache || undefined);

  const apollo = new ApolloServer<GatewayContext>({
    ...(options.executor === 'graphql-js' ? { schema: buildSchema() } : { gateway: jitGateway(buildSchema()) }),
    csrfPrevention: true, // Apollo's default, stated: the web sends application/json
    allowBatchedHttpRequests: false, // one operation per request: limits apply per request
    // No automatic persisted queries: any client could register any document. Our clients'
    // documents are known at build time instead (platform/trusted-documents, decision 0056).
    persistedQueries: false,
    // Apollo's own switch stays on: when off, limits/introspection-gate.ts refuses with its
    // own code (INTROSPECTION_DISABLED) and lets __typename through.
    introspection: true,
    includeStacktraceInErrorResponses: !production,
    validationRules: limitRules({ introspection }),
    parseOptions: { maxTokens: LIMITS.maxTokens },
    formatError: formatError({ production, logger }),
    // Our own explorer answers browsers (platform/explorer.ts); Apollo's needs a CDN.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Apollo installs its cache-control plugin by default: it walks every resolved field for
      // @cacheControl hints the schema does not have, about 40% of a listing's execution time
      // (issue 16), to write a header responseCache() decides itself.
      ApolloServerPluginCacheControlDisabled(),
      errorLogging(logger),
      responseCache({ cache: () => (options.responseCache === false ? undefined : cache), version: new CatalogVersion(rest) }),
      operationLimits<GatewayContext>((ctx) => ({ ...LIMITS, maxCost: CHANNEL_MAX_COST[ctx.channel] })),
    ],
    stringifyResult, // a public answer's body is written once, with its ETag (response-cache.ts)
    stopOnTerminationSignals: false, // server.ts owns shutdown
    logger: { debug: logger.debug ?? (() => {}), info: logger.info, warn: logger.warn, error: logger.error },
  });
  [cache] = await Promise.all([cacheReady, apollo.start()]).catch(async (error: unknown) => {
    if (ownCache) await (await cacheReady.catch(() => undefined))?.close();
    throw error;
  });
  const publicRest = new PublicRest(rest, cache);
  // One token refresh per session at a time, across replicas when Redis is configured.
  const refresher = options.redisUrl
    ? redisRefreshCoordinator({ url: options.redisUrl, prefix: options.cacheKeyPrefix, logger })
    : new LocalRefreshCoordinator();

  const app = express();
  app.disable('x-powered-by');
  // Express would hash every answer for a weak ETag, personal ones included; public answers
  // get their own (platform/response-cache), the rest are no-store and never revalidated.
  app.set('etag', false);
  // req.ip believes X-Forwarded-For from private networks; the per-address limits do not
  // use it but the buyer IP that only our own hops can vouch for (platform/limits/buyer-ip.ts).
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  // First: every request gets its id (the web server's, or a new one) and its log lines.
  // The channel goes on the request's closing log line (decision 0119: logs tell the channels apart).
  app.use(requestLogging({ logger: pinoOf(logger), hopSecret: options.hopSecret, fieldsAtEnd: (_req, res) => channelFields(channelOf(res as Response)) }));
  app.use(healthRoutes(rest, { environment, sandbox }));
  const contextOf = (req: Request, res: Response) =>
    createContext(
      { rest, publicRest, refresher, cookieSecure: options.cookieSecure ?? true, googleClientId: options.googleClientId, hopSecret, sandbox },
      req,
      res,
    );
  app.use(refreshRoute(contextOf, logger));
  app.use(explorerRoutes());
  // Exactly /graphql: a longer path (/graphql/aaaa…) is a 404, not an operation.
  app.all(
    '/graphql',
    // First: a kiosk is known by its device credential, or the request ends here (decision 0119).
    channelGate(new DeviceCheck(rest), logger, options.kioskRequestsPerMinute),
    ...jsonBody(LIMITS.maxBodyBytes),
    // Before the size limit: a hash becomes the shipped text, or the request ends here.
    trustedDocuments(
      { mode: 'off', manifests: new Map(), ...options.trustedDocuments, explorer: introspection, alwaysEnforced: new Set([KIOSK_CLIENT]) },
      logger,
    ),
    querySizeLimit(LIMITS.maxQueryLength),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => contextOf(req, res),
    }),
  );
  app.use(unknownPath);
  app.use(bodyErrors);

  return {
    app,
    async close() {
      await apollo.stop();
      await refresher.close();
      await rest.close();
      if (ownCache) await cache?.close();
    },
  };
}

export interface StartOptions extends GatewayOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
}

export async function startGateway(options: StartOptions): Promise<{ url: string; close(): Promise<void> }> {
  const gateway = await createGateway(options);
  const server = createServer(gateway.app);
  // Behind a load balancer keeping sockets open longer than Node's 5 s default avoids
  // races where the balancer reuses a socket Node just closed.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
      await gateway.close();
    },
  };
}
