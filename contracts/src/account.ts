// The REST contract of accounts and sessions (docs/product.md#rest-auth-and-user, docs/product.md#passwords
// and consents). The password rules are plain functions (password-rules.ts, re-exported
// here) so that the api enforces them and the web shows them live from the same code,
// without loading zod or the phone metadata of this module's schemas.
import { z } from 'zod';
import type { PasswordRule } from './password-rules.ts';
import { CALLING_CODE, mobileFieldsSchema } from './phone.ts';

export { brokenPasswordRules, PASSWORD_RULES, type PasswordRule } from './password-rules.ts';

export const PASSWORD_RULE_MESSAGES: Record<PasswordRule, string> = {
  AUTH_MS_PV_001: 'Password must be at least 8 characters long.',
  AUTH_MS_PV_002: 'Password must contain at least 1 digit.',
  AUTH_MS_PV_003: 'Password must contain at least 1 special character (e.g. @, $, #).',
  AUTH_MS_PV_004: 'Password must contain at least 1 lowercase and 1 uppercase letter.',
  AUTH_MS_PV_005: 'Password must not be the same as your email.',
  AUTH_MS_PV_006: 'Password must not be the same as your email or your previous 2 passwords.',
  AUTH_MS_PV_007: 'Passwords do not match.',
};

/** The longest password we hash: scrypt takes any length, but a 1 MB "password" is an attack. */
export const MAX_PASSWORD_LENGTH = 128;

/** docs/product.md#sign-up-consents: two compulsory privacy consents, marketing optional, policy and age mandatory. */
export const consentsSchema = z.object({
  privacyCollection: z.boolean(),
  privacyDisclosure: z.boolean(),
  marketing: z.boolean().default(false),
  policyAgreement: z.boolean(),
  over14: z.boolean(),
});
export type Consents = z.infer<typeof consentsSchema>;
export const REQUIRED_CONSENTS = ['privacyCollection', 'privacyDisclosure', 'policyAgreement', 'over14'] as const satisfies readonly (keyof Consents)[];

const email = z.string().trim().max(254).pipe(z.email());
const name = z.string().trim().min(1).max(80);

/** A mobile as the api answers it: the calling code and the national digits (stored normalised, contracts/src/phone.ts). */
export const mobileSchema = z.object({
  callingCode: z.string().regex(CALLING_CODE),
  number: z.string().regex(/^[0-9]{4,15}$/),
});
/** A mobile as a sign-up or profile body gives it: checked and normalised by contracts/src/phone.ts. */
export const mobileBodySchema = mobileFieldsSchema('number');

export const signUpBodySchema = z.object({
  email,
  password: z.string().max(MAX_PASSWORD_LENGTH),
  passwordConfirmation: z.string().max(MAX_PASSWORD_LENGTH),
  firstName: name,
  lastName: name,
  mobile: mobileBodySchema.optional(),
  dateOfBirth: z.iso.date().optional(),
  consents: consentsSchema,
  /** A Google ID token: links that Google account to the new one (auth/social signs in with it). */
  googleIdToken: z.string().min(1).max(8192).optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/**
 * POST auth/token. Sign-in is the password grant; refreshing is grant_type=refresh_token
 * with flow=client (the refresh token alone) or flow=app (docs/product.md#rest-auth-and-user: refresh_token and
 * device_id in the body, the last access token as the bearer).
 */
export const tokenBodySchema = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('password'), email: z.string().trim().max(254), password: z.string().max(MAX_PASSWORD_LENGTH) }),
  z.object({
    grant_type: z.literal('refresh_token'),
    flow: z.enum(['client', 'app']),
    refresh_token: z.string().min(1).max(200),
    device_id: z.string().max(128).optional(),
  }),
]);
export type TokenBody = z.infer<typeof tokenBodySchema>;

export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds the access token is valid for. */
  expiresIn: z.number().int().positive(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const verifyBodySchema = z.object({ token: z.string().max(4096) });
export const verifyResultSchema = z.object({ valid: z.boolean() });

/** GET user: who the bearer is, with nothing personal (ids only). */
export const userSchema = z.object({ id: z.string(), isEmployee: z.boolean() });
export type User = z.infer<typeof userSchema>;

/** GET account: the current shopper's own account. */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: mobileSchema.nullable(),
  dateOfBirth: z.string().nullable(),
  isEmployee: z.boolean(),
  consents: consentsSchema,
  createdAt: z.string(),
  /** Signed in again since the sign-up's own session: the account page says "Welcome back". */
  returning: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * Where browsers (the web server's route) and direct clients (the gateway's) trade a refresh
 * token for new tokens, and the only path the refresh cookie is sent to (decision 0055).
 */
export const SESSION_REFRESH_PATH = '/session/refresh';
/** Set by the web server when a refresh could not be made (gateway down): no redirect loop. */
export const REFRESH_PAUSE_COOKIE = 'jwt-refresh-paused';
