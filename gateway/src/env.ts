// The gateway's environment, validated once at boot (docs/architecture.md#habits: epic-stack
// env.server.ts). Everything else receives typed values, never reads process.env.
import { errorReportingEnv } from '@beauty/contracts/platform/error-reporting';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { LOG_LEVELS } from './platform/logger.ts';
import { TRUSTED_DOCUMENT_MODES } from './platform/trusted-documents/trusted-documents.ts';

/** "false"/"0"/"no" turn a flag off; anything else (or unset) keeps the default. */
const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : !['false', '0', 'no', 'off'].includes(v.toLowerCase())));

/**
 * The beauty assistant's optional model (decision 0113): an OpenAI-compatible endpoint
 * (`…/v1`, the gateway posts to `/chat/completions`). Unset URL: the embedded engine only.
 * Exported on its own so the assistant reads exactly these, validated the same way.
 */
export const assistantModelEnv = {
  ASSISTANT_MODEL_URL: z.url({ protocol: /^https?$/ }).optional(),
  ASSISTANT_MODEL: z.string().min(1).optional(),
  // Never logged; absent for local servers that take no key.
  ASSISTANT_MODEL_KEY: z.string().min(1).optional(),
  // After this the embedded engine answers instead (the whole turn: model and its tools).
  ASSISTANT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(8_000),
  // Tokens one stored conversation may spend on the model before it answers embedded only.
  ASSISTANT_MODEL_TOKEN_BUDGET: z.coerce.number().int().min(1_000).default(60_000),
};

const assistantModelRefinement = (env: { ASSISTANT_MODEL_URL?: string | undefined; ASSISTANT_MODEL?: string | undefined }, context: z.RefinementCtx) => {
  if (env.ASSISTANT_MODEL_URL !== undefined && env.ASSISTANT_MODEL === undefined) {
    context.addIssue({ code: 'custom', path: ['ASSISTANT_MODEL'], message: 'ASSISTANT_MODEL is required with ASSISTANT_MODEL_URL' });
  }
};

export const envSchema = z
  .object({
    GATEWAY_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
    API_URL: z.url().default('http://127.0.0.1:4001'),
    // Gateway processes on GATEWAY_PORT (node:cluster, platform/workers.ts): 1 = one process
    // (replicas then come from the orchestrator), "auto" = one per core.
    GATEWAY_WORKERS: z.union([z.literal('auto').transform(() => availableParallelism()), z.coerce.number().int().min(1).max(64)]).default(1),
    // The shared cache of public answers (decision 0002); unset: an in-process cache.
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    // Secure cookies need https; local http development turns this off (decision 0001).
    COOKIE_SECURE: flag(true),
    // Guests' public answers kept in the shared cache (decision 0122); "off" answers every
    // query afresh (the cache headers stay), as bench:scale runs it to measure execution.
    RESPONSE_CACHE: flag(true),
    // What runs operations (GatewayOptions.executor; issue 16 item 1): graphql-js is the way back.
    GATEWAY_EXECUTOR: z.enum(['jit', 'graphql-js']).default('jit'),
    // Google sign-in: the OAuth client id the sign-in page's Google button uses (the api
    // verifies the tokens for the same id). Unset: no Google button.
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    // The build (decision 0154): with production, errors carry no stack trace or file path.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // The environment (decision 0154): local or production; unset, production with
    // NODE_ENV=production. It decides the explorer's and trusted documents' defaults, the
    // secrets required and whether the sandbox (development inbox, order moves) is there.
    APP_ENV: z.enum(['local', 'production']).optional(),
    // The sandbox in a local environment: on unless "false". Never in production, whatever
    // it says (the inbox holds password-reset links: decision 0137).
    SANDBOX_ENABLED: z.enum(['true', 'false']).optional(),
    // __schema/__type answered (decision 0053). Unset: on, except in a production environment.
    GRAPHQL_INTROSPECTION: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    // Trusted documents (decision 0056): off, log (free-form operations are logged) or enforce
    // (refused unless the explorer is on). Unset: log in a production environment, off elsewhere.
    // Manifests: "web=/path.json,kiosk=/path.json"; unset, the web's from `pnpm codegen`.
    GRAPHQL_TRUSTED_DOCUMENTS: z.enum(TRUSTED_DOCUMENT_MODES).optional(),
    GRAPHQL_TRUSTED_DOCUMENT_MANIFESTS: z.string().optional(),
    // Every level the README documents: trace, debug, info, warn, error, fatal, silent.
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    // Error reporting (decision 0003): SENTRY_DSN unset = off.
    ...errorReportingEnv,
    // Shared with the SSR server and the api: proves a header came from our own hop (the
    // request id, decision 0061; the shopper's address, decision 0052). Required in production; `pnpm start` passes the one in
    // .data/secrets.env.
    INTERNAL_HOP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ...assistantModelEnv,
  })
  .superRefine((env, context) => {
    assistantModelRefinement(env, context);
    if (environmentOf(env) === 'production' && env.INTERNAL_HOP_SECRET === undefined) {
      context.addIssue({ code: 'custom', path: ['INTERNAL_HOP_SECRET'], message: 'INTERNAL_HOP_SECRET is required in production' });
    }
  });
export type Env = z.infer<typeof envSchema>;

/** `local` or `production` (decision 0154): APP_ENV, else production when NODE_ENV=production. */
export function environmentOf(env: Pick<Env, 'APP_ENV' | 'NODE_ENV'>): 'local' | 'production' {
  return env.APP_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'local');
}

/** The sandbox and the development inbox: in a local environment unless turned off; never in production. */
export const sandboxEnabled = (env: Pick<Env, 'APP_ENV' | 'NODE_ENV' | 'SANDBOX_ENABLED'>): boolean =>
  environmentOf(env) === 'local' && env.SANDBOX_ENABLED !== 'false';

// `REDIS_URL=` (as compose files and test runners write it) means unset, not "".
const withoutEmpty = (source: Record<string, string | undefined>) => Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    throw new Error(`Invalid gateway environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

const assistantModelSchema = z.object(assistantModelEnv).superRefine(assistantModelRefinement);
export type AssistantModelEnv = z.infer<typeof assistantModelSchema>;

/** Only the assistant model's variables (the assistant reads them; parseEnv checked them at boot). */
export function parseAssistantModelEnv(source: Record<string, string | undefined> = process.env): AssistantModelEnv {
  const result = assistantModelSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    throw new Error(`Invalid gateway environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
