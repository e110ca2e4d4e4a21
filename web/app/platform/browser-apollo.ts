// The browser's Apollo Client (one per page load, so per shopper), restored from the
// cache the server rendered with. Queries go to the same origin: web proxies /graphql to
// the gateway, so cookies stay first-party. Under it the query layer of docs/product.md#retries, docs/product.md#query-layer
// (decision 0102): retries of the retryable statuses (query-retry.ts) and data fresh for
// 5 minutes (query-freshness.ts). Before them, a guest's content page data comes from its
// cacheable payload instead of a GraphQL request (decision 0115).
import { ApolloClient, ApolloLink, HttpLink, type NormalizedCacheObject } from '@apollo/client';
import { jwtDataCookie, sessionRefreshLink } from '../account/session-refresh-link';
import { contentPayloadLink } from '../content/payload/payload-link';
import type { SiteLocale } from '../locale/site-locale';
import { createCache } from './apollo-cache';
import { localeHeaders } from './locale-headers';
import { pageBuildId } from './new-build/build-info';
import { QueryFreshness, queryKey } from './query-freshness';
import { createRetryingFetch, operationTypeLink } from './query-retry';
import { trustedDocumentLink } from './trusted-document-link';

export function createBrowserApollo(locale: SiteLocale, state: unknown): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state as NormalizedCacheObject);
  const freshness = new QueryFreshness();
  const client = new ApolloClient({
    cache,
    link: ApolloLink.from([
      // A guest's content page: its payload, when this page's build has one (decision 0115).
      contentPayloadLink({
        locale,
        build: pageBuildId,
        signedIn: () => jwtDataCookie(document.cookie) !== undefined,
        fetch: (input, init) => window.fetch(input, init),
        onLoaded: (name, variables) => freshness.markFetched(queryKey(name, variables)),
      }),
      // A session whose access token has run out is renewed first (decision 0055).
      sessionRefreshLink,
      // By hash: the gateway runs the text it holds for it (decision 0056); the retrying
      // fetch learns the operation's type from the link before it (no text to read it from).
      trustedDocumentLink(),
      operationTypeLink,
      new HttpLink({
        uri: '/graphql',
        credentials: 'same-origin',
        headers: { ...localeHeaders(locale), 'content-type': 'application/json' },
        // Looked up per call, so a test's or a monitor's window.fetch wrapper still sees it.
        fetch: freshness.recording(createRetryingFetch((input, init) => window.fetch(input, init))),
      }),
    ]),
  });
  freshness.apply(client);
  return client;
}
