// The assistant's conversation (issue 17): GET, POST messages, DELETE. The owner is the
// bearer's member when signed in (so it follows them across devices), else the guest's
// device id; never an id from the body. The gateway is the only caller.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthConfig } from '../account/auth-config.ts';
import type { Db } from '../db/db.ts';
import { appendAssistantMessagesSchema, assistantConversationSchema } from '@beauty/contracts/assistant';
import { isDeviceId } from '@beauty/contracts/cart/device-id';
import { REST_HEADERS } from '@beauty/contracts/locale';
import { errorBodySchema } from '@beauty/contracts/platform';
import { badRequest, notFound } from '../platform/http-errors.ts';
import { signedInUserId } from '../account/signed-in-member.ts';
import { appendMessages, clearConversation, type ConversationOwner, readConversation } from './conversation-repository.ts';

export const assistantRoutes: FastifyPluginAsyncZod<{ db: Db; auth: AuthConfig }> = async (app, { db, auth }) => {
  const ownerOf = async (request: Parameters<typeof signedInUserId>[2]): Promise<ConversationOwner> => {
    const country = request.siteLocale.country;
    const userId = await signedInUserId(db, auth, request);
    if (userId) return { userId, country };
    const deviceId = request.headers[REST_HEADERS.deviceId];
    if (typeof deviceId !== 'string' || !isDeviceId(deviceId)) {
      throw badRequest('DEVICE_ID_REQUIRED', `A guest's conversation needs the ${REST_HEADERS.deviceId} header.`, { header: REST_HEADERS.deviceId });
    }
    return { deviceId, country };
  };
  const errors = { 400: errorBodySchema, 401: errorBodySchema };

  app.get(
    '/assistant/conversation',
    {
      schema: {
        tags: ['assistant'],
        summary: "The shopper's conversation with the beauty assistant (last turns)",
        response: { 200: assistantConversationSchema, ...errors },
      },
    },
    async (request) => readConversation(db, await ownerOf(request)),
  );

  app.post(
    '/assistant/conversation/messages',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Append turns to the conversation (the oldest beyond the cap fall off)',
        body: appendAssistantMessagesSchema,
        response: { 200: assistantConversationSchema, ...errors },
      },
    },
    async (request) => appendMessages(db, await ownerOf(request), request.body.messages),
  );

  app.delete(
    '/assistant/conversation',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Forget the conversation (404 when there is none)',
        response: { 200: z.object({ cleared: z.literal(true) }), 404: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      if (!(await clearConversation(db, await ownerOf(request)))) throw notFound('NOT_FOUND', 'There is no conversation to forget.');
      return { cleared: true as const };
    },
  );
};
