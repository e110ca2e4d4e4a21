// One Apollo Client per server request, never a module-level one: its cache would hold
// one shopper's bag and serve it to the next (docs/architecture.md#avoid).
import { ApolloClient, ApolloLink, HttpLink, type TypePolicies } from '@apollo/client';
import { trustedDocumentLink } from './trusted-document-link';
import type { SiteLocale } from '../locale/site-locale';
import { createCache } from './apollo-cache';
import { localeHeaders } from './locale-headers';

export interface ServerApolloOptions {
  gatewayUrl: string;
  /** The shopper's cookies (device id, session) as the gateway should see them. */
  cookieHeader: string;
  locale: SiteLocale;
  /** Headers for the next hop: this request's id, the shopper's address and the hop secret (decisions 0061, 0052). */
  hopHeaders?: Record<string, string>;
  /** Cookies the gateway sets while rendering (a refreshed session) go back to the browser. */
  onSetCookie: (cookies: string[]) => void;
  /** The domains' cache policies (app/apollo-type-policies.ts), the browser's too. */
  typePolicies: TypePolicies;
}

export function createServerApollo({ gatewayUrl, cookieHeader, locale, hopHeaders, onSetCookie, typePolicies }: ServerApolloOptions) {
  const forwardingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) onSetCookie(cookies);
    return response;
  };
  const headers: Record<string, string> = { ...localeHeaders(locale), 'x-platform': 'web', ...hopHeaders };
  if (cookieHeader) headers.cookie = cookieHeader;
  return new ApolloClient({
    ssrMode: true,
    cache: createCache(typePolicies),
    // By hash, like the browser (decision 0056).
    link: ApolloLink.from([trustedDocumentLink(), new HttpLink({ uri: new URL('/graphql', gatewayUrl).href, headers, fetch: forwardingFetch })]),
  });
}
