// reportError for the web app's own code, on the server and in the browser: an error that
// was handled (the page still works) but should not have happened. The web has two: this
// one, which is the browser's, and the server's (@beauty/server-kit/report-error, the api's
// and the gateway's too). Whichever side starts reporting connects this one (the server to
// its own: server/error-reporting.ts; the browser to its SDK: platform/browser-error-reporting.ts);
// until then, or with SENTRY_DSN unset, it does nothing. Never for a shopper's mistakes.
import type { ErrorContext } from '@beauty/contracts/platform/error-events';

export type { ErrorContext };

type Sink = (error: unknown, context: ErrorContext) => void;

/** Reports held while the browser SDK loads; more than this in that moment is a storm. */
const HELD_LIMIT = 10;

// Process-wide (server) or page-wide (browser) by nature: where reports go, no shopper data.
let sink: Sink | undefined;
let held: Array<[unknown, ErrorContext]> | undefined;

export function reportError(error: unknown, context: ErrorContext): void {
  if (sink) sink(error, context);
  else if (held && held.length < HELD_LIMIT) held.push([error, context]);
}

/** Reporting is on but its SDK is still loading: keep what is reported meanwhile. */
export function holdReports(): void {
  held ??= [];
}

/** Connects reportError to a started SDK, and sends what was held. */
export function connectReports(next: Sink): void {
  sink = next;
  for (const [error, context] of held ?? []) next(error, context);
  held = undefined;
}
