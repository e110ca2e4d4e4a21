// Reviews' REST calls (account domain): a product's reviews, a member's new one, and a member's own.
import { pendingReviewsSchema, productReviewsSchema, reviewSchema, type ReviewInput } from '@beauty/contracts/account/reviews';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

export const reviewsApi = (rest: RestClient, scope: RequestScope) => ({
  ofProduct: (productId: string, limit: number, offset: number) =>
    rest.request(scope, { path: `products/${encodeURIComponent(productId)}/reviews`, query: { limit, offset }, schema: productReviewsSchema }),
  write: (productId: string, body: ReviewInput) =>
    rest.request(scope, { method: 'POST', path: `products/${encodeURIComponent(productId)}/reviews`, body, schema: reviewSchema }),
  mine: async () => (await rest.request(scope, { path: 'account/reviews', schema: pendingReviewsSchema })).reviews,
});
