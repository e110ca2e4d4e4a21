// The browser's Apollo Client (one per page load, so per shopper), restored from the
// cache the server rendered with. Queries go to the same origin: web proxies /graphql to
// the gateway, so cookies stay first-party.
import { ApolloClient, HttpLink, type NormalizedCacheObject } from '@apollo/client';
import type { SiteLocale } from '../locale/site-locale';
import { createCache } from './apollo-cache';
import { localeHeaders } from './locale-headers';

export function createBrowserApollo(locale: SiteLocale, state: unknown): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state as NormalizedCacheObject);
  return new ApolloClient({
    cache,
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      headers: { ...localeHeaders(locale), 'content-type': 'application/json' },
    }),
  });
}
