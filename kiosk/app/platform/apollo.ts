// The kiosk's Apollo Client: trusted documents by hash only, to the kiosk server's
// /graphql (which adds the device credential), with the shopper's session token and the
// language on screen as headers. Queries are cache-first, so after a network drop the
// screens already seen still show (issue 18 "survives a network drop"). What it shares
// with the web's client (the link by hash, the type policies) is @beauty/client-kit's; the
// session and language headers are the kiosk's alone, as the device credential is its server's.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { sharedTypePolicies } from '@beauty/client-kit/apollo-type-policies';
import { createTrustedDocumentLink } from '@beauty/client-kit/trusted-document-link';
import type { KioskSession } from './kiosk-session';
import { type NetworkStatus, UNREACHABLE_STATUSES } from './network-status';

export const KIOSK_SESSION_HEADER = 'x-kiosk-session';
export const SITE_LANGUAGE_HEADER = 'x-site-language';

export function kioskFetch(session: KioskSession, network: NetworkStatus): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(SITE_LANGUAGE_HEADER, session.language);
    if (session.token) headers.set(KIOSK_SESSION_HEADER, session.token);
    try {
      const response = await window.fetch(input, { ...init, headers, credentials: 'omit' });
      network.set(UNREACHABLE_STATUSES.has(response.status));
      return response;
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) network.set(true);
      throw error;
    }
  };
}

export function createKioskApollo(session: KioskSession, network: NetworkStatus): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache({ typePolicies: sharedTypePolicies }),
    link: ApolloLink.from([
      // Unlike the web, a hash the gateway does not know is never followed by the text
      // (decision 0119): client `kiosk` is always under enforce, and a public screen has no
      // business sending query text at all.
      createTrustedDocumentLink({ sendsTextWhenUnknown: false }),
      new HttpLink({ uri: '/graphql', headers: { 'content-type': 'application/json' }, fetch: kioskFetch(session, network) }),
    ]),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}
