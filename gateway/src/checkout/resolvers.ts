// Checkout: the mutation that places and pays for an order, and the stores for click and
// collect. Business failures (an empty bag, sold-out stock, a promo that no longer
// applies, a field the api refuses) come back as userErrors.
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { userErrorOf } from '../platform/rest-errors.ts';
import { checkoutApi } from './checkout-api.ts';
import { checkoutBody } from './checkout-input.ts';

export const checkoutResolvers: Resolvers = {
  Query: {
    stores: async (_, __, ctx) => (await checkoutApi(ctx.rest, ctx.shopperScope()).stores()).stores,
  },
  Mutation: {
    checkout: async (_, { input }, ctx) => {
      const parsed = checkoutBody(input);
      if ('error' in parsed) return { userErrors: [parsed.error] };
      ctx.ensureDeviceId();
      try {
        const { order, accessToken } = await checkoutApi(ctx.rest, ctx.shopperScope()).placeOrder(input.idempotencyKey, parsed.body);
        return { order, accessToken, userErrors: [] };
      } catch (error) {
        const userError = userErrorOf(error);
        if (userError) return { userErrors: [userError] };
        throw error;
      }
    },
  },
};
