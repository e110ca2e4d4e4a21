// Error reporting in the browser with @sentry/react, when the page carries settings
// (platform/error-reporting-bootstrap.ts). The SDK is its own chunk, fetched after
// hydration has started: a shop without a DSN never downloads it, and with one the page
// is not held up by it. Uncaught errors and rejections are reported by the SDK itself.
import {
  captureContext,
  type ErrorReportingConfig,
  prepareEvent,
  sdkOptions,
} from '@beauty/contracts/platform/error-events';
import { connectReports, holdReports } from './report-error';

/** Spec §9: "default 10 events per session" (SENTRY_MAX_EVENTS, up to 100); a page load is our session. */
export const EVENTS_PER_SESSION = 10;

/** beforeSend with the per-session budget: the 11th report of a page is not sent. */
export function sessionBudget(limit = EVENTS_PER_SESSION) {
  let sent = 0;
  return <E extends object>(event: E): E | null => {
    if (sent >= limit) return null;
    const prepared = prepareEvent(event);
    if (prepared) sent += 1;
    return prepared;
  };
}

export function startBrowserErrorReporting(config: ErrorReportingConfig | undefined): void {
  if (!config) return;
  holdReports();
  import('@sentry/react').then(
    ({ init, captureException }) => {
      init({ ...sdkOptions(config), beforeSend: sessionBudget(config.maxEvents ?? EVENTS_PER_SESSION) });
      connectReports((error, context) => captureException(error, captureContext(context)));
    },
    // A blocked or failed chunk must not break the page: reports are simply not sent.
    () => {},
  );
}
