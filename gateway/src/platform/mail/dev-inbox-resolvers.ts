// The development inbox (api sandbox/mail/, decision 0084). The api has no such route in
// production, so its 404 becomes a NOT_FOUND error here and a 404 page in the web.
import { devInboxListSchema, devInboxMessageSchema } from '@beauty/contracts/mail';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';

export const devInboxResolvers: Resolvers = {
  Query: {
    devInbox: async (_, { to }, ctx) => {
      const { messages } = await ctx.rest.request(ctx.shopperScope(), { path: 'sandbox/mail/', query: to ? { to } : {}, schema: devInboxListSchema });
      return messages;
    },
    devMail: (_, { id }, ctx) => ctx.rest.request(ctx.shopperScope(), { path: `sandbox/mail/${encodeURIComponent(id)}`, schema: devInboxMessageSchema }),
  },
};
