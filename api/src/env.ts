// The api's environment, validated once at boot (docs/architecture.md#habits: env validated with zod,
// types derived from the schema). Nothing else reads process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_LEVELS } from '@beauty/server-kit/logger';
import { z } from 'zod';
import { errorReportingEnv } from '@beauty/contracts/platform/error-reporting';
import { PRODUCTION_SECRETS } from './platform/secrets.ts';
import { mailEnvSchema } from './platform/mail/mail-config.ts';
import { paymentEnvShape, paymentProviderRefusal } from './checkout/payment-config.ts';

/** src/env.ts and dist/env.js both sit two levels below the repository root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
/** A secret: unset, or long enough not to be guessed (platform/secrets.ts). */
const secret = (min: number) => z.preprocess(emptyAsUndefined, z.string().min(min, `must be at least ${min} characters`).optional());

export const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4001),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()).transform((dir) => path.resolve(dir ?? path.join(REPO_ROOT, '.data', 'pglite'))),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  // Bounded waits on a Postgres server (db/postgres-db.ts, decision 0062); 0 = no limit.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // The sandbox calls (sandbox/users/, decision 0100): on outside production, off in
  // production; "true" turns them on for a staging deployment that runs as production.
  SANDBOX_ENABLED: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  // Signs access tokens (account/access-token.ts). Required in production; elsewhere
  // `pnpm start` passes the one in .data/secrets.env, and anything else gets a random
  // key of its own (decision 0051: no secret is in the source).
  AUTH_JWT_SECRET: secret(32),
  // Rotation: the key before AUTH_JWT_SECRET, still accepted (never used to sign) until
  // the access tokens it signed have expired.
  AUTH_JWT_PREVIOUS_SECRET: secret(32),
  // Checkout's secrets (read by checkout/checkout-config.ts; checked here so that
  // production refuses to start without them): the guest order link's HMAC key and the
  // payment provider's webhook signing key.
  ORDER_LINK_SECRET: secret(32),
  PAYMENT_WEBHOOK_SECRET: secret(16),
  // Proves a header came from our own SSR server or gateway: the buyer's address, and the
  // request id (an incoming x-request-id is taken only with it, decision 0061).
  INTERNAL_HOP_SECRET: secret(32),
  // Bookings (read by booking/booking-config.ts; checked here so that production refuses to
  // start without it): the HMAC key of the guests' manage links (decision 0092).
  BOOKING_LINK_SECRET: secret(32),
  // Signs the confirm and unsubscribe links of waitlist and reminder mails (lists/lists-config.ts).
  LISTS_LINK_SECRET: secret(32),
  // Keys the hashes of e-mails kept after an account is deleted, so the welcome voucher is
  // once per person (loyalty/perks/welcome-voucher-claims.ts, decision 0138). Never rotate it:
  // the hashes made under the old key would stop matching.
  EMAIL_HASH_SECRET: secret(32),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(900),
  // Google sign-in (auth/social): the OAuth client id the ID tokens are issued for; unset = off.
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  GOOGLE_JWKS_URL: z.preprocess(emptyAsUndefined, z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
  // Error reporting (decision 0003): SENTRY_DSN unset = off.
  ...errorReportingEnv,
  // Content preview (decision 0040): the secret editors hold to see drafts; unset = preview off.
  CONTENT_PREVIEW_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(24, 'must be at least 24 characters').optional()),
  // Password hashing slots (decision 0052): at once, and how long an attempt may wait for one.
  PASSWORD_HASH_CONCURRENCY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(64).optional()),
  PASSWORD_HASH_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Mail delivery (platform/mail/mail-config.ts, decision 0084): SMTP_URL unset = .eml files.
  ...mailEnvSchema.shape,
  // The payment provider (checkout/payment-config.ts, decision 0138): production refuses
  // the test one unless ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true.
  ...paymentEnvShape,
}).superRefine((env, context) => {
  if (env.NODE_ENV !== 'production') return;
  const refusal = paymentProviderRefusal(env);
  if (refusal) context.addIssue({ code: 'custom', path: [refusal.path], message: refusal.message });
  for (const name of PRODUCTION_SECRETS) {
    if (env[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
  }
});
export type Env = z.infer<typeof envSchema>;

/** Is the sandbox on? Outside production unless turned off; in production only when turned on. */
export const sandboxEnabled = (env: Pick<Env, 'NODE_ENV' | 'SANDBOX_ENABLED'>): boolean =>
  env.SANDBOX_ENABLED === undefined ? env.NODE_ENV !== 'production' : env.SANDBOX_ENABLED === 'true';

/** Parses the environment, or exits with a readable list of what is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Invalid api environment:\n${problems}`);
}
