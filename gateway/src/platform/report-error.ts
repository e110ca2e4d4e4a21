// The gateway's error reports: the same Node reporter as the api's (one SDK setup, one
// scrubber, decision 0003), tagged service=gateway. Loaded only when SENTRY_DSN is set.
import type { ErrorReportingConfig } from '@beauty/contracts/platform/error-events';
import { initErrorReporting as initNodeReporting } from '@beauty/api/platform/report-error';

export { flushErrorReports, reportError } from '@beauty/api/platform/report-error';

export function initErrorReporting(config: ErrorReportingConfig | undefined): Promise<boolean> {
  return initNodeReporting(config, 'gateway');
}
