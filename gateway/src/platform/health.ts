// /healthz: the process answers. /readyz: it can serve, i.e. the api answers its /readyz
// (decision 0001: each process serves both). Shapes follow the api's healthSchema.
import express, { type Router } from 'express';
import type { RestClient } from './rest-client.ts';

export function healthRoutes(rest: RestClient): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const apiReady = await rest.ready();
    res.status(apiReady ? 200 : 503).json({
      status: apiReady ? 'ok' : 'unavailable',
      checks: { api: apiReady ? 'ok' : 'unavailable' },
    });
  });
  return router;
}
