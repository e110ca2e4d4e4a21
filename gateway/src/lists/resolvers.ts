// The lists in GraphQL: Product.inWishList / launchReminderSet and Variant.waitlisted from
// the member's lists (one REST call per list per request, member-lists.ts), the WishList
// entity (id "current") for the header count and the list page, and the mutations, whose
// payloads carry the changed products so a normalized cache updates every heart at once.
import type { ListAlertState, Resolvers, UserError } from '../__generated__/resolvers-types.ts';
import type { AlertState } from '@beauty/contracts/lists';
import type { GatewayContext } from '../context.ts';
import { userErrorOf } from '../platform/rest-errors.ts';
import { asMemberOrGuest } from '../account/member-call.ts';
import { listsApi } from './lists-api.ts';
import { forgetAlerts, memberReminders, memberWaitlist, memberWishList, rememberWishList } from './member-lists.ts';

const stateOf = (state: AlertState['state']) => state.toUpperCase() as ListAlertState;

/** A mutation's business failure as userErrors; anything else (auth, outage) stays an error. */
async function withUserErrors<T extends object>(run: () => Promise<T>): Promise<T | { userErrors: UserError[] }> {
  try {
    return await run();
  } catch (error) {
    const userError = userErrorOf(error);
    if (userError) return { userErrors: [userError] };
    throw error;
  }
}

const alertCall = (ctx: GatewayContext, run: Parameters<typeof asMemberOrGuest<AlertState>>[1]) => asMemberOrGuest(ctx, run);

export const listsResolvers: Resolvers = {
  Query: {
    wishList: async (_, __, ctx) => (ctx.session.signedIn ? memberWishList(ctx) : null),
  },
  WishList: {
    id: () => 'current',
    count: (list) => list.items.length,
    items: (list) => list.items,
  },
  WishListItem: {
    product: (item, _, ctx) => ctx.loaders.product(item.productId),
    variant: (item, _, ctx) => (item.variantId ? ctx.loaders.variant(item.variantId) : null),
  },
  Product: {
    inWishList: async (product, _, ctx) => (await memberWishList(ctx)).items.some((item) => item.productId === product.id),
    launchReminderSet: async (product, _, ctx) => (await memberReminders(ctx)).some((alert) => alert.productId === product.id),
  },
  Variant: {
    waitlisted: async (variant, _, ctx) => (await memberWaitlist(ctx)).some((alert) => alert.variantId === variant.id),
  },
  Mutation: {
    updateWishList: async (_, { add, remove }, ctx) => {
      const touched = [...(add ?? []).map((entry) => entry.productId), ...(remove ?? [])];
      const result = await withUserErrors(async () => {
        const list = await ctx.session.call((scope) =>
          listsApi(ctx.rest, scope).updateWishList({
            add: (add ?? []).map((entry) => ({ productId: entry.productId, variantId: entry.variantId ?? null })),
            remove: remove ?? [],
          }),
        );
        rememberWishList(ctx, list);
        return { wishList: list, userErrors: [] };
      });
      if (!('wishList' in result)) return { wishList: null, products: [], userErrors: result.userErrors };
      const products = await Promise.all([...new Set(touched)].map((id) => ctx.loaders.product(id).catch(() => null)));
      return { ...result, products: products.filter((p) => p !== null) };
    },
    setWaitlist: async (_, { variantId, on, email }, ctx) => {
      const result = await withUserErrors(async () => {
        const answer = await alertCall(ctx, (scope) => listsApi(ctx.rest, scope).setWaitlist({ variantId, on, email: email ?? undefined }));
        forgetAlerts(ctx);
        return { state: stateOf(answer.state), variant: await ctx.loaders.variant(variantId), product: null, userErrors: [] };
      });
      return 'state' in result ? result : { state: null, product: null, variant: null, userErrors: result.userErrors };
    },
    remindMe: async (_, { productId, email }, ctx) => {
      const result = await withUserErrors(async () => {
        const answer = await alertCall(ctx, (scope) => listsApi(ctx.rest, scope).subscribe({ productId, email: email ?? undefined }));
        forgetAlerts(ctx);
        return { state: stateOf(answer.state), product: await ctx.loaders.product(productId), variant: null, userErrors: [] };
      });
      return 'state' in result ? result : { state: null, product: null, variant: null, userErrors: result.userErrors };
    },
    cancelReminder: async (_, { productId }, ctx) => {
      const result = await withUserErrors(async () => {
        const answer = await ctx.session.call((scope) => listsApi(ctx.rest, scope).changeSubscription({ action: 'unsubscribe', productId }));
        forgetAlerts(ctx);
        return { state: stateOf(answer.state), product: await ctx.loaders.product(productId), variant: null, userErrors: [] };
      });
      return 'state' in result ? result : { state: null, product: null, variant: null, userErrors: result.userErrors };
    },
    followListLink: async (_, { action, token }, ctx) => {
      const result = await withUserErrors(async () => {
        const body = action === 'CONFIRM' ? { action: 'confirm' as const, confirmToken: token } : { action: 'unsubscribe' as const, unsubscribeToken: token };
        const answer = await listsApi(ctx.rest, ctx.shopperScope()).changeSubscription(body);
        forgetAlerts(ctx);
        return { state: stateOf(answer.state), product: null, variant: null, userErrors: [] };
      });
      return 'state' in result ? result : { state: null, product: null, variant: null, userErrors: result.userErrors };
    },
  },
};
