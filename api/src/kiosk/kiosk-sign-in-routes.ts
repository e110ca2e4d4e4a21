// A member at a kiosk (issue 18, decision 0119): start (a code by e-mail), verify (a short
// session, no refresh token) and sign out. Every call needs a live x-kiosk-device, checked
// before the body is read, so an unregistered caller learns nothing about cards or codes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@beauty/contracts/platform';
import { kioskSessionSchema, kioskSignInStartedSchema, kioskSignInStartSchema, kioskSignInVerifySchema, noBodySchema } from '@beauty/contracts/kiosk';
import type { AuthConfig } from '../account/auth-config.ts';
import { authenticate } from '../account/authenticate.ts';
import { unauthenticated } from '../account/sessions.ts';
import type { Db } from '../db/db.ts';
import type { KioskDevice } from '@beauty/contracts/kiosk';
import { kioskDeviceHeadersSchema, requireKioskDevice } from './device-auth.ts';
import { endKioskSession, startKioskSession } from './kiosk-session.ts';
import { startKioskSignIn, verifyKioskCode } from './sign-in-codes.ts';
import { errorAnswers } from '../platform/error-answers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The kiosk the call comes from (set by this plugin's onRequest hook). */
    kioskDevice?: KioskDevice;
  }
}

const headers = kioskDeviceHeadersSchema;
const errors = errorAnswers(400, 401, 429);

export const kioskSignInRoutes: FastifyPluginAsyncZod<{ db: Db; auth: AuthConfig }> = async (app, { db, auth }) => {
  // Before validation: who may call comes before what they sent.
  app.addHook('onRequest', async (request) => {
    request.kioskDevice = await requireKioskDevice(db, request);
  });
  const deviceOf = (request: { kioskDevice?: KioskDevice }) => request.kioskDevice!;

  app.post(
    '/kiosk/sign-in/start',
    {
      schema: {
        tags: ['kiosk'],
        summary: "A kiosk: mail a six-digit code to the Beauty Pass card's member (the same answer for any well-formed card number)",
        headers,
        body: kioskSignInStartSchema,
        response: { 200: kioskSignInStartedSchema, ...errors },
      },
    },
    async (request) => {
      const { country, language } = request.siteLocale;
      return startKioskSignIn(db, auth, deviceOf(request), request.body.cardNumber, { country, language });
    },
  );

  app.post(
    '/kiosk/sign-in/verify',
    {
      schema: {
        tags: ['kiosk'],
        summary: 'A kiosk: the code for a ten-minute member session (an access token, no refresh token)',
        headers,
        body: kioskSignInVerifySchema,
        response: { 200: kioskSessionSchema, ...errors },
      },
    },
    async (request) => {
      const device = deviceOf(request);
      const userId = await verifyKioskCode(db, auth, device, request.body.cardNumber, request.body.code);
      const session = await startKioskSession(db, auth, userId, device.id);
      request.log.info({ kioskDevice: device.id }, 'kiosk sign-in');
      return session;
    },
  );

  app.post(
    '/kiosk/sign-out',
    {
      schema: {
        tags: ['kiosk'],
        summary: "A kiosk: end the bearer's kiosk session at once (the idle wipe)",
        headers,
        body: noBodySchema,
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const claims = await authenticate(db, auth, request);
      if (!(await endKioskSession(db, claims, deviceOf(request).id))) throw unauthenticated('not_this_kiosk');
      return reply.status(204).send(null);
    },
  );
};
