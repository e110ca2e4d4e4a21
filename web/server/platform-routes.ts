// What the web server does besides rendering pages: health checks, content pages' payloads
// and the two proxies that keep the storefront on one origin (docs/architecture.md#the-system).
import { Router } from 'express';
import { hopHeaders, hopSecretOf } from './buyer-ip';
import { type Env, environmentOf, sandboxEnabled } from './env';
import { createApiDocs } from './api-docs';
import { createContentPayloads } from './content-payload';
import { graphqlErrorBody, upstreamProxy } from './upstream-proxy';

// The gateway refuses bodies over 64 KiB itself (its GraphQL error); this bound only keeps
// a hostile upload from streaming through the web server without end.
const GRAPHQL_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Characters of a URL path. Every product, brand, category and page slug is far shorter
 * (at most 200), so a longer path names nothing: 414 at once, before any render or
 * GraphQL call (issue 10 item 5), instead of a lookup the gateway would refuse.
 */
export const MAX_PATH_LENGTH = 1_000;

export function createPlatformRoutes(env: Env): Router {
  const router = Router();
  const hopSecret = hopSecretOf(env.INTERNAL_HOP_SECRET);

  router.use((req, res, next) => {
    if (req.path.length <= MAX_PATH_LENGTH) return next();
    res.status(414).type('text/plain').send('URI Too Long');
  });

  // What this server is (decision 0154): its environment and whether the sandbox pages are served.
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', environment: environmentOf(env), sandbox: sandboxEnabled(env) });
  });

  // Ready when the gateway, which every page needs, answers.
  router.get('/readyz', async (_req, res) => {
    try {
      const upstream = await fetch(new URL('/healthz', env.GATEWAY_URL), { signal: AbortSignal.timeout(2000) });
      res.status(upstream.ok ? 200 : 503).json({ status: upstream.ok ? 'ok' : 'gateway unavailable' });
    } catch {
      res.status(503).json({ status: 'gateway unavailable' });
    }
  });

  // Content pages' data for client navigations, {path}/_payload.json (docs/product.md#platform-calls, decision 0115).
  router.use(createContentPayloads(env));

  // The browser's GraphQL goes through us to the gateway: first-party cookies both ways
  // (the Cookie header goes up, Set-Cookie comes back untouched).
  // The shopper's address for the limits: set by us, replacing anything the browser sent (decision 0052).
  router.use(
    '/graphql',
    upstreamProxy({ target: env.GATEWAY_URL, maxBodyBytes: GRAPHQL_MAX_BODY_BYTES, errorBody: graphqlErrorBody, headers: (req) => hopHeaders(req, hopSecret) }),
  );

  // Product images, served by the api as a CDN would (decision 0001 "Routes").
  router.use('/images/', upstreamProxy({ target: env.API_URL, maxBodyBytes: 0 }));

  // /swagger: the REST api's OpenAPI document in a bundled viewer (decision 0101).
  router.use(createApiDocs(env));

  return router;
}
