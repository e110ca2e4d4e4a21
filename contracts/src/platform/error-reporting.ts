// Error reporting, the same for the api, the gateway and the web (docs/product.md#error-reporting: "payload cap
// 1 MB, 25 breadcrumbs by default, max 100"; decision 0003). Each service validates these
// variables in its env.ts and passes sdkOptions() to its own Sentry SDK. Imported as
// @beauty/contracts/platform/error-reporting by the services (Node). The browser imports
// ./error-events.ts alone: this file's zod schemas would put zod in every page's first load.
import { z } from 'zod';
import type { ErrorReportingConfig } from './error-events.ts';

export { BREADCRUMB_TEXT_MAX, captureContext, type ErrorContext, type ErrorReportingConfig, prepareEvent, sdkOptions, trimBreadcrumb } from './error-events.ts';

export const DEFAULT_BREADCRUMBS = 25;
export const MAX_BREADCRUMBS = 100;
/** docs/product.md#error-reporting-limits: "default 10 events per session, maximum 100 (maxEvents a positive integer up to 100)". */
export const DEFAULT_EVENTS_PER_SESSION = 10;
export const MAX_EVENTS_PER_SESSION = 100;

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
  SENTRY_ENVIRONMENT: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[^\s/]{1,64}$/, 'one word of up to 64 characters')
      .optional(),
  ),
  SENTRY_RELEASE: z.preprocess(unsetIfEmpty, z.string().max(200).optional()),
  // Out-of-range counts are clamped, not refused: a typo here should not stop the shop.
  SENTRY_MAX_BREADCRUMBS: z
    .preprocess(unsetIfEmpty, z.coerce.number().int().default(DEFAULT_BREADCRUMBS))
    .transform((count) => Math.min(MAX_BREADCRUMBS, Math.max(1, count))),
  // Events a browser session sends at most. Validated, not clamped (docs/product.md#error-reporting-limits: "a positive
  // integer up to 100"): a wrong value stops the start with a message naming it.
  SENTRY_MAX_EVENTS: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number()
      .int('must be a whole number')
      .positive('must be a positive integer')
      .max(MAX_EVENTS_PER_SESSION, `must be at most ${MAX_EVENTS_PER_SESSION}`)
      .default(DEFAULT_EVENTS_PER_SESSION),
  ),
};

interface ErrorReportingVars {
  SENTRY_DSN?: string | undefined;
  SENTRY_ENVIRONMENT?: string | undefined;
  SENTRY_RELEASE?: string | undefined;
  SENTRY_MAX_BREADCRUMBS: number;
  SENTRY_MAX_EVENTS?: number | undefined;
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
    maxEvents: env.SENTRY_MAX_EVENTS ?? DEFAULT_EVENTS_PER_SESSION,
  };
}
