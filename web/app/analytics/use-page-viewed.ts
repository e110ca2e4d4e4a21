// Pushes page_viewed once per navigation (page-viewed.ts): after hydration for the
// server-rendered first view, then on every client navigation (a new location key). The
// user block waits for the signed-in shopper's analytics view, read from the cache when
// the page already has it.
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { AccountAnalyticsFragmentDoc } from './account-analytics';
import { analyticsUserPayload } from './analytics-user';
import type { SiteLocale } from '../locale/site-locale';
import { type AnalyticsConfig, isPreviewPath, pageViewedEvent, pushToDataLayer } from './page-viewed';

const AnalyticsUserQuery = graphql(`
  query AnalyticsUser {
    me { id ...AccountAnalytics }
  }
`);

export function usePageViewed(config: AnalyticsConfig | undefined, locale: SiteLocale | undefined, mobile: boolean): void {
  const location = useLocation();
  const off = !config?.enabled || !locale || isPreviewPath(location.pathname);
  const { data, loading } = useQuery(AnalyticsUserQuery, { skip: off, fetchPolicy: 'cache-first' });
  const pushedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (off || loading || pushedFor.current === location.key) return;
    pushedFor.current = location.key;
    const me = data?.me ? getFragmentData(AccountAnalyticsFragmentDoc, data.me) : null;
    pushToDataLayer(
      pageViewedEvent({
        url: window.location.href,
        user: me ? analyticsUserPayload(me.analytics) : null,
        country: locale.country,
        language: locale.language,
        mobile,
      }),
    );
  }, [off, loading, location.key, data, locale, mobile]);
}
