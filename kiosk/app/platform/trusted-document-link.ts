// The kiosk's operations go to the gateway by the hash codegen wrote, never as text (decision
// 0119; the web's twin is web/app/platform/trusted-document-link.ts). Unlike the web, a hash
// the gateway does not know is never followed by the text: client `kiosk` is always under
// enforce, and a public screen has no business sending query text at all.
import type { DocumentNode } from 'graphql';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** codegen's client preset puts `__meta__.hash` ("sha256:<hex>") on every document it writes. */
export function documentHash(document: DocumentNode): string {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('This document was not written by codegen: it has no trusted-document hash');
  return hash.replace(/^sha256:/, '');
}

export const trustedDocumentLink = () =>
  new PersistedQueryLink({ generateHash: documentHash, useGETForHashedQueries: false, retry: () => false, disable: () => false });
