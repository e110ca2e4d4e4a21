// /healthz: the process answers, saying its environment and whether the sandbox is on
// (decision 0154). /readyz: the database answers `select 1` (a load balancer
// takes the replica out of rotation while it does not).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.ts';
import { healthSchema, serviceHealthSchema } from '@beauty/contracts/platform';

export interface HealthOptions {
  db: Db;
  environment: 'local' | 'production';
  sandbox: boolean;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { db, environment, sandbox }) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: serviceHealthSchema } } }, async () => ({ status: 'ok' as const, environment, sandbox }));

  app.get('/readyz', { schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ok' as const, checks: { database: 'ok' } };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable', checks: { database: 'unavailable' } });
    }
  });
};
