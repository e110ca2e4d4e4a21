// The executable schema: the SDL of schema/ (the single source of the GraphQL contract)
// with each domain's resolvers.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { schemaFiles } from '@beauty/schema/files';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types.ts';
import { accountResolvers } from './account/resolvers.ts';
import { cartResolvers } from './cart/resolvers.ts';
import { checkoutResolvers } from './checkout/resolvers.ts';
import { catalogResolvers } from './catalog/resolvers.ts';
import { contentResolvers } from './content/resolvers.ts';
import { localeResolvers } from './locale/resolvers.ts';
import { orderResolvers } from './order/resolvers.ts';
import { searchResolvers } from './search/resolvers.ts';
import type { GatewayContext } from './context.ts';

const resolvers: Resolvers[] = [localeResolvers, catalogResolvers, cartResolvers, checkoutResolvers, orderResolvers, contentResolvers, accountResolvers, searchResolvers];

export function buildSchema(): GraphQLSchema {
  const typeDefs = schemaFiles.map((file) => readFileSync(file, 'utf8'));
  return makeExecutableSchema<GatewayContext>({
    typeDefs,
    resolvers,
    // Every resolver the schema expects must exist: a typo is a boot failure, not a null.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
