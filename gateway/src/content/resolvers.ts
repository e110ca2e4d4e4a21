// The layout (spec §3 "Layout response"): navigation, footer and the navigation guard's
// exempted paths, from GET layouts/ in the shopper's country and language, through the
// shared public cache (platform/public-rest.ts).
import { layoutSchema } from '@beauty/api/contract/content';
import type { Resolvers } from '../__generated__/resolvers-types.ts';

export const contentResolvers: Resolvers = {
  Query: {
    layout: (_, __, ctx) => ctx.publicRest.get(ctx.publicScope, { path: 'layouts/', schema: layoutSchema }),
  },
  Layout: {
    navigation: (layout) => layout.header.navigation,
    footer: (layout) => layout.footer.columns,
    smartLinkExemptedPaths: (layout) => layout.config.smartLinkExemptedPaths,
  },
};
