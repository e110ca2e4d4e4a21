// The development inbox over REST (sandbox/mail/): what the file transport wrote, for the
// /sandbox/inbox page. Registered only outside production and only when mail goes to
// files (app.ts), so in production these paths are the ordinary 404. Elsewhere (a staging
// host with SANDBOX_ENABLED=true) the inbox would hand anyone a reset link: only a caller on
// this machine (the buyer IP our hops vouch for, else the socket's) or staff read it
// (decision 0137; the gateway refuses others before it asks). Who is staff is the account
// domain's answer: app.ts hands it in as `requireStaff`, so the mail layer knows no domain.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLoopbackIp } from '@beauty/contracts/platform';
import { z } from 'zod';
import { errorBodySchema } from '@beauty/contracts/platform';
import { devInboxListSchema, devInboxMessageSchema } from '@beauty/contracts/mail';
import { ApiError } from '../http-errors.ts';
import { readInbox, readInboxMessage } from './dev-inbox.ts';

export interface DevInboxOptions {
  mailDir: string;
  /** Throws (401, 403) unless the caller is signed-in staff; asked only of callers from another machine. */
  requireStaff: (request: FastifyRequest) => Promise<unknown>;
}

export const devInboxRoutes: FastifyPluginAsyncZod<DevInboxOptions> = async (app, { mailDir, requireStaff }) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackIp(request.buyerIp)) await requireStaff(request);
  });

  app.get(
    '/sandbox/mail/',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'The development inbox: mail written as files, newest first (not in production)',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: devInboxListSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const to = request.query.to?.trim().toLowerCase();
      const entries = await readInbox(mailDir);
      const messages = entries.filter((entry) => !to || entry.to.toLowerCase() === to).map(({ html: _html, text: _text, ...summary }) => summary);
      return { messages };
    },
  );

  app.get(
    '/sandbox/mail/:id',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'One message of the development inbox, both parts (not in production)',
        params: z.object({ id: z.string().max(20) }),
        response: { 200: devInboxMessageSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const message = await readInboxMessage(mailDir, request.params.id);
      if (!message) throw new ApiError(404, 'NOT_FOUND', 'Resource not found!');
      return message;
    },
  );
};
