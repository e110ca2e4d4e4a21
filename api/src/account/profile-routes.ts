// The account dashboard's writes (decision 0085): profile settings (PUT account), the
// beauty profile (GET/PUT account/beauty-profile/), the password change (POST
// account/password/) and the deletion (DELETE account). Like account-routes.ts, every one
// is about the bearer's own account: the id comes from the token, never from the input.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.ts';
import { accountSchema, brokenPasswordRules, PASSWORD_RULE_MESSAGES } from '@beauty/contracts/account';
import {
  accountDeletionBodySchema,
  accountDeletionResultSchema,
  beautyProfileBodySchema,
  beautyProfileSchema,
  COUNTRY_CALLING_CODES,
  passwordChangeBodySchema,
  passwordChangeResultSchema,
  profileBodySchema,
} from '@beauty/contracts/account/profile';
import { ApiError } from '../platform/http-errors.ts';
import type { AuthConfig } from './auth-config.ts';
import { authenticate } from './authenticate.ts';
import { eraseAccount } from './account-erasure.ts';
import type { MemberLoyalty } from './member-loyalty.ts';
import { readBeautyProfile, saveBeautyProfile } from './beauty-profile.ts';
import { checkDateOfBirth, recordMemberDateOfBirthChange } from './date-of-birth.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { unauthenticated } from './sessions.ts';
import { findUserById, replacePassword } from './user-repository.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

const errors = errorAnswers(400, 401, 422);

const doc = routeDocs('account');

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; config: AuthConfig; loyalty: MemberLoyalty }> = async (app, { db, config, loyalty }) => {
  const currentUser = async (request: Parameters<typeof authenticate>[2]) => {
    const claims = await authenticate(db, config, request);
    const user = await findUserById(db, claims.sub);
    if (!user) throw unauthenticated('deleted');
    return { claims, user };
  };
  const checkCurrentPassword = async (password: string, stored: string) => {
    if (!(await verifyPassword(password, stored))) {
      throw new ApiError(422, 'CURRENT_PASSWORD_WRONG', 'Your current password is not correct.', { field: 'currentPassword' });
    }
  };

  app.put('/account', doc("Update the bearer's profile settings", accountSchema, errors, { body: profileBodySchema }), async (request) => {
    const { user } = await currentUser(request);
    const body = request.body;
    const callingCode = COUNTRY_CALLING_CODES[request.siteLocale.country];
    if (body.mobile && body.mobile.callingCode !== callingCode) {
      throw new ApiError(422, 'MOBILE_COUNTRY', `A mobile number on this site starts with ${callingCode}.`, { field: 'mobile.callingCode', callingCode });
    }
    if (body.dateOfBirth) checkDateOfBirth(body.dateOfBirth, request.siteLocale.country, new Date());
    await db.transaction(async (tx) => {
      await recordMemberDateOfBirthChange(tx, user.id, body.dateOfBirth);
      await tx.query(
        `update account_user set first_name = $2, last_name = $3, mobile_calling_code = $4, mobile_number = $5, date_of_birth = $6, consent_marketing = $7 where id = $1`,
        [user.id, body.firstName, body.lastName, body.mobile?.callingCode ?? null, body.mobile?.number ?? null, body.dateOfBirth, body.marketingConsent],
      );
    });
    return (await findUserById(db, user.id))!.account;
  });

  app.get('/account/beauty-profile/', doc("The bearer's beauty profile", beautyProfileSchema, errorAnswers(401)), async (request) =>
    readBeautyProfile(db, (await currentUser(request)).user.id),
  );

  app.put(
    '/account/beauty-profile/',
    doc('Save the beauty profile; completing it the first time earns completed_beauty_profile points', beautyProfileSchema, errors, {
      body: beautyProfileBodySchema,
    }),
    async (request) => {
      const { user } = await currentUser(request);
      return saveBeautyProfile(db, loyalty, user.id, request.siteLocale.country, request.body, new Date());
    },
  );

  app.post(
    '/account/password/',
    doc('Change the password (the current one required); every other session ends', passwordChangeResultSchema, errors, { body: passwordChangeBodySchema }),
    async (request) => {
      const { claims, user } = await currentUser(request);
      const { currentPassword, password, passwordConfirmation } = request.body;
      await checkCurrentPassword(currentPassword, user.passwordHash);
      const broken = brokenPasswordRules(password, { email: user.email, confirmation: passwordConfirmation });
      for (const previous of [user.passwordHash, ...user.previousPasswordHashes]) {
        if (await verifyPassword(password, previous)) broken.push('AUTH_MS_PV_006');
      }
      if (broken.length) {
        const rules = [...new Set(broken)];
        throw new ApiError(422, 'PASSWORD_RULES', PASSWORD_RULE_MESSAGES[rules[0]!], { rules, field: 'password' });
      }
      const hash = await hashPassword(password, config.scryptCost);
      const ended = await db.transaction(async (tx) => {
        await replacePassword(tx, user, hash);
        // This device stays signed in; every other one must sign in with the new password (decision 0051).
        const { rowCount } = await tx.query(
          `update auth_session set revoked_at = now(), revoked_reason = 'password_change' where user_id = $1 and id <> $2 and revoked_at is null`,
          [user.id, claims.sid],
        );
        return rowCount;
      });
      return { otherSessionsEnded: ended };
    },
  );

  app.delete(
    '/account',
    doc('Delete the bearer’s account: personal data erased, orders kept without the person', accountDeletionResultSchema, errors, {
      body: accountDeletionBodySchema,
    }),
    async (request) => {
      const { user } = await currentUser(request);
      await checkCurrentPassword(request.body.currentPassword, user.passwordHash);
      const { ordersKept } = await eraseAccount(db, loyalty, user);
      request.log.info({ securityEvent: 'account_deleted', ordersKept }, 'account deleted');
      return { deleted: true as const, ordersKept };
    },
  );
};
