// /healthz: the process answers, saying its environment and whether the sandbox is on
// (decision 0154). /readyz: it can serve, i.e. the api answers its /readyz
// (decision 0001: each process serves both). Shapes follow the api's healthSchema.
import express, { type Router } from 'express';
import type { RestClient } from './rest-client.ts';

export interface HealthFacts {
  environment: 'local' | 'production';
  sandbox: boolean;
}

export function healthRoutes(rest: RestClient, facts: HealthFacts): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', ...facts });
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
