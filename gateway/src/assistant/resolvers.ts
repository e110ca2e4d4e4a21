// The assistant's GraphQL fields (schema/assistant.graphql). askAssistant reads through the
// tools (operations of this very schema, as the asking shopper), by the embedded engine or
// a configured model (assistant-turn.ts), stores the turn, and returns the answer; it
// changes nothing else. Product cards resolve through the catalogue
// loaders like every other Product of the schema.
import { randomUUID } from 'node:crypto';
import type { AssistantMessage as StoredMessage } from '@beauty/contracts/assistant';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { asMemberOrGuest } from '../account/member-call.ts';
import { RestError } from '../platform/rest-errors.ts';
import type { GatewayContext } from '../context.ts';
import { assistantApi } from './assistant-api.ts';
import { answerTurn } from './assistant-turn.ts';
import { assistantRateLimit } from './rate-limit.ts';
import { reply } from './replies.ts';
import { suggestionsFor } from './suggestions.ts';
import { tokenBudget } from './token-budget.ts';

const conversationOf = (ctx: GatewayContext) => {
  ctx.ensureDeviceId(); // a guest's conversation is keyed by the device
  return asMemberOrGuest(ctx, (scope) => assistantApi(ctx.rest, scope).read());
};

const message = (role: StoredMessage['role'], fields: Partial<StoredMessage> & { text: string }): StoredMessage => ({
  id: `m${randomUUID().replace(/-/g, '').slice(0, 20)}`,
  role,
  productIds: [],
  suggestions: [],
  link: null,
  createdAt: new Date().toISOString(),
  ...fields,
});

export const assistantResolvers: Resolvers = {
  Query: {
    assistantConversation: (_, __, ctx) => conversationOf(ctx),
    assistantSuggestions: (_, { page }, ctx) => suggestionsFor(page ?? undefined, ctx.locale),
  },
  Mutation: {
    askAssistant: async (_, { input }, ctx, info) => {
      const question = input.message.trim();
      if (!question)
        return { reply: null, conversation: null, userErrors: [{ code: 'INVALID_INPUT', field: ['input', 'message'], message: 'Ask a question.' }] };
      const wait = assistantRateLimit.take(ctx.ensureDeviceId(), ctx.shopperScope().clientIp);
      if (wait > 0)
        return {
          reply: null,
          conversation: null,
          userErrors: [{ code: 'ASSISTANT_RATE_LIMITED', field: null, message: reply('busy', ctx.locale.language, { seconds: wait }) }],
        };
      const { answer, modelTokens } = await answerTurn(question, input.page ?? undefined, info.schema, ctx, () => conversationOf(ctx));
      const answerMessage = message('assistant', answer);
      const conversation = await asMemberOrGuest(ctx, (scope) => assistantApi(ctx.rest, scope).append([message('shopper', { text: question }), answerMessage]));
      // Charged once the conversation exists: a first question's tokens count for it too.
      tokenBudget.charge(conversation.id, modelTokens);
      return { reply: answerMessage, conversation, userErrors: [] };
    },
    clearAssistantConversation: async (_, __, ctx) => {
      ctx.ensureDeviceId();
      try {
        await asMemberOrGuest(ctx, (scope) => assistantApi(ctx.rest, scope).clear());
      } catch (error) {
        // Nothing to forget is what the shopper asked for.
        if (!(error instanceof RestError && error.restCode === 'NOT_FOUND')) throw error;
      }
      return { id: '', messages: [] };
    },
  },
  AssistantMessage: {
    role: (m) => (m.role === 'shopper' ? 'SHOPPER' : 'ASSISTANT'),
    // Cards of products that have since left this country's shelf simply drop out.
    products: async (m, _, ctx) => (await Promise.all(m.productIds.map((id) => ctx.loaders.product(id).catch(() => null)))).filter((p) => p !== null),
  },
};
