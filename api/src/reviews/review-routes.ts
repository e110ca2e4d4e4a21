// Reviews (issue 12 item 5): the product page reads the published ones with the average
// and count (and, signed in, the member's own and whether they may write one); a member
// writes one; staff moderate what the rules held back (decision 0082).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthConfig } from '../account/auth-config.ts';
import { authenticate, requireStaff } from '../account/authenticate.ts';
import type { Db } from '../db/db.ts';
import { signedInUserId } from '../account/signed-in-member.ts';
import {
  moderationSchema,
  pendingReviewsSchema,
  productReviewsSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewSchema,
} from '@beauty/contracts/account/reviews';
import { memberReviews, moderateReview, pendingReviews, productReviews, submitReview } from './review-repository.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

export interface ReviewRouteOptions {
  db: Db;
  auth: AuthConfig;
}

const productParams = z.object({ id: z.string().min(1).max(64) });
const errors = errorAnswers(400, 401, 403, 404, 409);

const doc = routeDocs('account');
const createdDoc = routeDocs('account', 201);
const staffDoc = routeDocs('staff');

export const reviewRoutes: FastifyPluginAsyncZod<ReviewRouteOptions> = async (app, { db, auth }) => {
  app.get(
    '/products/:id/reviews',
    doc('A product’s published reviews, average rating and count (and the signed-in member’s own)', productReviewsSchema, errors, {
      params: productParams,
      querystring: reviewListQuerySchema,
    }),
    async (request) => {
      const userId = await signedInUserId(db, auth, request);
      return productReviews(db, request.params.id, userId, request.query.limit, request.query.offset);
    },
  );

  app.post(
    '/products/:id/reviews',
    createdDoc('Write a review of a product the member bought (one per product)', reviewSchema, errors, { params: productParams, body: reviewInputSchema }),
    async (request, reply) => {
      const userId = (await authenticate(db, auth, request)).sub;
      const { country, language } = request.siteLocale;
      const review = await submitReview(db, userId, request.params.id, country, language, request.body, new Date());
      return reply.status(201).send(review);
    },
  );

  app.get(
    '/account/reviews',
    doc('The signed-in member’s own reviews, newest first, with their moderation state', pendingReviewsSchema, errors, {
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
    }),
    async (request) => {
      const userId = (await authenticate(db, auth, request)).sub;
      return { reviews: await memberReviews(db, userId, request.query.limit) };
    },
  );

  app.get(
    '/staff/reviews',
    staffDoc('Reviews waiting for moderation, oldest first', pendingReviewsSchema, errors, {
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
    }),
    async (request) => {
      await requireStaff(db, auth, request);
      return { reviews: await pendingReviews(db, request.query.limit) };
    },
  );

  app.post(
    '/staff/reviews/:reviewId/moderation',
    staffDoc('Publish or reject a pending review', reviewSchema, errors, { params: z.object({ reviewId: z.string().min(1).max(64) }), body: moderationSchema }),
    async (request) => {
      const staff = await requireStaff(db, auth, request);
      return moderateReview(db, request.params.reviewId, request.body.decision, staff.sub, request.body.note, new Date());
    },
  );
};
