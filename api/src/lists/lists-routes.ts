// The lists' calls (docs/product.md#rest-lists): GET/PUT wishlist/, GET/PUT waitlist/, GET/POST notification-subscription/
// and POST notification-subscription/subscribe (contracts/src/lists.ts says what each
// takes). The member is always the bearer's (never an id from input); a guest may join a
// waitlist or a reminder with an address (double opt-in) and follow a mail's links.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthConfig } from '../account/auth-config.ts';
import { authenticate } from '../account/authenticate.ts';
import type { Db } from '../db/db.ts';
import { signedInUserId } from '../account/signed-in-member.ts';
import {
  alertStateSchema,
  subscribeSchema,
  subscriptionChangeSchema,
  subscriptionListSchema,
  waitlistSchema,
  waitlistUpdateSchema,
  wishListSchema,
  wishListUpdateSchema,
} from '@beauty/contracts/lists';
import { followAlertLink, joinAlert, launchTarget, leaveAlert, listAlerts, waitlistTarget } from './alerts.ts';
import { readWishList, updateWishList } from './wish-list.ts';
import { limitGuestJoin } from './guest-join-limit.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

export interface ListsRouteOptions {
  db: Db;
  auth: AuthConfig;
  linkSecret: string;
}

const errors = errorAnswers(400, 401, 404, 410, 422, 429);

const doc = routeDocs('lists');

export const listsRoutes: FastifyPluginAsyncZod<ListsRouteOptions> = async (app, { db, auth, linkSecret }) => {
  app.get('/wishlist/', doc("The signed-in member's wish list on this country site, newest first", wishListSchema, errors), async (request) =>
    readWishList(db, (await authenticate(db, auth, request)).sub, request.siteLocale.country),
  );

  app.put(
    '/wishlist/',
    doc('Add to and remove from the wish list (adding what is there changes nothing: the sign-in merge)', wishListSchema, errors, {
      body: wishListUpdateSchema,
    }),
    async (request) => {
      const userId = (await authenticate(db, auth, request)).sub;
      const { country } = request.siteLocale;
      await db.transaction((tx) => updateWishList(tx, userId, country, request.body.add, request.body.remove, new Date()));
      return readWishList(db, userId, country);
    },
  );

  app.get('/waitlist/', doc("The signed-in member's waitlist on this country site", waitlistSchema, errors), async (request) => ({
    entries: await listAlerts(db, 'waitlist', (await authenticate(db, auth, request)).sub, request.siteLocale.country),
  }));

  app.put(
    '/waitlist/',
    doc('Join or leave a variant’s waitlist (a guest gives an address and confirms it), or confirm a guest’s entry', alertStateSchema, errors, {
      body: waitlistUpdateSchema,
    }),
    async (request) => {
      const body = request.body;
      if ('confirmToken' in body) return followAlertLink(db, linkSecret, 'confirm', body.confirmToken, new Date());
      const userId = await signedInUserId(db, auth, request);
      const { country, language } = request.siteLocale;
      if (!body.on) return userId ? leaveAlert(db, 'waitlist', userId, country, { variantId: body.variantId }) : { state: 'off' as const };
      if (!userId && body.email) await limitGuestJoin(db, request.buyerIp);
      const target = await waitlistTarget(db, body.variantId, country);
      return joinAlert(db, linkSecret, 'waitlist', { userId, email: body.email, country, language }, target, new Date());
    },
  );

  app.get(
    '/notification-subscription/',
    doc("The signed-in member's launch reminders on this country site", subscriptionListSchema, errors),
    async (request) => ({ subscriptions: await listAlerts(db, 'launch', (await authenticate(db, auth, request)).sub, request.siteLocale.country) }),
  );

  app.post(
    '/notification-subscription/subscribe',
    doc('"Remind me": a reminder when a coming-soon product launches (a guest gives an address and confirms it)', alertStateSchema, errors, {
      body: subscribeSchema,
    }),
    async (request) => {
      const userId = await signedInUserId(db, auth, request);
      const { country, language } = request.siteLocale;
      if (!userId && request.body.email) await limitGuestJoin(db, request.buyerIp);
      const target = await launchTarget(db, request.body.productId);
      return joinAlert(db, linkSecret, 'launch', { userId, email: request.body.email, country, language }, target, new Date());
    },
  );

  app.post(
    '/notification-subscription/',
    doc('Leave a reminder (member), or follow a mail’s confirm or unsubscribe link (anyone, no sign-in)', alertStateSchema, errors, {
      body: subscriptionChangeSchema,
    }),
    async (request) => {
      const body = request.body;
      if ('confirmToken' in body) return followAlertLink(db, linkSecret, 'confirm', body.confirmToken, new Date());
      if ('unsubscribeToken' in body) return followAlertLink(db, linkSecret, 'unsubscribe', body.unsubscribeToken, new Date());
      const userId = (await authenticate(db, auth, request)).sub;
      return leaveAlert(db, 'launch', userId, request.siteLocale.country, { productId: body.productId });
    },
  );
};
