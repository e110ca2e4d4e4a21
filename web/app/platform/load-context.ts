// What the web server hands every server loader (server/storefront.ts builds it per request).
import type { ApolloClient } from '@apollo/client';
import type { i18n } from 'i18next';
import type { BaseLogger } from 'pino';
import type { SiteLocale } from '../locale/site-locale';
import type { PageBuild } from './new-build/build-info';

export interface StorefrontContext {
  /** This request's own client: its cache holds this shopper's data only. */
  apollo: ApolloClient;
  locale: SiteLocale;
  i18n: i18n;
}

/**
 * What only the server's context has (the browser's, browser-context.ts, has no request).
 * Domains add their own fields (analytics/page-viewed.ts: this request's analytics).
 */
export interface ServerRequestContext {
  /** This request's id (decision 0061): sent to the gateway, shown as the Reference ID. */
  requestId: string;
  /** The web server's log with this request's id on every line. */
  log: Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /** This response's Content-Security-Policy script nonce (server/security-headers.ts). */
  cspNonce: string;
  /** Whether the /sandbox pages exist here (off in production, decision 0100). */
  sandbox: boolean;
  /** The User-Agent says a phone (crawlers never do): the first render's layout. */
  mobile: boolean;
  /** This server's build and the new-build check's interval (decision 0104). */
  build: PageBuild;
}

declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext, ServerRequestContext {}
}
