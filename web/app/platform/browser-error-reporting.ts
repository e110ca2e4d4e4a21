// Error reporting in the browser with @sentry/react, when the page carries settings
// (platform/error-reporting-bootstrap.ts). The SDK (about 30 KB gzip) is its own chunk,
// fetched once the page has loaded and hydrated and the browser is idle (issue 16 item 4):
// a shop without a DSN never downloads it, and with one it never competes with the page.
// Until it runs, reportError holds what is reported and our own listeners catch uncaught
// errors and rejections, which fetch the SDK at once; from then on the SDK reports them.
import { captureContext, type ErrorReportingConfig, prepareEvent, sdkOptions } from '@beauty/contracts/platform/error-events';
import { connectReports, holdReports, reportError } from './report-error';

/** docs/product.md#error-reporting-limits: "default 10 events per session" (SENTRY_MAX_EVENTS, up to 100); a page load is our session. */
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

/** Runs `run` after the load event, once the page has hydrated (root.tsx marks it), when idle. */
export function whenPageSettles(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => run(), { timeout: 3000 }) : setTimeout(run, 200));
  const hydrated = () => {
    const html = document.documentElement;
    if (html.dataset.hydrated) return idle();
    const observer = new MutationObserver(() => {
      if (!html.dataset.hydrated) return;
      observer.disconnect();
      idle();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
  };
  if (document.readyState === 'complete') hydrated();
  else window.addEventListener('load', hydrated, { once: true });
}

export function startBrowserErrorReporting(config: ErrorReportingConfig | undefined): void {
  if (!config) return;
  holdReports();
  let loading = false;
  const onError = (event: ErrorEvent) => {
    reportError(event.error ?? new Error(event.message), { where: 'window.onerror' });
    load();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reportError(event.reason, { where: 'unhandledrejection' });
    load();
  };
  function load() {
    if (loading) return;
    loading = true;
    import('@sentry/react').then(
      ({ init, captureException }) => {
        init({ ...sdkOptions(config!), beforeSend: sessionBudget(config!.maxEvents ?? EVENTS_PER_SESSION) });
        // The SDK's own handlers report uncaught errors from here on.
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        connectReports((error, context) => captureException(error, captureContext(context)));
      },
      // A blocked or failed chunk must not break the page: reports are simply not sent.
      () => {},
    );
  }
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  whenPageSettles(load);
}
