// Reviews in GraphQL: Product.reviews (published ones with the average and count; the
// member's own and whether they may write one when signed in), Account.reviews (the
// member's own, for the dashboard) and writeReview.
import type { ProductReviews } from '@beauty/contracts/account/reviews';
import type { Resolvers, ReviewStatus, SkinType } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { pageSize, positionalConnection, startAfter } from '../platform/connections.ts';
import { badUserInput } from '../platform/graphql-errors.ts';
import { userErrorOf } from '../platform/rest-errors.ts';
import { asMemberOrGuest } from './member-call.ts';
import { reviewsApi } from './reviews-api.ts';

/** How far into a product's reviews the api pages (contracts/account/reviews.ts). */
const MAX_REVIEW_OFFSET = 100_000;

/**
 * One REST call per product and page within a request: the product page asks the summary
 * (Product.reviews) and the list (Product.reviewConnection) of the same first page.
 */
const pagesOfRequest = new WeakMap<GatewayContext, Map<string, Promise<ProductReviews>>>();
function reviewsPage(ctx: GatewayContext, productId: string, limit: number, offset: number): Promise<ProductReviews> {
  let pages = pagesOfRequest.get(ctx);
  if (!pages) {
    pages = new Map();
    pagesOfRequest.set(ctx, pages);
  }
  const key = `${productId}\0${limit}\0${offset}`;
  let page = pages.get(key);
  if (!page) {
    page = asMemberOrGuest(ctx, (scope) => reviewsApi(ctx.rest, scope).ofProduct(productId, limit, offset));
    pages.set(key, page);
  }
  return page;
}

export const reviewsResolvers: Resolvers = {
  Product: {
    reviews: (product, { first, offset }, ctx) => reviewsPage(ctx, product.id, Math.min(Math.max(first, 1), 50), Math.max(offset, 0)),
    reviewConnection: async (product, { first, after }, ctx) => {
      const limit = pageSize(first, 10, 50);
      const start = startAfter(after);
      if (start > MAX_REVIEW_OFFSET) throw badUserInput(`after may stand at most ${MAX_REVIEW_OFFSET} reviews in`, { argument: 'after' });
      const page = await reviewsPage(ctx, product.id, limit, start);
      return positionalConnection(page.reviews, start, page.ownReviewCount);
    },
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
