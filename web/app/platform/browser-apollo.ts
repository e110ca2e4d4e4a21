// The browser's Apollo Client (one per page load, so per shopper), restored from the
// cache the server rendered with. Queries go to the same origin: web proxies /graphql to
// the gateway, so cookies stay first-party. Under it the query layer of docs/product.md#retries, docs/product.md#query-layer
// (decision 0102): retries of the retryable statuses (query-retry.ts) and data fresh for
// 5 minutes (query-freshness.ts). Before them run the domains' links, which entry.client
// composes (a guest's content page payload, decision 0115; the session refresh, 0055).
import { ApolloClient, ApolloLink, HttpLink, type NormalizedCacheObject, type TypePolicies } from '@apollo/client';
import type { SiteLocale } from '../locale/site-locale';
import { createCache } from './apollo-cache';
import { localeHeaders } from './locale-headers';
import { QueryFreshness, queryKey } from './query-freshness';
import { createRetryingFetch, operationTypeLink } from './query-retry';
import { trustedDocumentLink } from './trusted-document-link';

export interface BrowserApolloOptions {
  /** The domains' cache policies (app/apollo-type-policies.ts), the server's too. */
  typePolicies: TypePolicies;
  /**
   * The domains' links, in order, ahead of the trusted documents and the retrying fetch.
   * `answered` is for a link that answers a query itself: the query layer then counts
   * its data as just fetched.
   */
  leadingLinks: (answered: (operationName: string, variables: Record<string, unknown>) => void) => ApolloLink[];
}

export function createBrowserApollo(locale: SiteLocale, state: unknown, { typePolicies, leadingLinks }: BrowserApolloOptions): ApolloClient {
  const cache = createCache(typePolicies);
  if (state) cache.restore(state as NormalizedCacheObject);
  const freshness = new QueryFreshness();
  const client = new ApolloClient({
    cache,
    link: ApolloLink.from([
      ...leadingLinks((name, variables) => freshness.markFetched(queryKey(name, variables))),
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
