// The page_viewed event of docs/product.md#analytics-user, docs/product.md#analytics: pushed to the tag manager's dataLayer on every
// navigation (the server-rendered first view and each client navigation, once each), with
// the page URL, the current user (ids and hashes the gateway computed; never the raw
// e-mail), the site block and the cart block. Nothing in preview mode or with analytics
// turned off (decision 0103). `channel` tells the website's views from the in-store
// kiosk's, which send 'kiosk' to the same tag manager (decision 0119).
import type { AnalyticsUserPayload } from './analytics-user';
import type { MarketingConsent } from './consent';
import { pushToDataLayer as pushAnyToDataLayer } from '@beauty/client-kit/data-layer';

export interface AnalyticsConfig {
  enabled: boolean;
  /** The country's tag-manager id (GTM-… or G-…), when one is configured. */
  tagManagerId?: string | undefined;
  /** Where the script comes from: Google's origin, or a local stand-in in tests. */
  tagManagerOrigin?: string | undefined;
  /** Whether the tag manager waits for the visitor's consent here (consent.ts, decision 0114). */
  consent?: MarketingConsent | undefined;
}

declare module '../platform/root-data' {
  interface RootData {
    /** page_viewed and the tag manager for this country (decision 0103). */
    analytics?: AnalyticsConfig;
  }
}

declare module '../platform/load-context' {
  interface ServerRequestContext {
    /** Analytics for this request's country (decision 0103), in every loader's context. */
    analytics: AnalyticsConfig;
  }
}

export interface PageViewedEvent {
  event: 'page_viewed';
  channel: 'web';
  page: { url: string };
  user: AnalyticsUserPayload | null;
  site: { locale: string; language: string; mobile: boolean; status: 200 };
  /** docs/product.md#analytics-user "Cart block: empty". */
  cart: Record<string, never>;
}

/** docs/product.md#analytics: "A tag-manager script loads with an id beginning GTM- or G-". */
export const TAG_MANAGER_ID = /^(GTM|G)-[A-Z0-9]{4,20}$/;

export const isPreviewPath = (pathname: string) => pathname === '/preview' || pathname.startsWith('/preview/');

export function pageViewedEvent(input: {
  url: string;
  user: AnalyticsUserPayload | null;
  country: string;
  language: string;
  mobile: boolean;
}): PageViewedEvent {
  return {
    event: 'page_viewed',
    channel: 'web',
    page: { url: input.url },
    user: input.user,
    site: { locale: input.country.toLowerCase(), language: input.language, mobile: input.mobile, status: 200 },
    cart: {},
  };
}

/** The tag manager's dataLayer, as the kiosk pushes its screen views (@beauty/client-kit). */
export const pushToDataLayer: (event: PageViewedEvent) => void = pushAnyToDataLayer;
