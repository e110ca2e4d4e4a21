// What the web server does besides rendering pages: health checks and the two proxies
// that keep the storefront on one origin (ARCHITECTURE "The system").
import { Router } from 'express';
import type { Env } from './env';
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

  router.use((req, res, next) => {
    if (req.path.length <= MAX_PATH_LENGTH) return next();
    res.status(414).type('text/plain').send('URI Too Long');
  });

  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
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

  // The browser's GraphQL goes through us to the gateway: first-party cookies both ways
  // (the Cookie header goes up, Set-Cookie comes back untouched).
  router.use('/graphql', upstreamProxy({ target: env.GATEWAY_URL, maxBodyBytes: GRAPHQL_MAX_BODY_BYTES, errorBody: graphqlErrorBody }));

  // Product images, served by the api as a CDN would (decision 0001 "Routes").
  router.use('/images/', upstreamProxy({ target: env.API_URL, maxBodyBytes: 0 }));

  return router;
}
