// Starts error reporting in the web server (@sentry/node, the same Node reporter as the
// api and gateway), connects the app's reportError to it, and hands the browser its
// settings through the page. SENTRY_DSN unset: nothing is loaded, nothing in the page.
import { errorReportingConfig } from '@beauty/contracts/platform/error-reporting';
import { flushErrorReports, initErrorReporting, reportError } from '@beauty/api/platform/report-error';
import { setPageReportingConfig } from '../app/platform/error-reporting-bootstrap';
import { connectReports } from '../app/platform/report-error';
import type { Env } from './env';

export { flushErrorReports };

export async function startErrorReporting(env: Env): Promise<boolean> {
  const config = errorReportingConfig(env);
  if (!(await initErrorReporting(config, 'web'))) return false;
  connectReports(reportError);
  setPageReportingConfig(config);
  return true;
}
