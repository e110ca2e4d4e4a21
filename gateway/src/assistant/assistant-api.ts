// The stored conversation's REST calls (api/src/assistant): as the member when signed in
// (so it follows them across devices), else as the guest device.
import { z } from 'zod';
import { assistantConversationSchema, type AssistantMessage } from '@beauty/contracts/assistant';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

export const assistantApi = (rest: RestClient, scope: RequestScope) => ({
  read: () => rest.request(scope, { path: 'assistant/conversation', schema: assistantConversationSchema }),
  append: (messages: AssistantMessage[]) =>
    rest.request(scope, { method: 'POST', path: 'assistant/conversation/messages', body: { messages }, schema: assistantConversationSchema }),
  clear: () => rest.request(scope, { method: 'DELETE', path: 'assistant/conversation', schema: z.object({ cleared: z.literal(true) }) }),
});
