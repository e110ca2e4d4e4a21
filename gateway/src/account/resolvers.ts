// Accounts and sessions: `me`, and the mutations that start and end a session. Business
// failures (wrong password, blocked, rules) are userErrors; the session cookies are set
// or cleared by ShopperSession.
import type { Account, SignUpBody } from '@beauty/contracts/account';
import type { GatewayContext } from '../context.ts';
import type { Resolvers, UserError } from '../__generated__/resolvers-types.ts';
import { userErrorOf } from '../platform/rest-errors.ts';
import { isUnauthenticated } from '../platform/graphql-errors.ts';
import { accountApi } from './account-api.ts';
import { analyticsUser } from './analytics-user.ts';
import type { SessionTokens } from './session-cookies.ts';
import { asPayload } from '../platform/payload.ts';

/** Keeps the new session and reads the account it belongs to. */
async function startSession(ctx: GatewayContext, tokens: SessionTokens): Promise<{ account: Account }> {
  ctx.session.start(tokens);
  return { account: await ctx.session.call((scope) => accountApi(ctx.rest, scope).account()) };
}

export const accountResolvers: Resolvers = {
  Query: {
    me: async (_, __, ctx) => {
      if (!ctx.session.signedIn) return null;
      try {
        return await ctx.session.call((scope) => accountApi(ctx.rest, scope).account());
      } catch (error) {
        if (isUnauthenticated(error)) return null; // the session ended: a guest now
        throw error;
      }
    },
    account: (_, __, ctx) => ctx.session.call((scope) => accountApi(ctx.rest, scope).account()),
    signInOptions: (_, __, ctx) => ({ googleClientId: ctx.googleClientId ?? null }),
  },

  Mutation: {
    signUp: (_, { input }, ctx) =>
      asPayload(async () => {
        ctx.ensureDeviceId(); // the session is bound to this device (docs/product.md#rest-auth-and-user app flow)
        const body: SignUpBody = {
          ...input,
          mobile: input.mobile ?? undefined,
          dateOfBirth: input.dateOfBirth ?? undefined,
          googleIdToken: input.googleIdToken ?? undefined,
          consents: { ...input.consents, marketing: input.consents.marketing ?? false },
        };
        return startSession(ctx, await accountApi(ctx.rest, ctx.shopperScope()).signUp(body));
      }),
    signIn: (_, { input }, ctx) =>
      asPayload(async () => {
        ctx.ensureDeviceId();
        return startSession(ctx, await accountApi(ctx.rest, ctx.shopperScope()).signIn(input.email, input.password));
      }),
    signInWithGoogle: (_, { input }, ctx) =>
      asPayload(async () => {
        ctx.ensureDeviceId();
        return startSession(ctx, await accountApi(ctx.rest, ctx.shopperScope()).signInWithGoogle(input.idToken));
      }),
    signOut: async (_, __, ctx) => {
      if (ctx.session.signedIn) {
        // Signing out always ends the browser's session, even when the api cannot be told.
        await ctx.session.call((scope) => accountApi(ctx.rest, scope).signOut()).catch(() => undefined);
        ctx.session.end();
        // The member's bag stays theirs (api cart/member-bag.ts); this browser starts a new guest bag.
        ctx.resetDeviceId();
      }
      return { signedOut: true, userErrors: [] };
    },
    requestPasswordReset: (_, { input }, ctx) => asPayload(() => accountApi(ctx.rest, ctx.shopperScope()).requestPasswordReset(input.email)),
    resetPassword: (_, { input }, ctx) => asPayload(() => accountApi(ctx.rest, ctx.shopperScope()).resetPassword(input)),
    unlockAccount: (_, { input }, ctx) => asPayload(() => accountApi(ctx.rest, ctx.shopperScope()).unlock(input.token)),
  },

  Account: {
    memberSince: (account) => account.createdAt,
    // The loyalty fields from the member's Beauty Pass (read once per request); null fields
    // rather than a failed page view when it cannot be read.
    analytics: (account) => analyticsUser(account, new Date()),
  },
};
