// Beauty Pass on the account (Account.beautyPass), the tier comparison of a country site,
// the order's fulfilment, and the order moves of staff and the sandbox. Enum values are
// the api's lower-case names upper-cased; Money passes through as the api's.
import type { FulfilmentMove } from '@beauty/contracts/fulfilment';
import type { FulfilmentState, MoveOrderInput, PointSource, Resolvers, Tier, TierMessageKind, UserError } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { keyedConnection, pageSize } from '../platform/connections.ts';
import { badUserInput, notFound } from '../platform/graphql-errors.ts';
import { RestError, userErrorOf } from '../platform/rest-errors.ts';
import { analyticsLoyalty } from './analytics-loyalty.ts';
import { loadBeautyPass } from './beauty-pass-loader.ts';
import { loyaltyApi, tierComparison } from './loyalty-api.ts';

const upper = <T extends string>(value: string) => value.toUpperCase() as T;

const moveOf = (input: MoveOrderInput): FulfilmentMove => ({
  state: input.state.toLowerCase() as FulfilmentMove['state'],
  ...(input.trackingNumber ? { trackingNumber: input.trackingNumber } : {}),
  ...(input.lines ? { lines: input.lines } : {}),
});

/** The sandbox is not there in production, whatever the api says (decision 0074; ctx.sandbox, decision 0154). */
function sandboxOnly(ctx: GatewayContext): void {
  if (!ctx.sandbox) throw notFound('Not found');
}

async function movePayload(ctx: GatewayContext, run: () => Promise<{ number: string; fulfilment: unknown }>) {
  try {
    const moved = await run();
    return { orderNumber: moved.number, fulfilment: moved.fulfilment as never, userErrors: [] as UserError[] };
  } catch (error) {
    if (error instanceof RestError && error.restCode === 'ORDER_NOT_FOUND') {
      return { orderNumber: null, fulfilment: null, userErrors: [{ code: 'ORDER_NOT_FOUND' as const, field: ['input', 'orderId'], message: error.message }] };
    }
    const userError = userErrorOf(error);
    if (userError) return { orderNumber: null, fulfilment: null, userErrors: [userError] };
    throw error;
  }
}

export const loyaltyResolvers: Resolvers = {
  Query: {
    beautyPassTiers: async (_, __, ctx) =>
      (await tierComparison(ctx.publicRest, ctx.publicScope)).tiers.map((row) => ({ ...row, tier: upper<Tier>(row.tier) })),
  },
  Account: {
    beautyPass: (_, __, ctx) => loadBeautyPass(ctx),
  },
  BeautyPass: {
    tier: (pass) => upper<Tier>(pass.tier),
    tierLabel: (pass) => upper<Tier>(pass.shownTier),
    progress: (pass) => ({
      ...pass.progress,
      nextTier: pass.progress.nextTier ? upper<Tier>(pass.progress.nextTier) : null,
      blackThreshold: pass.progress.thresholds.black,
      goldThreshold: pass.progress.thresholds.gold,
    }),
    history: async (_, { first, after }, ctx) => {
      if (first < 1 || first > 50) throw badUserInput('first must be 1 to 50');
      const page = await ctx.session.call((scope) => loyaltyApi(ctx.rest, scope).history(first, after ?? undefined));
      return { nodes: page.entries, hasNextPage: page.nextCursor !== null, endCursor: page.nextCursor };
    },
    // An entry's cursor is its ledger id, the api's own cursor (it pages after that id).
    historyConnection: async (_, { first, after }, ctx) => {
      const size = pageSize(first, 20, 50);
      const page = await ctx.session.call((scope) => loyaltyApi(ctx.rest, scope).history(size, after ?? undefined));
      return keyedConnection(page.entries, (entry) => entry.id, page.nextCursor !== null, after);
    },
  },
  // The analytics block's Beauty Pass fields: one read of the pass per request (beauty-pass-loader.ts).
  AnalyticsUser: {
    cardNumber: async (_, __, ctx) => (await analyticsLoyalty(ctx))?.cardNumber ?? null,
    loyaltyPoints: async (_, __, ctx) => (await analyticsLoyalty(ctx))?.points ?? null,
    loyaltyTier: async (_, __, ctx) => (await analyticsLoyalty(ctx))?.tier ?? null,
    tierPointsCounter: async (_, __, ctx) => (await analyticsLoyalty(ctx))?.tierSpend ?? null,
  },
  TierMessage: {
    kind: (message) => upper<TierMessageKind>(message.kind),
    tier: (message) => upper<Tier>(message.tier),
  },
  PointsEntry: {
    source: (entry) => upper<PointSource>(entry.source),
  },
  OrderFulfilment: {
    state: (fulfilment) => upper<FulfilmentState>(fulfilment.state),
  },
  Order: {
    fulfilment: (order) => order.fulfilment ?? null,
  },
  Mutation: {
    moveOrder: (_, { input }, ctx) => movePayload(ctx, () => ctx.session.call((scope) => loyaltyApi(ctx.rest, scope).moveOrder(input.orderId, moveOf(input)))),
    sandboxMoveOrder: (_, { input }, ctx) => {
      sandboxOnly(ctx);
      return movePayload(ctx, () => loyaltyApi(ctx.rest, ctx.shopperScope()).sandboxMoveOrder(input.orderId, moveOf(input)));
    },
    sandboxAdvanceClock: (_, { input }, ctx) => {
      sandboxOnly(ctx);
      return loyaltyApi(ctx.rest, ctx.shopperScope()).sandboxAdvanceClock({
        ...(input.workingDays != null ? { workingDays: input.workingDays } : {}),
        ...(input.days != null ? { days: input.days } : {}),
        ...(input.country ? { country: input.country } : {}),
      });
    },
  },
};
