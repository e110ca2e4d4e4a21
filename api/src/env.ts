// The api's environment, validated once at boot (ARCHITECTURE.md: env validated with zod,
// types derived from the schema). Nothing else reads process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { errorReportingEnv } from '@beauty/contracts/platform/error-reporting';

/** src/env.ts and dist/env.js both sit two levels below the repository root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4001),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()).transform((dir) => path.resolve(dir ?? path.join(REPO_ROOT, '.data', 'pglite'))),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  // Bounded waits on a Postgres server (db/postgres-db.ts, decision 0062); 0 = no limit.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Signs access tokens (account/access-token.ts). Required in production; a fixed
  // development key elsewhere so that `pnpm start` works with no setup.
  AUTH_JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(900),
  // Google sign-in (auth/social): the OAuth client id the ID tokens are issued for; unset = off.
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  GOOGLE_JWKS_URL: z.preprocess(emptyAsUndefined, z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
  // Error reporting (decision 0003): SENTRY_DSN unset = off.
  ...errorReportingEnv,
  // Content preview (decision 0040): the secret editors hold to see drafts; unset = preview off.
  CONTENT_PREVIEW_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(24, 'must be at least 24 characters').optional()),
}).refine((env) => env.NODE_ENV !== 'production' || env.AUTH_JWT_SECRET !== undefined, {
  path: ['AUTH_JWT_SECRET'],
  message: 'is required in production',
});
export type Env = z.infer<typeof envSchema>;

/** Parses the environment, or exits with a readable list of what is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Invalid api environment:\n${problems}`);
}
