// Our operations go to the gateway by the hash of the document codegen shipped, not as text
// (decision 0056): the gateway runs its own copy of the text, so nobody can make it run a
// query shape we did not ship. A gateway that does not know a hash (one deployed with
// another build's manifest) answers PERSISTED_QUERY_NOT_FOUND, and the link sends the text
// once; under enforce that is refused too.
import type { DocumentNode } from 'graphql';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** codegen's client preset puts `__meta__.hash` ("sha256:<hex>") on every document it writes. */
export function documentHash(document: DocumentNode): string {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('This document was not written by codegen: it has no trusted-document hash');
  return hash.replace(/^sha256:/, '');
}

export const trustedDocumentLink = () => new PersistedQueryLink({ generateHash: documentHash, useGETForHashedQueries: false });
