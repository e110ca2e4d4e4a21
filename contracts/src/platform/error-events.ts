// What each error-reporting SDK (Node and browser) is given, and how a handled error's
// context becomes a Sentry event (decision 0003). No zod and no env parsing here: the
// browser imports this as @beauty/contracts/platform/error-events and must stay small.
import { eventBytes, MAX_EVENT_BYTES, scrubEvent } from './event-scrubber.ts';

export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  release?: string | undefined;
  maxBreadcrumbs: number;
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
