// Error reporting, the same for the api, the gateway and the web (spec §7: "payload cap
// 1 MB, 25 breadcrumbs by default, max 100"; decision 0003). Each service validates these
// variables in its env.ts and passes sdkOptions() to its own Sentry SDK. Imported as
// @beauty/api/contract/platform/error-reporting; runs in Node and in the browser.
import { z } from 'zod';
import { eventBytes, MAX_EVENT_BYTES, scrubEvent } from './event-scrubber.ts';

export const DEFAULT_BREADCRUMBS = 25;
export const MAX_BREADCRUMBS = 100;

const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** http(s)://<public key>@<host>/<project id>, the form every Sentry SDK accepts. */
const dsn = z.url({ protocol: /^https?$/ }).refine(
  (value) => {
    const url = new URL(value);
    return url.username !== '' && /^\/(.*\/)?\d+$/.test(url.pathname);
  },
  { message: 'must look like https://<public key>@<host>/<project id>' },
);

/** Spread into a service's env schema. SENTRY_DSN unset: nothing is reported or loaded. */
export const errorReportingEnv = {
  SENTRY_DSN: z.preprocess(unsetIfEmpty, dsn.optional()),
  SENTRY_ENVIRONMENT: z.preprocess(unsetIfEmpty, z.string().regex(/^[^\s/]{1,64}$/, 'one word of up to 64 characters').optional()),
  SENTRY_RELEASE: z.preprocess(unsetIfEmpty, z.string().max(200).optional()),
  // Out-of-range counts are clamped, not refused: a typo here should not stop the shop.
  SENTRY_MAX_BREADCRUMBS: z
    .preprocess(unsetIfEmpty, z.coerce.number().int().default(DEFAULT_BREADCRUMBS))
    .transform((count) => Math.min(MAX_BREADCRUMBS, Math.max(1, count))),
};

export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  release?: string | undefined;
  maxBreadcrumbs: number;
}

interface ErrorReportingVars {
  SENTRY_DSN?: string | undefined;
  SENTRY_ENVIRONMENT?: string | undefined;
  SENTRY_RELEASE?: string | undefined;
  SENTRY_MAX_BREADCRUMBS: number;
  NODE_ENV: string;
}

/** The parsed variables as SDK settings; undefined when reporting is off. */
export function errorReportingConfig(env: ErrorReportingVars): ErrorReportingConfig | undefined {
  if (!env.SENTRY_DSN) return undefined;
  return {
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    release: env.SENTRY_RELEASE,
    maxBreadcrumbs: env.SENTRY_MAX_BREADCRUMBS,
  };
}

/** beforeSend: scrubbed, and dropped when still over the 1 MB cap. */
export function prepareEvent<E extends object>(event: E): E | null {
  const clean = scrubEvent(event);
  return eventBytes(clean) <= MAX_EVENT_BYTES ? clean : null;
}

/** The options every service gives its SDK. No tracing: errors only. */
export function sdkOptions(config: ErrorReportingConfig) {
  return {
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    maxBreadcrumbs: config.maxBreadcrumbs,
    sendDefaultPii: false,
    beforeSend: prepareEvent,
  };
}

/** What the code that reports a handled error says about it: where, and safe details. */
export interface ErrorContext {
  /** The place: "api", "graphql", "ssr", "navigation-guard"… (a searchable tag). */
  where: string;
  [detail: string]: unknown;
}

/** An ErrorContext in Sentry's terms: `where` as a tag, the rest as extra data. */
export function captureContext({ where, ...extra }: ErrorContext) {
  return { tags: { where }, extra };
}
