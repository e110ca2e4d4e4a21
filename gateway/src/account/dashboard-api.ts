// The account dashboard's REST calls (api account/profile-routes.ts): always with the
// member's scope, so the api takes the account from the bearer.
import { z } from 'zod';
import { accountSchema } from '@beauty/contracts/account';
import {
  accountDeletionResultSchema,
  beautyProfileSchema,
  passwordChangeResultSchema,
  type BeautyProfileBody,
  type ProfileBody,
} from '@beauty/contracts/account/profile';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

export const dashboardApi = (rest: RestClient, scope: RequestScope) => ({
  updateProfile: (body: ProfileBody) => rest.request(scope, { method: 'PUT', path: 'account', body, schema: accountSchema }),
  beautyProfile: () => rest.request(scope, { path: 'account/beauty-profile/', schema: beautyProfileSchema }),
  saveBeautyProfile: (body: BeautyProfileBody) => rest.request(scope, { method: 'PUT', path: 'account/beauty-profile/', body, schema: beautyProfileSchema }),
  changePassword: (body: { currentPassword: string; password: string; passwordConfirmation: string }) =>
    rest.request(scope, { method: 'POST', path: 'account/password/', body, schema: passwordChangeResultSchema }),
  signOutEverywhere: () => rest.request(scope, { method: 'DELETE', path: 'sessions', query: { scope: 'all' }, schema: z.object({ revoked: z.number() }) }),
  deleteAccount: (currentPassword: string) =>
    rest.request(scope, { method: 'DELETE', path: 'account', body: { currentPassword }, schema: accountDeletionResultSchema }),
});
