// The schema's custom scalars (schema/base.graphql).
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { MinorUnitsScalar } from './minor-units.ts';

export const scalarResolvers: Resolvers = {
  MinorUnits: MinorUnitsScalar,
};
