// Beauty Pass REST calls (issue 11, decisions 0072-0074):
//   GET  loyalty/beauty-pass     – the signed-in member's card, tier, points, progress, messages
//   GET  loyalty/points-history  – their ledger, newest first, paged (keyset on the entry id)
//   GET  loyalty/tiers           – the tier comparison of this country site (public)
//   POST staff/loyalty/adjustments – staff: manual_points_adjustment with a reason
//   POST loyalty/events          – another channel's event (survey, app download, …):
//                                  a staff token or the LOYALTY_EVENTS_KEY service key
// The member's id only ever comes from the verified token (or, for staff and services,
// the card number in the body: they act on members, not as them).
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AuthConfig } from '../account/auth-config.ts';
import { authenticate, requireStaff } from '../account/authenticate.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import {
  beautyPassSchema,
  loyaltyEventSchema,
  pointsAdjustmentSchema,
  pointsHistoryQuerySchema,
  pointsHistorySchema,
  pointsWrittenSchema,
  tierComparisonSchema,
} from '@beauty/contracts/loyalty';
import { ApiError } from '../platform/http-errors.ts';
import { beautyPass, pointsHistory, tierComparison } from './beauty-pass.ts';
import { lockMember, pointsBalance, recordPoints } from './ledger.ts';
import { ensureMember } from './member.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

export interface LoyaltyRouteOptions {
  db: Db;
  auth: AuthConfig;
  clock: Clock;
  eventsKey: string | undefined;
}

async function memberByCard(
  db: Queryable,
  by: { cardNumber?: string | undefined; email?: string | undefined },
): Promise<{ userId: string; cardNumber: string }> {
  const { rows } = await db.query<{ user_id: string; card_number: string }>(
    by.cardNumber
      ? 'select user_id, card_number from loyalty_member where card_number = $1'
      : 'select m.user_id, m.card_number from loyalty_member m join account_user u on u.id = m.user_id where u.email_key = lower(trim($1))',
    [by.cardNumber ?? by.email],
  );
  if (!rows[0]) throw new ApiError(404, 'NOT_A_MEMBER', 'No Beauty Pass member has this card number or e-mail.');
  return { userId: rows[0].user_id, cardNumber: rows[0].card_number };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The service key (compared in constant time) or a staff token. */
async function requireEventSender(db: Queryable, auth: AuthConfig, eventsKey: string | undefined, request: FastifyRequest): Promise<string> {
  const sent = request.headers['x-loyalty-key'];
  if (typeof sent === 'string' && sent.length > 0) {
    if (eventsKey && timingSafeEqual(digest(sent), digest(eventsKey))) return 'service';
    throw new ApiError(403, 'LOYALTY_EVENT_FORBIDDEN', 'This key may not post loyalty events.');
  }
  return `staff:${(await requireStaff(db, auth, request)).sub}`;
}

const doc = routeDocs('loyalty');

export const loyaltyRoutes: FastifyPluginAsyncZod<LoyaltyRouteOptions> = async (app, { db, auth, clock, eventsKey }) => {
  app.get(
    '/loyalty/beauty-pass',
    doc("The signed-in member's Beauty Pass: card, tier, points, progress and messages", beautyPassSchema, errorAnswers(401)),
    async (request) => {
      const claims = await authenticate(db, auth, request);
      return db.transaction((tx) => beautyPass(tx, claims.sub, request.siteLocale.country, clock.now()));
    },
  );

  app.get(
    '/loyalty/points-history',
    doc("The signed-in member's points history, newest first", pointsHistorySchema, errorAnswers(400, 401), { querystring: pointsHistoryQuerySchema }),
    async (request) => {
      const claims = await authenticate(db, auth, request);
      return pointsHistory(db, claims.sub, clock.now(), request.query.limit, request.query.cursor);
    },
  );

  app.get(
    '/loyalty/tiers',
    doc('The tiers of this country site: thresholds in its currency, earn rates and perks', tierComparisonSchema, errorAnswers(400)),
    async (request) => tierComparison(request.siteLocale.country),
  );

  app.post(
    '/staff/loyalty/adjustments',
    {
      schema: {
        tags: ['loyalty', 'staff'],
        summary: 'Staff: add or take points with a reason (manual_points_adjustment)',
        body: pointsAdjustmentSchema,
        response: { 200: pointsWrittenSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const staff = await requireStaff(db, auth, request);
      const at = clock.now();
      const { points, reason, idempotencyKey } = request.body;
      return db.transaction(async (tx) => {
        const member = await memberByCard(tx, request.body);
        await lockMember(tx, member.userId);
        const before = await pointsBalance(tx, member.userId, at);
        if (points < 0 && before.valid + points < 0)
          throw new ApiError(409, 'POINTS_INSUFFICIENT', 'This would take the balance below zero.', { valid: before.valid });
        const country = (await tx.query<{ country: string }>('select country from loyalty_member where user_id = $1', [member.userId])).rows[0]!.country;
        const recorded = await recordPoints(tx, {
          userId: member.userId,
          country,
          source: 'manual_points_adjustment',
          points,
          reference: `staff:${idempotencyKey ?? randomUUID()}`,
          note: `${reason} (by ${staff.sub})`.slice(0, 500),
          at,
        });
        return { recorded, cardNumber: member.cardNumber, balance: await pointsBalance(tx, member.userId, at) };
      });
    },
  );

  app.post(
    '/loyalty/events',
    doc(
      'Another channel posts a loyalty event (survey, app download, referral, product registration, bonus, in-store purchase)',
      pointsWrittenSchema,
      errorAnswers(400, 401, 403, 404),
      { body: loyaltyEventSchema },
    ),
    async (request) => {
      const sender = await requireEventSender(db, auth, eventsKey, request);
      const at = clock.now();
      const { cardNumber, source, points, reference, country, note } = request.body;
      return db.transaction(async (tx) => {
        const member = await memberByCard(tx, { cardNumber });
        await ensureMember(tx, member.userId, country, at);
        const recorded = await recordPoints(tx, {
          userId: member.userId,
          country,
          source,
          points,
          reference: `event:${reference}`,
          note: `${note ?? source} (${sender})`.slice(0, 500),
          at,
        });
        return { recorded, cardNumber: member.cardNumber, balance: await pointsBalance(tx, member.userId, at) };
      });
    },
  );
};
