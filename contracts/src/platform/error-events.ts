// What each error-reporting SDK (Node and browser) is given, and how a handled error's
// context becomes a Sentry event (decision 0003). No zod and no env parsing here: the
// browser imports this as @beauty/contracts/platform/error-events and must stay small.
import { eventBytes, MAX_EVENT_BYTES, scrubEvent } from './event-scrubber.ts';

export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  release?: string | undefined;
  maxBreadcrumbs: number;
  /** Events one browser session sends at most (docs/product.md#error-reporting-limits: 10 by default, at most 100). */
  maxEvents?: number | undefined;
}

/** docs/product.md#error-reporting-limits: "breadcrumb text truncated at 140 characters". */
export const BREADCRUMB_TEXT_MAX = 140;

/** beforeBreadcrumb: a breadcrumb's message cut to 140 characters (an ellipsis marks the cut). */
export function trimBreadcrumb<B extends object>(breadcrumb: B): B {
  const { message } = breadcrumb as { message?: unknown };
  if (typeof message !== 'string' || message.length <= BREADCRUMB_TEXT_MAX) return breadcrumb;
  return { ...breadcrumb, message: `${message.slice(0, BREADCRUMB_TEXT_MAX - 1)}…` };
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
    beforeBreadcrumb: trimBreadcrumb,
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
