// The REST contract of product reviews (issue 12 item 5, decision 0082): members who bought
// a product write one review of it; published after moderation; shown on the product page
// with the average and the count.
import { z } from 'zod';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2000;
export const SKIN_TYPES = ['dry', 'normal', 'oily', 'combination', 'sensitive'] as const;
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export const REVIEW_PAGE_MAX = 50;

/** Points for a review (sources online_review, published_review), both paid once a review is published and its goods delivered and kept (decision 0132). */
export const REVIEW_POINTS = { online_review: 20, published_review: 50 } as const;

export const reviewInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(REVIEW_TITLE_MAX),
  body: z.string().trim().min(1).max(REVIEW_BODY_MAX),
  /** The shade (or size, type) reviewed: one of the product's variants. */
  variantId: z.string().min(1).max(64).nullish(),
  skinType: z.enum(SKIN_TYPES).nullish(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  variantId: z.string().nullable(),
  skinType: z.enum(SKIN_TYPES).nullable(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(REVIEW_PAGE_MAX).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** Where the catalogue's imported ratings were collected (the data set, decision 0144). */
export const importedRatingSchema = z.object({
  rating: z.number(),
  count: z.number().int(),
  /** The shop the ratings were given on: "Sephora". */
  source: z.string(),
});

export const productReviewsSchema = z.object({
  /** The product's rating with our published reviews added to the data set's (null: none); what "Top rated" sorts by. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The average of this shop's published reviews alone (null: none yet). */
  ownRating: z.number().nullable(),
  /** This shop's published reviews: the ones `reviews` pages through. */
  ownReviewCount: z.number().int(),
  /** The rating the data set brought, given on another shop; null when it has none. */
  importedRating: importedRatingSchema.nullable(),
  reviews: z.array(reviewSchema),
  /** The signed-in member's own review of it, whatever its status (null for guests and non-reviewers). */
  mine: reviewSchema.nullable(),
  /** Whether the signed-in member may write one (bought it, has not yet). */
  canReview: z.boolean(),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

export const moderationSchema = z.object({ decision: z.enum(['publish', 'reject']), note: z.string().max(500).optional() });
/** A list of reviews: staff's pending ones, a member's own. */
export const pendingReviewsSchema = z.object({ reviews: z.array(reviewSchema) });
