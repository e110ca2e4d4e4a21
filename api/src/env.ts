// The api's environment, validated once at boot (docs/architecture.md#habits: env validated with zod,
// types derived from the schema), and the typed settings made from it. Nothing else parses
// process.env: the boot hands it in (server.ts: parseConfig(process.env), whose parts go to
// buildApp, the database and the job runner; the command-line tools and testing.ts:
// loadEnv(process.env)), and nothing below the boot reads it. A domain that owns settings
// declares their shape in its own -config.ts (booking, checkout, lists, loyalty, mail, jobs)
// and env.ts assembles them, so each variable has one rule, checked here and only here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_LEVELS } from '@beauty/server-kit/logger';
import { z } from 'zod';
import { errorReportingEnv } from '@beauty/contracts/platform/error-reporting';
import { PRODUCTION_SECRETS } from './platform/secrets.ts';
import { appEnvField, blankIsUnset, environmentOf, sandboxEnabled, secret } from './platform/env-fields.ts';
import { mailConfig, mailEnvSchema, type MailConfig } from './platform/mail/mail-config.ts';
import { paymentEnvShape, paymentProviderRefusal } from './checkout/payment-config.ts';
import { checkoutConfig, checkoutEnvShape, type CheckoutConfig } from './checkout/checkout-config.ts';
import { bookingConfig, bookingEnvShape, type BookingConfig } from './booking/booking-config.ts';
import { listsConfig, listsEnvShape, type ListsConfig } from './lists/lists-config.ts';
import { loyaltyEnvShape } from './loyalty/loyalty-config.ts';
import { jobsEnvShape } from './platform/jobs/jobs-config.ts';

/** src/env.ts and dist/env.js both sit two levels below the repository root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const envSchema = z
  .object({
    API_PORT: z.coerce.number().int().min(0).max(65_535).default(4001),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: blankIsUnset(z.string().optional()).transform((dir) => path.resolve(dir ?? path.join(REPO_ROOT, '.data', 'pglite'))),
    DATABASE_URL: blankIsUnset(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    // Bounded waits on a Postgres server (db/postgres-db.ts, decision 0062); 0 = no limit.
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    // The build (decision 0154): React's and the libraries' production code, no error details.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // The environment (decision 0154): local or production; unset, production with
    // NODE_ENV=production. It decides the secrets, the sandbox and the test payments.
    APP_ENV: appEnvField,
    // The sandbox calls (sandbox/users/, decision 0100): on outside production, off in
    // production; "true" turns them on for a staging deployment that runs as production.
    SANDBOX_ENABLED: blankIsUnset(z.enum(['true', 'false']).optional()),
    // Signs access tokens (account/access-token.ts). Required in production; elsewhere
    // `pnpm start` passes the one in .data/secrets.env, and anything else gets a random
    // key of its own (decision 0051: no secret is in the source).
    AUTH_JWT_SECRET: secret(32),
    // Rotation: the key before AUTH_JWT_SECRET, still accepted (never used to sign) until
    // the access tokens it signed have expired.
    AUTH_JWT_PREVIOUS_SECRET: secret(32),
    // Checkout (checkout/checkout-config.ts): the payment waits, and the secrets production
    // must set: the guest order link's HMAC key and the payment provider's webhook signing key.
    ...checkoutEnvShape,
    // Proves a header came from our own SSR server or gateway: the buyer's address, and the
    // request id (an incoming x-request-id is taken only with it, decision 0061).
    INTERNAL_HOP_SECRET: secret(32),
    // Bookings (booking/booking-config.ts): the HMAC key of the guests' manage links (decision
    // 0092; production must set it) and the external booking provider (decision 0093).
    ...bookingEnvShape,
    // Signs the confirm and unsubscribe links of waitlist and reminder mails (lists/lists-config.ts).
    ...listsEnvShape,
    // The service key of loyalty events from other channels (loyalty/loyalty-config.ts, decision 0074).
    ...loyaltyEnvShape,
    // The job runner's tick (platform/jobs/jobs-config.ts): 0 = no runner in this process.
    ...jobsEnvShape,
    // Keys the hashes of e-mails kept after an account is deleted, so the welcome voucher is
    // once per person (loyalty/perks/welcome-voucher-claims.ts, decision 0138). Never rotate it:
    // the hashes made under the old key would stop matching.
    EMAIL_HASH_SECRET: secret(32),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(900),
    // Google sign-in (auth/social): the OAuth client id the ID tokens are issued for; unset = off.
    GOOGLE_CLIENT_ID: blankIsUnset(z.string().min(1).optional()),
    GOOGLE_JWKS_URL: blankIsUnset(z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
    // Error reporting (decision 0003): SENTRY_DSN unset = off.
    ...errorReportingEnv,
    // Content preview (decision 0040): the secret editors hold to see drafts; unset = preview off.
    CONTENT_PREVIEW_TOKEN: blankIsUnset(z.string().min(24, 'must be at least 24 characters').optional()),
    // Password hashing slots (decision 0052): at once, and how long an attempt may wait for one.
    PASSWORD_HASH_CONCURRENCY: blankIsUnset(z.coerce.number().int().min(1).max(64).optional()),
    PASSWORD_HASH_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    // Mail delivery (platform/mail/mail-config.ts, decision 0084): SMTP_URL unset = .eml files.
    ...mailEnvSchema.shape,
    // The payment provider (checkout/payment-config.ts, decision 0138): production refuses
    // the test one unless ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true.
    ...paymentEnvShape,
  })
  .superRefine((env, context) => {
    if (environmentOf(env) !== 'production') return;
    const refusal = paymentProviderRefusal(env);
    if (refusal) context.addIssue({ code: 'custom', path: [refusal.path], message: refusal.message });
    // The list is data (platform/production-secrets.json); a name the shape lacks reads as missing.
    const values: Record<string, unknown> = env;
    for (const name of PRODUCTION_SECRETS) {
      if (values[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
    }
  });
export type Env = z.infer<typeof envSchema>;

export { environmentOf, sandboxEnabled };

/** Parses the environment, or throws a readable list of what is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Invalid api environment:\n${problems}`);
}

/** The api's settings, made once from the environment at boot: each part goes to what needs it. */
export interface ApiConfig {
  /** The variables as parsed (server.ts: port, database, logging, hashing, sign-in). */
  env: Env;
  mail: MailConfig;
  /** What buildApp's domains are given (app.ts). */
  app: AppConfig;
  /** The job runner's tick; 0 = no runner (platform/jobs/jobs-config.ts). */
  jobsIntervalMs: number;
}

/** The domains' settings buildApp takes (checkout, bookings, lists, loyalty events). */
export interface AppConfig {
  checkout: CheckoutConfig;
  booking: BookingConfig;
  lists: ListsConfig;
  /** LOYALTY_EVENTS_KEY (loyalty/loyalty-config.ts); unset = only staff tokens post loyalty events. */
  loyaltyEventsKey: string | undefined;
}

/** The domains' settings from parsed variables; a random secret of this process's own for each one unset (decision 0051). */
export function appConfig(env: Env): AppConfig {
  return { checkout: checkoutConfig(env), booking: bookingConfig(env), lists: listsConfig(env), loyaltyEventsKey: env.LOYALTY_EVENTS_KEY };
}

/** The one reading of the environment: server.ts passes process.env, tests an object of their own. */
export function parseConfig(source: NodeJS.ProcessEnv): ApiConfig {
  const env = loadEnv(source);
  return { env, mail: mailConfig(env, env.DATA_DIR), app: appConfig(env), jobsIntervalMs: env.JOBS_INTERVAL_MS };
}
