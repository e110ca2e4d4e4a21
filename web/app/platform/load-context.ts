// What the web server hands every server loader (server/storefront.ts builds it per request).
import type { ApolloClient } from '@apollo/client';
import type { i18n } from 'i18next';
import type { SiteLocale } from '../locale/site-locale';

export interface StorefrontContext {
  /** This request's own client: its cache holds this shopper's data only. */
  apollo: ApolloClient;
  locale: SiteLocale;
  i18n: i18n;
}

declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {
    /** The server's only: this response's Content-Security-Policy script nonce (server/security-headers.ts). */
    cspNonce: string;
  }
}
