// The sandbox's calls for the lists (outside production only; 404 in production, like
// every sandbox page): restock a variant and run the back-in-stock job at once (so a
// tester sees the mail without waiting for the runner), and read the list mails queued
// for one address (what the e2e test checks when no development inbox is at hand).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { systemClock } from '../platform/jobs/clock.ts';
import { LIST_MAIL_KINDS, restockResultSchema, restockSchema } from '@beauty/contracts/lists';
import { backInStockJob } from './back-in-stock-job.ts';
import { restock } from './restock.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';
import { sandboxOnly } from '../platform/sandbox-only.ts';

export interface SandboxListsRouteOptions {
  db: Db;
  linkSecret: string;
  enabled: boolean;
}

const sandboxOutboxSchema = z.object({
  mails: z.array(z.object({ kind: z.string(), recipient: z.string(), payload: z.record(z.string(), z.unknown()), createdAt: z.string() })),
});

const doc = routeDocs('sandbox');

export const sandboxListsRoutes: FastifyPluginAsyncZod<SandboxListsRouteOptions> = async (app, { db, linkSecret, enabled }) => {
  sandboxOnly(app, enabled);

  app.post(
    '/sandbox/lists/restock',
    doc('Sandbox (not in production): restock a variant and mail its waitlist now', restockResultSchema, errorAnswers(400, 404), {
      body: restockSchema.extend({ variantId: z.string().min(1).max(64) }),
    }),
    async (request) => {
      const result = await restock(db, request.body.variantId, request.body.country, request.body.quantity);
      const job = backInStockJob(linkSecret, 500);
      const mailed = await job.run({ db, clock: systemClock });
      return { ...result, mailed };
    },
  );

  app.get(
    '/sandbox/lists/outbox',
    doc('Sandbox (not in production): the list mails queued for one address', sandboxOutboxSchema, errorAnswers(400, 404), {
      querystring: z.object({ recipient: z.string().min(3).max(254) }),
    }),
    async (request) => {
      const { rows } = await db.query<{ kind: string; recipient: string; payload: Record<string, unknown>; created_at: Date }>(
        `select kind, recipient, payload, created_at from outbox where lower(recipient) = lower($1) and kind = any($2::text[]) order by id`,
        [request.query.recipient, [...LIST_MAIL_KINDS]],
      );
      return { mails: rows.map((r) => ({ kind: r.kind, recipient: r.recipient, payload: r.payload, createdAt: new Date(r.created_at).toISOString() })) };
    },
  );
};
