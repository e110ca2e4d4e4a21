// Sign-up and tokens (docs/product.md#rest-auth-and-user: POST auth/token, auth/token/verify/). Sign-in answers the
// same message in similar time for an unknown email and a wrong password, and is
// throttled per account and per address (sign-in-throttle.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BagClaims } from './bag-claims.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { verifyAccessToken } from './access-token.ts';
import type { AuthConfig } from './auth-config.ts';
import { bearerOf, clientAddress, signingKeys } from './authenticate.ts';
import {
  brokenPasswordRules,
  PASSWORD_RULE_MESSAGES,
  REQUIRED_CONSENTS,
  signUpBodySchema,
  tokenBodySchema,
  tokensSchema,
  verifyBodySchema,
  verifyResultSchema,
} from '@beauty/contracts/account';
import { createLinkToken } from './link-tokens.ts';
import { queueMail } from '../platform/mail/outbox.ts';
import { accountUnlock } from './mail/account-unlock.ts';
import { accountWelcome } from './mail/account-welcome.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password-hash.ts';
import { RefreshRefused, rotateRefreshToken, startSession, unauthenticated } from './sessions.ts';
import { googleVerifier, linkGoogle } from './social-routes.ts';
import { admitSignIn, SignInBlocked, signInFailed, signInNotEvaluated, signInSucceeded } from './sign-in-throttle.ts';
import { TooManyAttempts } from '../platform/limits/too-many-attempts.ts';
import { admitSignUp } from './attempt-limits.ts';
import { emailKey, findUserByEmail, insertUser } from './user-repository.ts';
import { checkDateOfBirth } from './date-of-birth.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

const deviceHeaders = z.looseObject({ 'x-device-id': z.string().max(128).optional() });
const errors = errorAnswers(400, 401, 409, 422, 429);

const doc = routeDocs('account');
const createdDoc = routeDocs('account', 201);

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; config: AuthConfig; bags: BagClaims }> = async (app, { db, config, bags }) => {
  const google = googleVerifier(config);
  app.post(
    '/auth/register/',
    createdDoc('Sign up (signed in on success)', tokensSchema, errors, { headers: deviceHeaders, body: signUpBodySchema }),
    async (request, reply) => {
      const body = request.body;
      const missing = REQUIRED_CONSENTS.filter((consent) => !body.consents[consent]);
      if (missing.length) throw new ApiError(422, 'CONSENT_REQUIRED', 'Please accept the required consents.', { consents: missing });
      if (body.dateOfBirth) checkDateOfBirth(body.dateOfBirth, request.siteLocale.country, new Date());
      const broken = brokenPasswordRules(body.password, { email: body.email, confirmation: body.passwordConfirmation });
      if (broken.length) throw new ApiError(422, 'PASSWORD_RULES', PASSWORD_RULE_MESSAGES[broken[0]!], { rules: broken });
      const googleIdentity = body.googleIdToken ? await google?.verify(body.googleIdToken).catch(() => undefined) : undefined;
      if (body.googleIdToken && !googleIdentity) throw new ApiError(401, 'INVALID_CREDENTIALS', 'Authentication failed.');
      // Counted before the hash, known e-mail or not (decision 0052).
      const signUpKeys = await admitSignUp(db, clientAddress(request), emailKey(body.email));
      const user = await insertUser(db, body, await hashPassword(body.password, config.scryptCost, clientAddress(request)));
      if (!user) throw new ApiError(409, 'EMAIL_TAKEN', 'An account with this email already exists. Please sign in.', { field: 'email' });
      await signUpKeys.refund(); // only failed sign-ups (an e-mail probe) use up the allowance
      if (googleIdentity) await linkGoogle(db, user.id, googleIdentity.subject);
      const { country, language } = request.siteLocale;
      await queueMail(db, accountWelcome, user.email, { firstName: user.account.firstName, country, language });
      const deviceId = request.headers['x-device-id'];
      if (deviceId) await bags.atSignIn(db, user.id, deviceId);
      return reply.status(201).send(await startSession(db, config, user.id, deviceId));
    },
  );

  app.post(
    '/auth/token',
    doc('Sign in (password grant) or refresh (refresh_token grant, flow client or app)', tokensSchema, errors, {
      headers: deviceHeaders,
      body: tokenBodySchema,
    }),
    async (request) => {
      const body = request.body;
      if (body.grant_type === 'refresh_token') {
        const rotate = async (binding: Parameters<typeof rotateRefreshToken>[3]) => {
          try {
            return await rotateRefreshToken(db, config, body.refresh_token, binding);
          } catch (error) {
            if (!(error instanceof RefreshRefused)) throw error;
            // A used token presented again: copied. The family is revoked; this is the security event.
            if (error.reason === 'reused')
              request.log.warn({ securityEvent: 'refresh_token_reuse', sessionId: error.sessionId }, 'refresh token reused: session revoked');
            throw unauthenticated(error.message);
          }
        };
        if (body.flow === 'client') return rotate({});
        // flow=app (docs/product.md#rest-auth-and-user): the last access token as the bearer, expired or not, and the device.
        const bearer = bearerOf(request);
        const check = bearer ? await verifyAccessToken(signingKeys(config), bearer, { ignoreExpiry: true }) : undefined;
        if (!check?.ok || !body.device_id) throw unauthenticated('app_flow_binding');
        return rotate({ bearer: check.claims, deviceId: body.device_id });
      }
      const keys = { account: emailKey(body.email), address: clientAddress(request) };
      // Counted before any hashing: a parallel burst gets no more guesses than a sequence.
      const attempt = await admitSignIn(db, keys).catch((error: unknown) => {
        if (error instanceof SignInBlocked) request.log.warn({ referenceId: error.referenceId, key: error.throttleKey }, 'sign-in blocked');
        throw error;
      });
      const user = await findUserByEmail(db, body.email);
      const ok = await (user
        ? verifyPassword(body.password, user.passwordHash, keys.address)
        : burnPasswordCheck(body.password, config.scryptCost, keys.address)
      ).catch(async (error: unknown) => {
        if (error instanceof TooManyAttempts) await signInNotEvaluated(db, keys);
        throw error;
      });
      if (!user || !ok) {
        await signInFailed(db, keys);
        if (attempt.blocksAccountIfWrong && user) {
          const token = await createLinkToken(db, user.id, 'unlock', config.linkTtlSeconds);
          const { country, language } = request.siteLocale;
          await queueMail(db, accountUnlock, user.email, { path: `/users/unlock?token=${token}`, firstName: user.account.firstName, country, language });
        }
        throw new ApiError(401, 'INVALID_CREDENTIALS', 'Authentication failed.');
      }
      await signInSucceeded(db, keys);
      const deviceId = request.headers['x-device-id'];
      if (deviceId) await bags.atSignIn(db, user.id, deviceId);
      return startSession(db, config, user.id, deviceId);
    },
  );

  app.post(
    '/auth/token/verify/',
    doc('Whether an access token is valid now', verifyResultSchema, errorAnswers(400), { body: verifyBodySchema }),
    async (request) => ({ valid: (await verifyAccessToken(signingKeys(config), request.body.token)).ok }),
  );
};
