// The gateway's environment, validated once at boot (ARCHITECTURE "Habits": epic-stack
// env.server.ts). Everything else receives typed values, never reads process.env.
import { errorReportingEnv } from '@beauty/contracts/platform/error-reporting';
import { z } from 'zod';
import { LOG_LEVELS } from './platform/logger.ts';

/** "false"/"0"/"no" turn a flag off; anything else (or unset) keeps the default. */
const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : !['false', '0', 'no', 'off'].includes(v.toLowerCase())));

export const envSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  API_URL: z.url().default('http://127.0.0.1:4001'),
  // The shared cache of public answers (decision 0002); unset: an in-process cache.
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Secure cookies need https; local http development turns this off (decision 0001).
  COOKIE_SECURE: flag(true),
  // Google sign-in: the OAuth client id the sign-in page's Google button uses (the api
  // verifies the tokens for the same id). Unset: no Google button.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // __schema/__type answered (decision 0053). Unset: on, except with NODE_ENV=production.
  GRAPHQL_INTROSPECTION: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  // Every level the README documents: trace, debug, info, warn, error, fatal, silent.
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Error reporting (decision 0003): SENTRY_DSN unset = off.
  ...errorReportingEnv,
  // Shared with the SSR server and the api: proves a header came from our own hop (the
  // request id, decision 0061; the shopper's address, decision 0051). Required in production; `pnpm start` passes the one in
  // .data/secrets.env.
  INTERNAL_HOP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
}).superRefine((env, context) => {
  if (env.NODE_ENV === 'production' && env.INTERNAL_HOP_SECRET === undefined) {
    context.addIssue({ code: 'custom', path: ['INTERNAL_HOP_SECRET'], message: 'INTERNAL_HOP_SECRET is required in production' });
  }
});
export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // `REDIS_URL=` (as compose files and test runners write it) means unset, not "".
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(set);
  if (!result.success) {
    throw new Error(`Invalid gateway environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
