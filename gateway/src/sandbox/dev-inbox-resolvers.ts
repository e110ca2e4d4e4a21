// The development inbox (api sandbox/mail/, decision 0084). The gateway refuses it by itself
// in production and to anyone neither on this machine nor staff (dev-inbox-access.ts,
// decision 0137); the api has no such route in production either.
import { devInboxListSchema, devInboxMessageSchema } from '@beauty/contracts/mail';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { asInboxReader } from './dev-inbox-access.ts';

export const devInboxResolvers: Resolvers = {
  Query: {
    devInbox: (_, { to }, ctx) =>
      asInboxReader(
        ctx,
        async (scope) => (await ctx.rest.request(scope, { path: 'sandbox/mail/', query: to ? { to } : {}, schema: devInboxListSchema })).messages,
      ),
    devMail: (_, { id }, ctx) =>
      asInboxReader(ctx, (scope) => ctx.rest.request(scope, { path: `sandbox/mail/${encodeURIComponent(id)}`, schema: devInboxMessageSchema })),
  },
};
