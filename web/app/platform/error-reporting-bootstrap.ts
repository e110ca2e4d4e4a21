// The browser's error-reporting settings travel inside the server-rendered page, like the
// Apollo cache: one build serves every environment, the DSN is not a build-time constant
// (decision 0003). A DSN is public by design: it can only submit events.
import type { ErrorReportingConfig } from '@beauty/contracts/platform/error-events';
import { nonceAttribute, serializeForScript } from './apollo-state';

export const REPORTING_GLOBAL = '__LUMI_ERROR_REPORTING__';

// Set once at boot by server/error-reporting.ts; the same for every page and shopper.
let pageConfig: ErrorReportingConfig | undefined;

export function setPageReportingConfig(config: ErrorReportingConfig | undefined): void {
  pageConfig = config;
}

/** The <script> that hands the settings to entry.client; nothing when reporting is off. */
export function reportingScript(nonce = ''): string {
  return pageConfig ? `<script${nonceAttribute(nonce)}>window.${REPORTING_GLOBAL}=${serializeForScript(pageConfig)}</script>` : '';
}

declare global {
  interface Window {
    [REPORTING_GLOBAL]?: ErrorReportingConfig;
  }
}
