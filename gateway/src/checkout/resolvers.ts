// Checkout: the mutation that places and pays for an order, and the stores for click and
// collect. Business failures (an empty bag, sold-out stock, a promo that no longer
// applies, a field the api refuses) come back as userErrors. Signed in, the call carries
// the member's bearer (refreshed once on a 401, account/session.ts), so the api records the
// order as theirs; a session that turns out to have ended places nothing (SIGNED_OUT)
// rather than quietly placing a guest's order the member would not find in their list.
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { isUnauthenticated } from '../platform/graphql-errors.ts';
import type { RequestScope } from '../platform/rest-client.ts';
import { userErrorOf } from '../platform/rest-errors.ts';
import { checkoutApi } from './checkout-api.ts';
import { checkoutBody } from './checkout-input.ts';

export const checkoutResolvers: Resolvers = {
  Query: {
    stores: async (_, __, ctx) => (await checkoutApi(ctx.rest, ctx.shopperScope()).stores()).stores,
  },
  Mutation: {
    checkout: async (_, { input }, ctx) => {
      const placedByMember = ctx.session.signedIn;
      const parsed = checkoutBody(input);
      if ('error' in parsed) return { placedByMember, userErrors: [parsed.error] };
      ctx.ensureDeviceId();
      const place = (scope: RequestScope) => checkoutApi(ctx.rest, scope).placeOrder(input.idempotencyKey, parsed.body);
      try {
        const { order, accessToken } = placedByMember ? await ctx.session.call(place) : await place(ctx.shopperScope());
        return { order, accessToken, placedByMember, userErrors: [] };
      } catch (error) {
        if (placedByMember && isUnauthenticated(error)) {
          return {
            placedByMember: false,
            userErrors: [{ code: 'SIGNED_OUT', field: null, message: 'Your session has ended: sign in again, or check out as a guest.' }],
          };
        }
        const userError = userErrorOf(error);
        if (userError) return { placedByMember, userErrors: [userError] };
        throw error;
      }
    },
  },
};
