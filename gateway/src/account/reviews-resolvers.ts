// Reviews in GraphQL: Product.reviews (published ones with the average and count; the
// member's own and whether they may write one when signed in), Account.reviews (the
// member's own, for the dashboard) and writeReview.
import type { Resolvers, ReviewStatus, SkinType } from '../__generated__/resolvers-types.ts';
import { userErrorOf } from '../platform/rest-errors.ts';
import { asMemberOrGuest } from './member-call.ts';
import { reviewsApi } from './reviews-api.ts';

export const reviewsResolvers: Resolvers = {
  Product: {
    reviews: (product, { first, offset }, ctx) =>
      asMemberOrGuest(ctx, (scope) => reviewsApi(ctx.rest, scope).ofProduct(product.id, Math.min(Math.max(first, 1), 50), Math.max(offset, 0))),
  },
  Account: {
    reviews: (_account, _, ctx) => ctx.session.call((scope) => reviewsApi(ctx.rest, scope).mine()),
  },
  Review: {
    product: (review, _, ctx) => ctx.loaders.product(review.productId).catch(() => null),
    variant: (review, _, ctx) => (review.variantId ? ctx.loaders.variant(review.variantId).catch(() => null) : null),
    skinType: (review) => (review.skinType ? (review.skinType.toUpperCase() as SkinType) : null),
    status: (review) => review.status.toUpperCase() as ReviewStatus,
  },
  Mutation: {
    writeReview: async (_, { input }, ctx) => {
      try {
        const review = await ctx.session.call((scope) =>
          reviewsApi(ctx.rest, scope).write(input.productId, {
            rating: input.rating,
            title: input.title,
            body: input.body,
            variantId: input.variantId ?? null,
            skinType: input.skinType ? (input.skinType.toLowerCase() as 'dry') : null,
          }),
        );
        return { review, product: await ctx.loaders.product(input.productId), userErrors: [] };
      } catch (error) {
        const userError = userErrorOf(error);
        if (userError) return { review: null, product: null, userErrors: [userError] };
        throw error;
      }
    },
  },
};
