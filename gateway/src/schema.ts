// The executable schema: the SDL of schema/ (the single source of the GraphQL contract)
// with each domain's resolvers.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { schemaFiles } from '@beauty/schema/files';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types.ts';
import { accountResolvers } from './account/resolvers.ts';
import { dashboardResolvers } from './account/dashboard-resolvers.ts';
import { devInboxResolvers } from './sandbox/dev-inbox-resolvers.ts';
import { assistantResolvers } from './assistant/resolvers.ts';
import { cartResolvers } from './cart/resolvers.ts';
import { checkoutResolvers } from './checkout/resolvers.ts';
import { catalogResolvers } from './catalog/resolvers.ts';
import { contentResolvers } from './content/resolvers.ts';
import { localeResolvers } from './locale/resolvers.ts';
import { listsResolvers } from './lists/resolvers.ts';
import { reviewsResolvers } from './account/reviews-resolvers.ts';
import { orderResolvers } from './order/resolvers.ts';
import { loyaltyResolvers } from './loyalty/resolvers.ts';
import { searchResolvers } from './search/resolvers.ts';
import { bookingResolvers } from './booking/resolvers.ts';
import { storeResolvers } from './store/resolvers.ts';
import { rewardsResolvers } from './loyalty/rewards-resolvers.ts';
import { scalarResolvers } from './platform/scalars/resolvers.ts';
import { moneyResolvers } from './platform/money-resolvers.ts';
import { kioskResolvers } from './kiosk/resolvers.ts';
import type { GatewayContext } from './context.ts';

const resolvers: Resolvers[] = [
  scalarResolvers,
  moneyResolvers,
  localeResolvers,
  catalogResolvers,
  cartResolvers,
  checkoutResolvers,
  orderResolvers,
  contentResolvers,
  accountResolvers,
  dashboardResolvers,
  devInboxResolvers,
  searchResolvers,
  assistantResolvers,
  storeResolvers,
  bookingResolvers,
  loyaltyResolvers,
  rewardsResolvers,
  listsResolvers,
  reviewsResolvers,
  kioskResolvers,
];

export function buildSchema(): GraphQLSchema {
  const typeDefs = schemaFiles.map((file) => readFileSync(file, 'utf8'));
  return makeExecutableSchema<GatewayContext>({
    typeDefs,
    resolvers,
    // Every resolver the schema expects must exist: a typo is a boot failure, not a null.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
