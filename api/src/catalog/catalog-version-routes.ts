// GET catalog/version: the version of everything a guest can see (migrations 0098, 0099),
// moved in the same transaction as the change. The gateway asks it before answering a public
// query from its response cache (decision 0122); a primary-key read of one row.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.ts';
import { catalogVersionSchema } from '@beauty/contracts/catalog';
import { errorBodySchema } from '@beauty/contracts/platform';
import { localeHeadersSchema } from '../locale/request-locale.ts';

export const catalogVersionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/catalog/version',
    {
      schema: {
        tags: ['catalog'],
        headers: localeHeadersSchema,
        summary: 'The version of the public catalogue and content (moves with every visible change)',
        response: { 200: catalogVersionSchema, 400: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const { rows } = await db.query<{ n: string | number }>('select n from catalog_version', [], { prepared: true });
      reply.header('cache-control', 'no-store');
      return { version: String(rows[0]?.n ?? 0) };
    },
  );
};
