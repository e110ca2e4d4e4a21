// Error reports from a Node process: the api, the gateway and the web server all use this
// (the gateway and web as @beauty/api/platform/report-error). The SDK is loaded only when
// a DSN is configured, so with reporting off it costs nothing: not even the import.
import type { ErrorContext, ErrorReportingConfig } from '@beauty/contracts/platform/error-events';
import { captureContext, sdkOptions } from '@beauty/contracts/platform/error-events';

type NodeSdk = typeof import('@sentry/node');

// Sentry's client is process-wide by design; this only remembers whether it was started.
// Per-request data (breadcrumbs, the request) lives in the SDK's per-request scopes.
let sdk: NodeSdk | undefined;

/** Starts reporting for this process; false (and nothing loaded) when config is undefined. */
export async function initErrorReporting(config: ErrorReportingConfig | undefined, service: string): Promise<boolean> {
  if (!config) return false;
  const loaded = await import('@sentry/node');
  loaded.init({ ...sdkOptions(config), serverName: service, initialScope: { tags: { service } } });
  sdk = loaded;
  return true;
}

/**
 * Reports an error that was handled but should not have happened (a 500, a failed
 * invariant). A shopper's mistakes (4xx, userErrors) are never reported. No-op when off.
 */
export function reportError(error: unknown, context: ErrorContext): void {
  sdk?.captureException(error, captureContext(context));
}

/** Waits (at most timeoutMs) until queued reports are sent: before exit, and in tests. */
export async function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
  return sdk ? sdk.flush(timeoutMs) : true;
}

/** Stops reporting (tests that start and stop it more than once in one process). */
export async function closeErrorReporting(timeoutMs = 2000): Promise<void> {
  await sdk?.close(timeoutMs);
  sdk = undefined;
}
