// The account's REST calls (docs/product.md#rest-auth-and-user). Authenticated ones take the scope
// carrying the access token; session.ts decides which token.
import { z } from 'zod';
import { accountSchema, tokensSchema, type SignUpBody } from '@beauty/contracts/account';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

const message = z.object({ message: z.string() });

export const accountApi = (rest: RestClient, scope: RequestScope) => ({
  signUp: (body: SignUpBody) => rest.request(scope, { method: 'POST', path: 'auth/register/', body, schema: tokensSchema }),
  signIn: (email: string, password: string) =>
    rest.request(scope, { method: 'POST', path: 'auth/token', body: { grant_type: 'password', email, password }, schema: tokensSchema }),
  signInWithGoogle: (idToken: string) =>
    rest.request(scope, { method: 'POST', path: 'auth/social', body: { provider: 'google', id_token: idToken }, schema: tokensSchema }),
  /** docs/product.md#rest-auth-and-user app flow: the refresh token and device in the body, the last access token as the bearer. */
  refresh: (refreshToken: string) =>
    rest.request(scope, {
      method: 'POST',
      path: 'auth/token',
      body: scope.deviceId
        ? { grant_type: 'refresh_token', flow: 'app', refresh_token: refreshToken, device_id: scope.deviceId }
        : { grant_type: 'refresh_token', flow: 'client', refresh_token: refreshToken },
      schema: tokensSchema,
    }),
  account: () => rest.request(scope, { path: 'account', schema: accountSchema }),
  signOut: () => rest.request(scope, { method: 'DELETE', path: 'sessions', schema: z.object({ revoked: z.number() }) }),
  requestPasswordReset: (email: string) => rest.request(scope, { method: 'POST', path: 'auth/password-reset/', body: { email }, schema: message }),
  resetPassword: (body: { token: string; password: string; passwordConfirmation: string }) =>
    rest.request(scope, { method: 'POST', path: 'auth/password-reset/confirm/', body, schema: message }),
  unlock: (token: string) => rest.request(scope, { method: 'POST', path: 'auth/unlock/', body: { token }, schema: message }),
});
