// Operations go to the gateway by the hash of the document codegen shipped, not as text
// (decisions 0056, 0119): the gateway runs its own copy of the text, so nobody can make it
// run a query shape we did not ship. Each app says what a hash the gateway does not know
// leads to, since that is where they differ (the web's and the kiosk's Apollo setup).
import type { DocumentNode } from 'graphql';
import type { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** codegen's client preset puts `__meta__.hash` ("sha256:<hex>") on every document it writes. */
export function documentHash(document: DocumentNode): string {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('This document was not written by codegen: it has no trusted-document hash');
  return hash.replace(/^sha256:/, '');
}

export interface TrustedDocumentLinkOptions {
  /**
   * When the gateway answers PERSISTED_QUERY_NOT_FOUND (or says it takes no hashes), send
   * the document's text once. Off, the hash's error is the answer and no text ever leaves.
   */
  sendsTextWhenUnknown: boolean;
}

export function createTrustedDocumentLink({ sendsTextWhenUnknown }: TrustedDocumentLinkOptions): ApolloLink {
  const hashOnly = sendsTextWhenUnknown ? {} : { retry: () => false, disable: () => false };
  return new PersistedQueryLink({ generateHash: documentHash, useGETForHashedQueries: false, ...hashOnly });
}
