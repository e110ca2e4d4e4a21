// The account dashboard (decision 0085): profile settings, the beauty profile, the
// password change, signing out everywhere and deleting the account. Business failures are
// userErrors; the last two end this browser's session too.
import type { BeautyProfile, BeautyProfileBody } from '@beauty/contracts/account/profile';
import type { Account } from '@beauty/contracts/account';
import type { Resolvers, UserError } from '../__generated__/resolvers-types.ts';
import { userErrorOf } from '../platform/rest-errors.ts';
import { accountApi } from './account-api.ts';
import { dashboardApi } from './dashboard-api.ts';

type WithBeautyProfile = Account & { beautyProfile?: BeautyProfile };

/** Runs a call whose business failures become userErrors beside the payload's empty values. */
async function orUserError<T extends object, E extends object>(run: () => Promise<T>, empty: E): Promise<(T | E) & { userErrors: UserError[] }> {
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    const userError = userErrorOf(error);
    if (userError) return { ...empty, userErrors: [userError] };
    throw error;
  }
}

export const dashboardResolvers: Resolvers = {
  Mutation: {
    updateProfile: (_, { input }, ctx) =>
      orUserError(
        async () => ({
          account: await ctx.session.call((scope) =>
            dashboardApi(ctx.rest, scope).updateProfile({
              firstName: input.firstName,
              lastName: input.lastName,
              mobile: input.mobile ?? null,
              dateOfBirth: input.dateOfBirth || null,
              marketingConsent: input.marketingConsent,
            }),
          ),
        }),
        { account: null },
      ),
    saveBeautyProfile: (_, { input }, ctx) =>
      orUserError(
        async () => {
          const body = { ...input, skinConcerns: input.skinConcerns } as BeautyProfileBody;
          const saved = await ctx.session.call((scope) => dashboardApi(ctx.rest, scope).saveBeautyProfile(body));
          const account = await ctx.session.call((scope) => accountApi(ctx.rest, scope).account());
          return { account: { ...account, beautyProfile: saved } as WithBeautyProfile, pointsEarned: saved.pointsEarned };
        },
        { account: null, pointsEarned: 0 },
      ),
    changePassword: (_, { input }, ctx) =>
      orUserError(
        async () => {
          const { otherSessionsEnded } = await ctx.session.call((scope) => dashboardApi(ctx.rest, scope).changePassword(input));
          return { changed: true, otherSessionsEnded };
        },
        { changed: false, otherSessionsEnded: 0 },
      ),
    signOutEverywhere: async (_, __, ctx) => {
      if (ctx.session.signedIn) {
        await ctx.session.call((scope) => dashboardApi(ctx.rest, scope).signOutEverywhere());
        ctx.session.end();
        ctx.resetDeviceId();
      }
      return { signedOut: true, userErrors: [] };
    },
    deleteAccount: (_, { input }, ctx) =>
      orUserError(
        async () => {
          await ctx.session.call((scope) => dashboardApi(ctx.rest, scope).deleteAccount(input.currentPassword));
          ctx.session.end();
          ctx.resetDeviceId();
          return { deleted: true };
        },
        { deleted: false },
      ),
  },

  Account: {
    beautyProfile: async (account, _, ctx) => {
      const preloaded = (account as WithBeautyProfile).beautyProfile;
      return preloaded ?? ctx.session.call((scope) => dashboardApi(ctx.rest, scope).beautyProfile());
    },
  },
};
