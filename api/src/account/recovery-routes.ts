// Password reset and account unlock by mailed, single-use, expiring links (docs/product.md#messages:
// the reset notice is neutral; "Reset-link expired"). Asking for a reset answers the
// same for known and unknown emails.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { errorBodySchema } from '@beauty/contracts/platform';
import { ApiError } from '../platform/http-errors.ts';
import type { AuthConfig } from './auth-config.ts';
import { brokenPasswordRules, MAX_PASSWORD_LENGTH, PASSWORD_RULE_MESSAGES } from '@beauty/contracts/account';
import { consumeLinkToken, mailLinkIfAccountExists, peekLinkToken } from './link-tokens.ts';
import { passwordReset } from './mail/password-reset.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { clearAccountThrottle } from './sign-in-throttle.ts';
import { admitLinkUse, admitResetRequest, resetMailAllowed } from './attempt-limits.ts';
import { clientAddress } from './authenticate.ts';
import { emailKey, findUserById, replacePassword } from './user-repository.ts';
import { noSoonerThan, STEADY_ANSWER_MS } from './steady-answer.ts';
import { errorAnswers } from '../platform/error-answers.ts';

export const NEUTRAL_RESET_MESSAGE = 'If an account exists for this email, we have sent instructions to reset the password.';
const token = z.string().min(16).max(128);
const done = z.object({ message: z.string() });
const errors = errorAnswers(400, 410, 422, 429);

function linkError(error: 'invalid' | 'expired'): ApiError {
  return error === 'expired'
    ? new ApiError(410, 'LINK_EXPIRED', 'Reset-link expired. Please request a new link or contact customer service.')
    : new ApiError(410, 'LINK_INVALID', 'This link is not valid any more. Please request a new link.');
}

export const recoveryRoutes: FastifyPluginAsyncZod<{ db: Db; config: AuthConfig }> = async (app, { db, config }) => {
  app.post(
    '/auth/password-reset/',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a reset link (neutral answer)',
        body: z.object({ email: z.string().trim().max(254) }),
        response: { 202: done, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      // Per address a 429; per e-mail silently no more mails (decision 0052). Neither
      // depends on whether the account exists, so the answer tells nothing.
      await admitResetRequest(db, clientAddress(request));
      const key = emailKey(request.body.email);
      const { country, language } = request.siteLocale;
      // One transaction, so a known e-mail (the count, a link and a mail) and an unknown one
      // (the count alone) both end in one commit: on a Postgres server a commit waits for
      // its log to reach the disk. The rest of the difference (the two inserts) is hidden
      // by a floor on the answer's time (steady-answer.ts; reliability 25).
      await noSoonerThan(STEADY_ANSWER_MS, () =>
        db.transaction(async (tx) => {
          const send = await resetMailAllowed(tx, key);
          await mailLinkIfAccountExists(tx, {
            emailKey: key,
            send,
            purpose: 'password_reset',
            ttlSeconds: config.linkTtlSeconds,
            template: passwordReset,
            payload: (token) => ({ path: `/users/password/edit?token=${token}`, country, language }),
          });
        }),
      );
      return reply.status(202).send({ message: NEUTRAL_RESET_MESSAGE });
    },
  );

  app.post(
    '/auth/password-reset/confirm/',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a reset link',
        body: z.object({ token, password: z.string().max(MAX_PASSWORD_LENGTH), passwordConfirmation: z.string().max(MAX_PASSWORD_LENGTH) }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      const { password, passwordConfirmation } = request.body;
      const linkUse = await admitLinkUse(db, clientAddress(request));
      const link = await peekLinkToken(db, request.body.token, 'password_reset');
      if ('error' in link) throw linkError(link.error);
      const user = (await findUserById(db, link.userId))!;
      const broken = brokenPasswordRules(password, { email: user.email, confirmation: passwordConfirmation });
      for (const previous of [user.passwordHash, ...user.previousPasswordHashes]) {
        if (await verifyPassword(password, previous, clientAddress(request))) broken.push('AUTH_MS_PV_006');
      }
      if (broken.includes('AUTH_MS_PV_005')) broken.push('AUTH_MS_PV_006');
      if (broken.length) {
        // The link is not spent: the shopper tries again with a better password.
        const rules = [...new Set(broken)];
        throw new ApiError(422, 'PASSWORD_RULES', PASSWORD_RULE_MESSAGES[rules[0]!], { rules });
      }
      const used = await consumeLinkToken(db, request.body.token, 'password_reset');
      if ('error' in used) throw linkError(used.error); // spent by a concurrent request
      await replacePassword(db, user, await hashPassword(password, config.scryptCost, clientAddress(request)));
      await db.query(`update auth_session set revoked_at = now(), revoked_reason = 'password_reset' where user_id = $1 and revoked_at is null`, [user.id]);
      await clearAccountThrottle(db, emailKey(user.email));
      await linkUse.refund();
      return { message: 'Your password has been changed. Please sign in.' };
    },
  );

  app.post(
    '/auth/unlock/',
    {
      schema: { tags: ['account'], summary: 'Lift a sign-in block with the mailed unlock link', body: z.object({ token }), response: { 200: done, ...errors } },
    },
    async (request) => {
      const linkUse = await admitLinkUse(db, clientAddress(request));
      const used = await consumeLinkToken(db, request.body.token, 'unlock');
      if ('error' in used) throw linkError(used.error);
      const user = (await findUserById(db, used.userId))!;
      await clearAccountThrottle(db, emailKey(user.email));
      await linkUse.refund();
      return { message: 'Your account is unlocked. You can sign in now.' };
    },
  );
};
